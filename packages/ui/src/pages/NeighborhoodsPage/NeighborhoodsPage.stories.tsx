import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMillions} from '@pcr/contracts';
import { contentIn, neighborhoods } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { NEIGHBORHOOD_FILTERS_NOTE } from '../../sections/NeighborhoodFilterPanel/NeighborhoodFilterPanel.js';
import { NeighborhoodsPage } from './NeighborhoodsPage.js';

const orangeCounty = neighborhoods.filter((n) => n.region === 'Orange County');
const losAngeles = neighborhoods.filter((n) => n.region === 'Los Angeles');

const meta = {
  title: 'Pages/NeighborhoodsPage',
  component: NeighborhoodsPage,
  args: { neighborhoods: { status: 'loaded', data: neighborhoods } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/neighborhoods">
      <NeighborhoodsPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof NeighborhoodsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Explore our neighborhoods' })).toBeVisible();
    // The filter panel is there, and says it does not work yet.
    const filters = within(main).getByRole('region', { name: 'Filter Neighborhoods' });
    await expect(within(filters).getByText(NEIGHBORHOOD_FILTERS_NOTE)).toBeVisible();
    for (const label of ['Region', 'Lifestyle', 'Average price']) await expect(within(filters).getByLabelText(label)).toBeDisabled();
    // Two groups, in the spec's order, each with its own neighborhoods linking to their guides.
    const groups = within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(['Filter Neighborhoods', 'Orange County', 'Los Angeles']);
    for (const [name, members] of [
      ['Orange County', orangeCounty],
      ['Los Angeles', losAngeles],
    ] as const) {
      const group = within(main).getByRole('region', { name });
      await expect(within(group).getAllByRole('article')).toHaveLength(members.length);
      for (const hood of members) {
        await expect(within(group).getByRole('link', { name: hood.name })).toHaveAttribute('href', `/neighborhoods/${hood.slug}`);
      }
    }
    const first = orangeCounty[0]!;
    await expect(within(main).getAllByText(formatMillions(first.averagePrice))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  args: { neighborhoods: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="neighborhood-card-skeleton"]')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore our neighborhoods' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Orange County' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Los Angeles' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading Orange County neighborhoods…', 'Loading Los Angeles neighborhoods…']);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { neighborhoods: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Neighborhood guides are on their way' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('region', { name: 'Orange County' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { neighborhoods: { status: 'error', message: '503: Service Unavailable' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: "We couldn't load our neighborhoods" })).toBeVisible();
    await expect(alert).toHaveTextContent('503: Service Unavailable');
    await expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The (display-only) filter panel stays: it does not depend on the request.
    await expect(canvas.getByRole('region', { name: 'Filter Neighborhoods' })).toBeVisible();
  },
};

export const OneRegionOnly: Story = {
  args: { neighborhoods: { status: 'loaded', data: losAngeles } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Orange County' })).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'Los Angeles' })).getAllByRole('article')).toHaveLength(losAngeles.length);
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

/** /es/neighborhoods at 320 px: the neighborhoods as the API answers them in Spanish (?lang=es), regions named in Spanish. */
export const SpanishNarrow: Story = {
  args: { neighborhoods: { status: 'loaded', data: contentIn('es').neighborhoods } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Explore nuestros vecindarios' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Condado de Orange' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Los Ángeles' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Precio promedio' })).toBeDisabled();
    await expect(main.getAllByText(/^Newport Beach rodea uno de los puertos/)[0]).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};
