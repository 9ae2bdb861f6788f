import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { neighborhoods } from '@pcr/content';
import { expectDarkTheme, mobileViewport } from '../../../stories-support/story-helpers.js';
import { PropertySearchFilters } from './PropertySearchFilters.js';

/** The /properties search form: a GET form to /properties; with the app's script, a new address instead. */
const meta = {
  title: 'Sections/PropertySearchFilters',
  component: PropertySearchFilters,
  args: { values: {}, neighborhoods },
} satisfies Meta<typeof PropertySearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filters: every field says "any", and there is nothing to clear. */
export const NoFilters: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Search homes' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/properties');
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveDisplayValue('Any neighborhood');
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Any city');
    await expect(canvas.getByRole('spinbutton', { name: 'Min price (USD)' })).toHaveValue(null);
    await expect(canvas.getByRole('spinbutton', { name: 'Max price (USD)' })).toHaveValue(null);
    await expect(canvas.getByRole('combobox', { name: 'Bedrooms' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Bathrooms' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Property type' })).toHaveDisplayValue('Any type');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Featured');
    // Cities come from the neighborhoods: Silver Lake and Los Feliz are both Los Angeles, listed once.
    await expect(within(canvas.getByRole('combobox', { name: 'City' })).getAllByRole('option', { name: 'Los Angeles' })).toHaveLength(1);
    await expect(canvas.getByRole('group', { name: 'Orange County' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  },
};

/** Some filters, shown back from the address; a neighborhood given by its id shows as that neighborhood. */
export const SomeFilters: Story = {
  args: { values: { neighborhood: 'nb-002', minPrice: '1000000', maxPrice: '2000000', minBeds: '4', type: 'single-family', sort: 'newest' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveDisplayValue('Irvine');
    await expect(canvas.getByRole('spinbutton', { name: 'Min price (USD)' })).toHaveValue(1000000);
    await expect(canvas.getByRole('spinbutton', { name: 'Max price (USD)' })).toHaveValue(2000000);
    await expect(canvas.getByRole('combobox', { name: 'Bedrooms' })).toHaveDisplayValue('4+');
    await expect(canvas.getByRole('combobox', { name: 'Property type' })).toHaveDisplayValue('Single-family home');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest listings');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/properties');
  },
};

/**
 * The neighborhoods still loading (a page drawn in the browser): the neighborhood and city the address
 * names show as loading, not as their slugs, and stay in the form.
 */
export const ChoicesLoading: Story = {
  args: { values: { neighborhood: 'newport-beach', city: 'irvine' }, neighborhoods: [], choicesLoading: true },
  play: async ({ canvas }) => {
    const neighborhood = canvas.getByRole('combobox', { name: 'Neighborhood' });
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(neighborhood).toHaveDisplayValue('Loading…');
    await expect(neighborhood).toHaveValue('newport-beach');
    await expect(city).toHaveDisplayValue('Loading…');
    await expect(city).toHaveValue('irvine');
    await expect(canvas.queryByRole('option', { name: 'irvine' })).toBeNull();
  },
};

/** A price range the wrong way round: the maximum is left out of the search and says why. */
export const InvalidRange: Story = {
  args: {
    values: { minPrice: '3000000', maxPrice: '1000000' },
    issues: [{ path: 'maxPrice', message: 'The maximum price cannot be below the minimum price.' }],
  },
  play: async ({ canvas }) => {
    const max = canvas.getByRole('spinbutton', { name: 'Max price (USD)' });
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('The maximum price cannot be below the minimum price.');
    await expect(canvas.getByRole('spinbutton', { name: 'Min price (USD)' })).toHaveAttribute('aria-invalid', 'false');
  },
};

/** With the app's script: the submit becomes the canonical query string (empty fields left out). */
export const SubmitsQuery: Story = {
  args: { onSearch: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Los Angeles');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max price (USD)' }), '2500000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bedrooms' }), '3+');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await userEvent.click(canvas.getByRole('button', { name: 'Show homes' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('city=los-angeles&maxPrice=2500000&minBeds=3&sort=price-asc');
  },
};

export const Mobile: Story = {
  ...SomeFilters,
  globals: mobileViewport,
};

/** In the phones' sheet, which has the title and the surface: the fields alone, the form still named for screen readers. */
export const InSheet: Story = {
  args: { ...SomeFilters.args, inSheet: true, headingLevel: 'h3' },
  globals: mobileViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search homes' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 3, name: 'Search homes' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Show homes' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: SomeFilters.args,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
  },
};
