import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agents, featuredProperties, neighborhoods, testimonials } from '@pcr/content';
import { ShortContactForm } from '../../forms/ShortContactForm/ShortContactForm.js';
import { SubscribeForm } from '../../forms/SubscribeForm/SubscribeForm.js';
import { expectMlsDisplayRules } from '../../../stories-support/mls-story-helpers.js';
import { expectDarkTheme, mobileViewport, PageShell, storyAttribution, storyIdentity } from '../../../stories-support/story-helpers.js';
import { HomePage } from './HomePage.js';

const submit = async () => undefined;

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  args: {
    featuredProperties: { status: 'loaded', data: featuredProperties },
    agents: { status: 'loaded', data: agents },
    testimonials: { status: 'loaded', data: testimonials },
    neighborhoods: { status: 'loaded', data: neighborhoods },
    contactForm: <ShortContactForm onSubmit={submit} />,
    subscribeForm: <SubscribeForm aria-label="Subscribe to market updates" onSubmit={submit} />,
    identity: storyIdentity,
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/">
      <HomePage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvas: HTMLElement, name: string) => within(canvas).getByRole('region', { name });

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(main).getByRole('link', { name: /See Hot Listings/ })).toHaveAttribute('href', '/hot-listings');
    await expect(within(main).getByRole('link', { name: /Explore OC Cities/ })).toHaveAttribute('href', '/cities');
    await expect(within(main).getByRole('heading', { name: 'Talk to an Agent' })).toBeVisible();
    for (const href of ['/properties', '/about', '/contact']) {
      await expect(canvasElement.querySelector(`main ul a[href="${href}"]`)).not.toBeNull();
    }
    await expect(within(region(main, 'Hot Listings')).getAllByRole('article')).toHaveLength(featuredProperties.length);
    for (const figure of ['15+', '500+', '98%']) await expect(within(main).getByText(figure)).toBeVisible();
    await expect(within(region(main, 'Meet your local experts')).getAllByRole('article')).toHaveLength(3);
    await expect(within(region(main, 'What our clients say')).getAllByRole('figure')).toHaveLength(3);
    const hoods = region(main, 'Explore our neighborhoods');
    await expect(within(hoods).getAllByRole('article')).toHaveLength(4);
    await expect(within(hoods).getByRole('link', { name: neighborhoods[0]!.name })).toBeVisible();
    await expect(within(hoods).queryByRole('link', { name: neighborhoods[4]!.name })).toBeNull();
    await expect(within(main).getByRole('link', { name: /Read All Testimonials/ })).toHaveAttribute('href', '/testimonials');
    await expect(within(main).getByRole('form', { name: 'Subscribe to market updates' })).toBeVisible();
    // Bundled homes are no MLS's: no office lines, no disclaimer.
    await expect(within(main).queryByText(/Listing courtesy of/)).toBeNull();
    await expect(within(main).queryByTestId('mls-disclaimer')).toBeNull();
  },
};

/** Featured homes from the MLS (RESO_OFFICE_ID): each card names the listing office, the MLS's disclaimer is under them (after "View All Properties"). */
export const FromMls: Story = {
  args: {
    featuredProperties: { status: 'loaded', data: featuredProperties.map((p) => ({ ...p, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution })) },
  },
  play: async ({ canvas }) => {
    const featured = region(canvas.getByRole('main'), 'Hot Listings');
    const disclaimer = await expectMlsDisplayRules(featured, {
      cards: 6,
      courtesy: 'Listing courtesy of Pacific Crest Realty',
      disclaimer: "Listing information is provided by the multiple listing service for consumers' personal, non-commercial use. It is deemed reliable but is not guaranteed. Listing data last updated November 24, 2026 at 10:00 AM PST.",
    });
    await expect(disclaimer.previousElementSibling).toHaveTextContent('View All Properties');
    // Only the featured homes are the MLS's: one disclaimer on the page.
    await expect(canvas.getAllByTestId('mls-disclaimer')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: {
    featuredProperties: { status: 'loading' },
    agents: { status: 'loading' },
    testimonials: { status: 'loading' },
    neighborhoods: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const count = (id: string) => canvasElement.querySelectorAll(`[data-testid="${id}"]`).length;
    await expect(count('property-card-skeleton')).toBe(3);
    await expect(count('agent-card-skeleton')).toBe(3);
    await expect(count('testimonial-card-skeleton')).toBe(3);
    await expect(count('neighborhood-card-skeleton')).toBe(4);
  },
};

export const Error: Story = {
  args: {
    featuredProperties: { status: 'error', message: '503: Service Unavailable' },
    agents: { status: 'error', message: '503: Service Unavailable' },
    testimonials: { status: 'error', message: '503: Service Unavailable' },
    neighborhoods: { status: 'error', message: '503: Service Unavailable' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    // The forms still work when the data does not load.
    await expect(canvas.getByRole('heading', { name: 'Talk to an Agent' })).toBeVisible();
  },
};

/** Every data section loaded with nothing in it: each shows its empty state, not an error. */
export const Empty: Story = {
  args: {
    featuredProperties: { status: 'loaded', data: [] },
    agents: { status: 'loaded', data: [] },
    testimonials: { status: 'loaded', data: [] },
    neighborhoods: { status: 'loaded', data: [] },
  },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).queryAllByRole('article')).toHaveLength(0);
    await expect(within(main).queryAllByRole('alert')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('main [data-state="empty"]')).toHaveLength(4);
    await expect(within(region(main, 'Hot Listings')).getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: 'Talk to an Agent' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/**
 * The home page on a Spanish page, on a phone: its own words in Spanish, a listing's title as the MLS
 * wrote it (marked English), nothing wider than the screen. (The forms are not translated yet.)
 */
export const SpanishMobile: Story = {
  globals: { ...mobileViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Encuentre su lugar en la costa');
    await expect(canvas.getByRole('link', { name: /Ver casas destacadas/ })).toHaveAttribute('href', '/es/hot-listings');
    const card = canvasElement.querySelector('main article[data-property-id]')!;
    await expect(within(card as HTMLElement).getByRole('list', { name: 'Datos clave' })).toHaveTextContent(/recámara/);
    await expect(card.querySelector('h3')).toHaveAttribute('lang', 'en');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
