import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatUsd } from '@pcr/contracts';
import { cityDetails, contentIn } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { IMAGE_NOT_AVAILABLE } from '../../sections/CityHero/CityHero.js';
import { jsonLdOfType } from '../../utils/structured-data/read-json-ld.js';
import { CityPage } from './CityPage.js';

const city = cityDetails[0]!;

const meta = {
  title: 'Pages/CityPage',
  component: CityPage,
  args: { city: { status: 'loaded', data: city } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/cities/${city.slug}`}>
      <CityPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof CityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/cities');
    await expect(within(crumbs).getByText(city.name)).toHaveAttribute('aria-current', 'page');
    await expect(within(main).getByRole('heading', { level: 1, name: city.name })).toBeVisible();
    const tiles = within(main).getByTestId('city-stat-tiles');
    await expect(within(tiles).getByText(formatUsd(city.medianHomePrice))).toBeVisible();
    await expect(within(main).getByRole('tab', { name: 'Real Estate' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(main).getByRole('heading', { name: `Interested in ${city.name}?` })).toBeVisible();

    // Structured data: the five Irvine questions, the trail, and the agency once (from the footer).
    const [faq, ...moreFaqs] = jsonLdOfType('FAQPage', canvasElement);
    await expect(moreFaqs).toHaveLength(0);
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    await expect(questions).toHaveLength(5);
    await expect(questions[0]?.name).toBe('Is Irvine a good place for families?');
    await expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(city.faqs.map((entry) => entry.answer));
    const [trail] = jsonLdOfType('BreadcrumbList', canvasElement);
    await expect((trail?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual(['Home', 'Cities', 'Irvine']);
    await expect(jsonLdOfType('RealEstateAgent', canvasElement)).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { city: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading city guide…');
    const skeleton = canvasElement.querySelector('[data-testid="city-page-skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { city: { status: 'error', message: 'Failed to fetch city data' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'City Not Found' })).toBeVisible();
    await expect(canvas.getByText("We couldn't find information for this city. Please try another city or go back to the cities list.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cities' })).toHaveAttribute('href', '/cities');
  },
};

export const ImageNotAvailable: Story = {
  args: { city: { status: 'loaded', data: { ...city, imageUrl: '/images/cities/missing-photo.jpg' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(IMAGE_NOT_AVAILABLE)).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
  },
};

export const FaqOneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const faq = canvas.getByRole('region', { name: /Frequently Asked Questions/ });
    const [first, second] = within(faq).getAllByRole('button');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // The closed answer leaves the page before the screenshot (Ark hides it a frame later).
    await waitFor(() => expect(canvas.getByText(city.faqs[0]!.answer)).not.toBeVisible());
    await expect(canvas.getByText(city.faqs[1]!.answer)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobileViewport, play: Loaded.play };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
  },
};

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };

/** /es/cities/irvine at 320 px: the guide in Spanish (names of places as written), the page's texts in Spanish. */
export const SpanishNarrow: Story = {
  args: { city: { status: 'loaded', data: contentIn('es').cityDetails.find((c) => c.slug === city.slug)! } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Irvine' })).toBeVisible();
    await expect(main.getByText(/^Irvine es una de las ciudades planificadas más grandes de Estados Unidos\./)).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Escuelas' })).toBeVisible();
    // The questions are Spanish, and their structured data says so.
    await expect(jsonLdOfType('FAQPage', canvasElement)[0]?.inLanguage).toBe('es-US');
    await expectFitsScreen(canvasElement);
  },
};

/** A guide from another city-guide service on a Spanish page: its texts are English, and marked so (lang="en"). */
export const SpanishPageEnglishGuide: Story = {
  args: { city: { status: 'loaded', data: { ...city, lang: 'en' } } },
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const overview = canvas.getByText(city.overview);
    await expect(overview.closest('[lang="en"]')).not.toBeNull();
    // Its questions are English too: no inLanguage, as on an English page.
    await expect(jsonLdOfType('FAQPage', canvasElement)[0]).not.toHaveProperty('inLanguage');
  },
};
