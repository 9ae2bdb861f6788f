import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { formatMillions } from '@pcr/contracts';
import { findNeighborhood } from '@pcr/content';
import { NEIGHBORHOOD_HERO_HEIGHT_PX, NeighborhoodHero } from './NeighborhoodHero.js';

const hood = findNeighborhood('newport-beach')!;

/** A neighborhood guide's hero: name, region, description and average price over the photo. */
const meta = {
  title: 'Sections/Neighborhood/Hero',
  component: NeighborhoodHero,
} satisfies Meta<typeof NeighborhoodHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { frame: 'none' },
  args: { neighborhood: hood },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('neighborhood-hero').getBoundingClientRect().height).toBe(NEIGHBORHOOD_HERO_HEIGHT_PX);
    await expect(canvas.getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    await expect(canvas.getByText(hood.description)).toBeVisible();
    await expect(canvas.getByText(formatMillions(hood.averagePrice))).toBeVisible();
    const image = canvas.getByRole('img', { name: `${hood.name}, ${hood.region}` });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
  },
};

export const ImageFails: Story = {
  parameters: { frame: 'none' },
  args: { neighborhood: { ...hood, imageUrl: '/images/neighborhoods/no-such-place.svg' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: hood.name })).toBeVisible();
    await expect(canvas.getByTestId('neighborhood-hero').getBoundingClientRect().height).toBe(NEIGHBORHOOD_HERO_HEIGHT_PX);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
