import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CityHomePrices } from '@pcr/contracts';
import { expectDarkTheme, expectFitsScreen, narrowViewport, PageShell } from '../../../stories-support/story-helpers.js';
import { HomePricesPage } from './HomePricesPage.js';

/** Three cities' figures as GET /api/home-prices answers them; one has no home with a size. */
const cityFigures: CityHomePrices[] = [
  { city: 'Irvine', slug: 'irvine', homes: 4, medianPrice: 1_437_500, medianPricePerSquareFoot: 712, lowestPrice: 899_000, highestPrice: 2_150_000 },
  { city: 'Newport Beach', slug: 'newport-beach', homes: 3, medianPrice: 3_895_000, medianPricePerSquareFoot: 1_284, lowestPrice: 1_650_000, highestPrice: 6_200_000 },
  { city: 'Los Angeles', slug: 'los-angeles', homes: 1, medianPrice: 1_349_000, medianPricePerSquareFoot: null, lowestPrice: 1_349_000, highestPrice: 1_349_000 },
];

/** /home-prices: the homes for sale, city by city. */
const meta = {
  title: 'Pages/HomePricesPage',
  component: HomePricesPage,
  args: { homePrices: { status: 'loaded', data: cityFigures } },
  parameters: { frame: 'none' },
  render: (args, { globals }) => (
    <PageShell theme={globals.theme === 'dark' ? 'dark' : 'light'} path="/home-prices">
      <HomePricesPage {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof HomePricesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Home Prices by City');
    const table = within(main.getByRole('table', { name: 'Homes for sale by city' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['City', 'Homes for sale', 'Median asking price', 'Median price per sq ft', 'Price range']);
    const newport = within(table.getByRole('row', { name: /Newport Beach/ }));
    await expect(newport.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '$3,895,000', '$1,284', '$1,650,000 to $6,200,000']);
    await expect(newport.getByRole('link', { name: 'Newport Beach' })).toHaveAttribute('href', '/properties?city=newport-beach');
    // A city none of whose homes gives its size has no price per square foot; one home has a price, not a range.
    await expect(within(table.getByRole('row', { name: /Los Angeles/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '$1,349,000', 'Not listed', '$1,349,000']);
    await expect(main.getByText('Medians of the asking prices of the homes for sale on this site, not of sales: a city’s figures change as homes come on the market and sell.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { homePrices: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading home prices…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { homePrices: { status: 'loaded', data: [] } },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { name: 'No homes are for sale right now' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

export const Error: Story = {
  args: { homePrices: { status: 'error', message: '503: {"message":"Listings are unavailable right now."}' } },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('heading', { name: 'Home prices could not be loaded' })).toBeVisible();
    await expect(alert.getByText('Please try again in a moment.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};

/** /es/home-prices at 320 px: the table scrolls sideways in its region; the page does not. */
export const SpanishNarrow: Story = {
  globals: { ...narrowViewport, locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Precios de la vivienda por ciudad');
    await expect(main.getByRole('table', { name: 'Casas en venta por ciudad' })).toBeVisible();
    await expect(within(main.getByRole('row', { name: /Irvine/ })).getAllByRole('cell')[3]).toHaveTextContent('$899,000 a $2,150,000');
    await expect(main.getByRole('link', { name: 'Irvine' })).toHaveAttribute('href', '/es/properties?city=irvine');
    // A city named as a region is reads in Spanish.
    await expect(main.getByRole('link', { name: 'Los Ángeles' })).toHaveAttribute('href', '/es/properties?city=los-angeles');
    await expectFitsScreen(canvasElement);
  },
};
