import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPercentChange, formatUsd } from '@pcr/contracts';
import { contentIn, findNeighborhood, neighborhoodWithoutProperties, propertiesInNeighborhood } from '@pcr/content';
import { ShortContactForm } from '../../forms/ShortContactForm/ShortContactForm.js';
import { expectDarkTheme, mobileViewport, PageShell, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { NEIGHBORHOOD_LISTS } from '../../sections/NeighborhoodHighlights/NeighborhoodHighlights.js';
import { NeighborhoodPage, neighborhoodContactHeading } from './NeighborhoodPage.js';
import { useTranslate } from '../../i18n/locale-context.js';

const hood = findNeighborhood('irvine')!;
const homes = propertiesInNeighborhood(hood.slug);
const withoutHomes = findNeighborhood(neighborhoodWithoutProperties)!;

/** The short form with its heading in the story's language, as the app's route gives it. */
function NeighborhoodForm({ name }: { name: string }) {
  const t = useTranslate();
  return <ShortContactForm heading={neighborhoodContactHeading(name, t)} onSubmit={async () => undefined} />;
}
const form = (name: string) => <NeighborhoodForm name={name} />;

const meta = {
  title: 'Pages/NeighborhoodPage',
  component: NeighborhoodPage,
  args: {
    neighborhood: { status: 'loaded', data: hood },
    areaProperties: { status: 'loaded', data: homes },
    contactForm: form(hood.name),
  },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path={`/neighborhoods/${hood.slug}`}>
      <NeighborhoodPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof NeighborhoodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const areaSection = (main: HTMLElement, name: string) => within(main).getByRole('region', { name: `Homes for sale in ${name}` });

export const Loaded: Story = {
  play: async ({ canvas }) => {

    const main = canvas.getByRole('main');
    const crumbs = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByRole('link', { name: 'Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
    await expect(within(crumbs).getByText(hood.name)).toHaveAttribute('aria-current', 'page');

    await expect(within(main).getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    await expect(within(main).getByText(hood.description)).toBeVisible();
    await expect(within(main).getByRole('img', { name: `${hood.name}, ${hood.region}` })).toHaveAttribute('width', '1200');

    for (const list of NEIGHBORHOOD_LISTS) {
      await expect(within(main).getByRole('heading', { level: 3, name: list.title })).toBeVisible();
      await expect(within(within(main).getByRole('list', { name: list.title })).getAllByRole('listitem')).toHaveLength(hood[list.key].length);
    }

    const trends = within(main).getByRole('region', { name: 'Market Trends' });
    await expect(within(trends).getByText(formatUsd(hood.medianSalePrice))).toBeVisible();
    await expect(within(trends).getByText(`${formatPercentChange(hood.priceIncreaseYOY)} from last year`)).toBeVisible();

    const area = areaSection(main, hood.name);
    await expect(within(area).getAllByRole('article')).toHaveLength(homes.length);
    await expect(within(area).getByRole('link', { name: `View all properties in ${hood.name}` })).toHaveAttribute('href', `/properties?neighborhood=${hood.slug}`);

    await expect(within(main).getByRole('heading', { level: 2, name: `Interested in ${hood.name}?` })).toBeVisible();

    const nearby = within(main).getByRole('region', { name: 'Nearby Neighborhoods' });
    for (const other of hood.nearbyNeighborhoods) {
      await expect(within(nearby).getByRole('link', { name: other.name })).toHaveAttribute('href', `/neighborhoods/${other.slug}`);
    }
  },
};

export const Loading: Story = {
  args: { neighborhood: { status: 'loading' }, areaProperties: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading neighborhood…');
    await expect(canvasElement.querySelector('[data-testid="neighborhood-page-skeleton"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { neighborhood: { status: 'error', message: '404: {"message":"Neighborhood not found."}' }, areaProperties: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Neighborhood Not Found' })).toBeVisible();
    await expect(canvas.getByText("The neighborhood you're looking for could not be found or has been removed.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Neighborhoods' })).toHaveAttribute('href', '/neighborhoods');
  },
};

export const AreaPropertiesLoading: Story = {
  args: { areaProperties: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    const area = areaSection(canvas.getByRole('main'), hood.name);
    await expect(area).toHaveAttribute('aria-busy', 'true');
    await expect(within(area).getByRole('status')).toHaveTextContent(`Loading homes in ${hood.name}…`);
    await expect(canvasElement.querySelectorAll('[data-testid="property-card-skeleton"]')).toHaveLength(2);
  },
};

export const AreaPropertiesEmpty: Story = {
  args: { neighborhood: { status: 'loaded', data: withoutHomes }, areaProperties: { status: 'loaded', data: [] }, contactForm: form(withoutHomes.name) },
  play: async ({ canvas }) => {
    const area = areaSection(canvas.getByRole('main'), withoutHomes.name);
    await expect(within(area).getByText('There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.')).toBeVisible();
    await expect(within(area).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(within(area).queryByRole('article')).toBeNull();
  },
};

export const Mobile: Story = { globals: mobileViewport, play: Loaded.play };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expectDarkTheme(context.canvasElement);
    await Loaded.play!(context);
  },
};

export const NotFoundDark: Story = { ...NotFound, globals: { theme: 'dark' } };

/** /es/neighborhoods/irvine at 320 px: the guide's own texts from the API in Spanish, the page's and the form's in Spanish. */
export const SpanishNarrow: Story = {
  args: { neighborhood: { status: 'loaded', data: contentIn('es').neighborhoods.find((n) => n.slug === hood.slug)! } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 2, name: 'Vivir en Irvine' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Tendencias del mercado' })).toBeVisible();
    await expect(main.getByText('Actualizado el', { exact: false })).toHaveTextContent('1 de octubre de 2026');
    await expect(main.getByRole('heading', { name: '¿Le interesa Irvine?' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ver todas las propiedades en Irvine' })).toHaveAttribute('href', '/es/properties?neighborhood=irvine');
    await expectFitsScreen(canvasElement);
  },
};
