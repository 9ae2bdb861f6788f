import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cityDetails } from '@pcr/content';
import { CityStatTiles } from './CityStatTiles.js';

const city = cityDetails[0]!;

/** The four figures under a city's hero. */
const meta = {
  title: 'Sections/City/StatTiles',
  component: CityStatTiles,
  args: { city },
} satisfies Meta<typeof CityStatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Median Price', 'Price/Sq.Ft', 'Days on Market', 'Population']);
    // Irvine's figures as a visitor reads them (spec section 9: USD with thousands separators, no decimals).
    await expect(city.slug).toBe('irvine');
    await expect(canvas.getByText('$1,420,000')).toBeVisible();
    await expect(canvas.getByText('307,670')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
