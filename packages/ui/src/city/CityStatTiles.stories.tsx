import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCount, formatUsd } from '@pcr/contracts';
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
    await expect(canvas.getByText(formatUsd(city.medianHomePrice))).toBeVisible();
    await expect(canvas.getByText(formatCount(city.population))).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
