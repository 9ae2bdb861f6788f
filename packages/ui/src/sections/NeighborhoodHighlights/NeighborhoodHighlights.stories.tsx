import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findNeighborhood } from '@pcr/content';
import { NEIGHBORHOOD_LISTS, NeighborhoodHighlights } from './NeighborhoodHighlights.js';

const hood = findNeighborhood('newport-beach')!;

/** Living in a neighborhood: property types, housing, lifestyle, education and transportation. */
const meta = {
  title: 'Sections/Neighborhood/Highlights',
  component: NeighborhoodHighlights,
} satisfies Meta<typeof NeighborhoodHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { neighborhood: hood },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `Living in ${hood.name}` })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Property Types' })).getAllByRole('listitem')).toHaveLength(hood.propertyTypes.length);
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Property Types', ...NEIGHBORHOOD_LISTS.map((l) => l.title)]);
    for (const list of NEIGHBORHOOD_LISTS) {
      const items = within(canvas.getByRole('list', { name: list.title })).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual(hood[list.key]);
    }
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
