import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMillions } from '@pcr/contracts';
import { neighborhoods } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard } from '../../../stories-support/story-helpers.js';
import { NeighborhoodCard, NeighborhoodCardSkeleton } from './NeighborhoodCard.js';

const neighborhood = neighborhoods[0]!;

/** A neighborhood guide's card (average price in millions), beside its skeleton. */
const meta = {
  title: 'Components/NeighborhoodCard',
  component: NeighborhoodCard,
  args: { neighborhood },
  parameters: { frame: 'padded' },
  render: (args) => (
    <CardBesideSkeleton>
      <NeighborhoodCard {...args} />
      <NeighborhoodCardSkeleton />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof NeighborhoodCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('link', { name: neighborhood.name })).toHaveAttribute('href', `/neighborhoods/${neighborhood.slug}`);
    await expect(within(card).getByText(formatMillions(neighborhood.averagePrice))).toBeVisible();
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'neighborhood-card-skeleton' });
  },
};

/** Millions with at most one decimal: 2.4 → "$2.4M", 3 → "$3M". */
export const AveragePriceFormats: Story = {
  args: { neighborhood: { ...neighborhood, averagePrice: 2.4 } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('article')).getByText('$2.4M')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'neighborhood-card-skeleton' });
  },
};
