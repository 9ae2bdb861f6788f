import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { properties } from '@pcr/content';
import { PropertyCard } from '../PropertyCard/PropertyCard.js';
import { SkeletonText } from '../Skeleton/Skeleton.js';
import * as mediaCard from '../../theme/recipes/media-card.css.js';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard } from '../../../stories-support/story-helpers.js';
import { MediaCardSkeleton, SkeletonFacts } from './MediaCardSkeleton.js';

const property = properties[0]!;

/**
 * The frame every image card's loading placeholder shares (property, hot listing, neighborhood and
 * city cards): the card, a 3:2 block for its picture, and a body that takes the card's own
 * placeholder lines (`SkeletonText` with the card's classes, `SkeletonFacts` for its facts row).
 * Use it to build the skeleton of a new media card, so it has the card's height and nothing shifts
 * when the card arrives. Hidden from assistive technology: the section says "Loading…" instead.
 */
const meta = {
  title: 'Components/MediaCardSkeleton',
  component: MediaCardSkeleton,
  // The lines of a property card: price, title, place, facts, agent.
  args: {
    testId: 'media-card-skeleton',
    children: (
      <>
        <SkeletonText className={mediaCard.price} lines={['38%']} />
        <SkeletonText className={mediaCard.title} lines={['80%']} />
        <SkeletonText className={mediaCard.text} lines={['55%']} />
        <SkeletonFacts widths={['4em', '4.5em', '6em']} />
        <SkeletonText className={mediaCard.text} lines={['45%']} />
      </>
    ),
  },
  render: (args) => (
    <CardBesideSkeleton>
      <MediaCardSkeleton {...args} />
      <PropertyCard property={property} />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof MediaCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the property card it stands for: the same height. */
export const BesideItsCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvas.getByTestId('media-card-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // Only the real card is announced.
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    // The picture's block is 3:2, as the card's picture.
    const block = skeleton.firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(block.height - (block.width * 2) / 3)).toBeLessThanOrEqual(1);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'media-card-skeleton' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'media-card-skeleton' });
  },
};
