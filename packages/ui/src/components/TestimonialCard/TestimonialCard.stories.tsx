import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testimonials } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard } from '../../../stories-support/story-helpers.js';
import { TESTIMONIAL_SKELETON_QUOTE_LINES, TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard.js';

const halfStar = testimonials.find((t) => !Number.isInteger(t.rating)) ?? testimonials[0]!;
const fullStars = testimonials.find((t) => Number.isInteger(t.rating)) ?? testimonials[0]!;

/** A client's words with a one-decimal rating in full and half stars, beside its skeleton. */
const meta = {
  title: 'Components/TestimonialCard',
  component: TestimonialCard,
  args: { testimonial: halfStar },
  parameters: { frame: 'padded' },
  render: (args) => (
    <CardBesideSkeleton>
      <TestimonialCard {...args} />
      <TestimonialCardSkeleton />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// The skeleton shows a quote of typical length: a card differs from it only by its quote's extra lines.
const skeletonCheck = { skeletonId: 'testimonial-card-skeleton', cardSelector: 'figure', textSelector: 'blockquote p', lines: TESTIMONIAL_SKELETON_QUOTE_LINES };

export const HalfStar: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(Number.isInteger(halfStar.rating)).toBe(false);
    const rating = halfStar.rating.toFixed(1);
    await expect(canvas.getByRole('img', { name: `Rated ${rating} out of 5` })).toBeVisible();
    await expect(canvas.getByText(rating)).toBeVisible();
    await expect(canvas.getByText(halfStar.clientName)).toBeVisible();
    await expectSkeletonMatchesCard(canvasElement, skeletonCheck);
  },
};

export const FullStars: Story = {
  args: { testimonial: fullStars },
  play: async ({ canvas }) => {
    await expect(Number.isInteger(fullStars.rating)).toBe(true);
    await expect(canvas.getByRole('img', { name: `Rated ${fullStars.rating.toFixed(1)} out of 5` })).toBeVisible();
    await expect(canvas.getByText(fullStars.comment, { exact: false })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, skeletonCheck);
  },
};
