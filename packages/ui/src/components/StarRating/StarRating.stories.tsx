import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatRating, starParts } from '@pcr/contracts';
import { StarRating } from './StarRating.js';

/** Ratings in half steps: full stars, a half star for a fraction, empty ones up to five. */
const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { rating: 4.5 },
  parameters: { frame: 'padded' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const ratings = [5, 4.5, 4, 3.5, 1];

async function expectStars(root: HTMLElement, rating: number) {
  const { full, half, empty } = starParts(rating);
  await expect(root).toHaveAccessibleName(`Rated ${formatRating(rating)} out of 5`);
  await expect(root.querySelectorAll('[data-star="full"]')).toHaveLength(full);
  await expect(root.querySelectorAll('[data-star="half"]')).toHaveLength(half ? 1 : 0);
  await expect(root.querySelectorAll('[data-star="empty"]')).toHaveLength(empty);
  await expect(root.querySelectorAll('svg')).toHaveLength(5);
}

export const HalfStar: Story = {
  play: async ({ canvas }) => {
    await expectStars(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' }), 4.5);
  },
};

/** The ratings a testimonial can show, each read out with one decimal. */
export const Scale: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {ratings.map((rating) => (
        <li key={rating} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <StarRating rating={rating} size={22} />
          <span aria-hidden="true">{formatRating(rating)}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const rating of ratings) await expectStars(canvas.getByRole('img', { name: `Rated ${formatRating(rating)} out of 5` }), rating);
  },
};
