import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCount, formatMillions, formatPercentChange, formatUsd } from '@pcr/contracts';
import { findNeighborhood } from '@pcr/content';
import { NeighborhoodMarketTrends } from './NeighborhoodMarketTrends.js';

const hood = findNeighborhood('newport-beach')!;

/** A neighborhood's market figures and when they were last updated. */
const meta = {
  title: 'Sections/Neighborhood/MarketTrends',
  component: NeighborhoodMarketTrends,
} satisfies Meta<typeof NeighborhoodMarketTrends>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { neighborhood: hood },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Market Trends' })).toBeVisible();
    await expect(canvas.getByText('October 1, 2026')).toHaveAttribute('datetime', '2026-10-01');
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Median Sale Price', 'Average Price', 'Avg. Days on Market', 'Price per Sq. Ft.']);
    await expect(canvas.getByText(formatUsd(hood.medianSalePrice))).toBeVisible();
    await expect(canvas.getByText(formatMillions(hood.averagePrice))).toBeVisible();
    await expect(canvas.getByText(formatCount(hood.avgDaysOnMarket))).toBeVisible();
    await expect(canvas.getByText(formatUsd(hood.pricePerSqFt))).toBeVisible();
    await expect(canvas.getByText(`${formatPercentChange(hood.daysOnMarketChangeYOY)} from last year`)).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
