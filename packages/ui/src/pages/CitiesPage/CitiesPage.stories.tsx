import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cities, contentIn } from '@pcr/content';
import { expectDarkTheme, mobileViewport, PageShell, narrowViewport, expectFitsScreen } from '../../../stories-support/story-helpers.js';
import { CitiesPage } from './CitiesPage.js';

/** /cities: the Orange County city guides, with the error text of spec section 8. */
const meta = {
  title: 'Pages/CitiesPage',
  component: CitiesPage,
  args: { cities: { status: 'loaded', data: cities } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/cities">
      <CitiesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof CitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getAllByRole('article')).toHaveLength(cities.length);
    await expect(within(main).getByRole('link', { name: cities[0]!.name })).toHaveAttribute('href', `/cities/${cities[0]!.slug}`);
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'OC Cities' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  args: { cities: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="city-card-skeleton"]')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { cities: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'City guides are on their way' })).toBeVisible();
    await expect(within(main).queryAllByRole('article')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { cities: { status: 'error', message: '502: Bad Gateway' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: 'Error loading cities. Please try again later.' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** /es/cities at 320 px: the guides' summaries as the API answers them in Spanish. */
export const SpanishNarrow: Story = {
  args: { cities: { status: 'loaded', data: contentIn('es').cities } },
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Condado de Orange');
    await expect(main.getByText('Comunidades planificadas, escuelas de primer nivel y millas de senderos entre áreas verdes en el corazón del Condado de Orange.')).toBeVisible();
    await expectFitsScreen(canvasElement);
  },
};
