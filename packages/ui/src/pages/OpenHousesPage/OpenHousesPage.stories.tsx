import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { neighborhoods } from '@pcr/content';
import { STORY_NOW, storyOpenHouses } from '../../../stories-support/open-house-stories.js';
import { expectDarkTheme, expectFitsScreen, mobileViewport, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { sellCitiesOf } from '../SellPage/sell-form.js';
import { OpenHousesPage } from './OpenHousesPage.js';

const cities = sellCitiesOf(neighborhoods);
const inIrvine = storyOpenHouses.filter((house) => house.property.location.includes('Irvine'));

/**
 * /open-houses (issue 48) on Thursday December 3, 2026: this weekend's (December 5 and 6) first, then
 * the rest of the next 14 days; a city filter that is a plain GET form.
 */
const meta = {
  title: 'Pages/OpenHousesPage',
  component: OpenHousesPage,
  args: { openHouses: { status: 'loaded', data: storyOpenHouses }, cities, city: undefined, now: STORY_NOW },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/open-houses">
      <OpenHousesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof OpenHousesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Come See It in Person');
    const weekend = within(main).getByRole('region', { name: 'This weekend' });
    // Saturday's three and Sunday's three, soonest first.
    const times = within(weekend).getAllByText(/^(Saturday|Sunday), December [56] · /);
    await expect(times.map((time) => time.textContent)).toEqual([
      'Saturday, December 5 · 10:00 AM – 1:00 PM PST',
      'Saturday, December 5 · 11:00 AM – 2:00 PM PST',
      'Saturday, December 5 · 1:00 PM – 4:00 PM PST',
      'Sunday, December 6 · 12:00 PM – 3:00 PM PST',
      'Sunday, December 6 · 1:00 PM – 4:00 PM PST',
      'Sunday, December 6 · 2:00 PM – 5:00 PM PST',
    ]);
    const later = within(main).getByRole('region', { name: 'In the next 14 days' });
    await expect(within(later).getAllByText(/ · .* PST$/)[0]).toHaveTextContent('Thursday, December 3 · 5:30 PM – 7:30 PM PST');
    // The filter: a GET of this page, every city and "All cities".
    const filter = within(main).getByRole('search', { name: 'Open houses by city' });
    await expect(filter).toHaveAttribute('method', 'get');
    await expect(filter).toHaveAttribute('action', '/open-houses');
    await expect(within(filter).getByLabelText('City')).toHaveValue('');
    await expect(within(filter).getByRole('option', { name: 'Irvine' })).toHaveValue('irvine');
  },
};

/** `?city=irvine`: the city chosen in the filter, its open houses alone. */
export const CityChosen: Story = {
  args: { openHouses: { status: 'loaded', data: inIrvine }, city: 'irvine' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('City')).toHaveValue('irvine');
    // Woodbridge's Saturday and Sunday, this weekend and the next.
    await expect(within(canvas.getByRole('region', { name: 'This weekend' })).getAllByRole('article')).toHaveLength(2);
    await expect(within(canvas.getByRole('region', { name: 'In the next 14 days' })).getAllByRole('article')).toHaveLength(2);
  },
};

/** A city with no open houses in the next two weeks: both sections say so, and lead to its homes for sale. */
export const NoneAtAll: Story = {
  args: { openHouses: { status: 'loaded', data: [] }, city: 'dana-point' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open houses this weekend' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No other open houses in the next 14 days' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties?city=dana-point');
  },
};

export const Loading: Story = {
  args: { openHouses: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading open houses…', 'Loading open houses…']);
  },
};

export const LoadError: Story = {
  args: { openHouses: { status: 'error', message: 'The open houses are unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load the open houses');
    await expect(canvas.queryByRole('region', { name: 'In the next 14 days' })).toBeNull();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Venga a verla en persona');
    const weekend = canvas.getByRole('region', { name: 'Este fin de semana' });
    await expect(within(weekend).getAllByText(/^sábado, 5 de diciembre · /)[0]).toHaveTextContent('sábado, 5 de diciembre · de 10:00 a. m. a 1:00 p. m. PST');
    await expect(canvas.getByRole('search', { name: 'Casas abiertas por ciudad' })).toHaveAttribute('action', '/es/open-houses');
    await expect(canvas.getByRole('option', { name: 'Todas las ciudades' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ver casas abiertas' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'This weekend' })).toBeVisible();
  },
};

/** Spanish at 320 px: the longer words still fit. */
export const NarrowInSpanish: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvasElement }) => {
    await expectFitsScreen(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
