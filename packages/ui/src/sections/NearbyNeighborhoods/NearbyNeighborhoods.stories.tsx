import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findNeighborhood } from '@pcr/content';
import { NearbyNeighborhoods } from './NearbyNeighborhoods.js';

const hood = findNeighborhood('newport-beach')!;

/** Neighborhoods near the one a visitor is reading about. */
const meta = {
  title: 'Sections/Neighborhood/Nearby',
  component: NearbyNeighborhoods,
} satisfies Meta<typeof NearbyNeighborhoods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { neighborhoods: hood.nearbyNeighborhoods, near: hood.name },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nearby Neighborhoods' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(hood.nearbyNeighborhoods.length);
    for (const other of hood.nearbyNeighborhoods) {
      await expect(canvas.getByRole('link', { name: other.name })).toHaveAttribute('href', `/neighborhoods/${other.slug}`);
      await expect(canvas.getByRole('img', { name: `${other.name}, ${other.region}` })).toBeVisible();
    }
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
