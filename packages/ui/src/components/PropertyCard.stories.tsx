import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatUsd } from '@pcr/contracts';
import { properties } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard } from '../story-helpers.js';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard.js';

const property = properties[0]!;

/** A home we list, beside the skeleton that stands for it while loading (same height: nothing shifts). */
const meta = {
  title: 'Components/PropertyCard',
  component: PropertyCard,
  args: { property },
  parameters: { frame: 'padded' },
  render: (args) => (
    <CardBesideSkeleton>
      <PropertyCard {...args} />
      <PropertyCardSkeleton />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText(formatUsd(property.price))).toBeVisible();
    await expect(within(card).getByRole('link', { name: property.title })).toHaveAttribute('href', `/properties/${property.id}`);
    await expect(within(card).getByText(`Listed by ${property.agent.name}`)).toBeVisible();
    await expect(within(card).getByRole('img', { name: property.title })).toHaveAttribute('width', '1200');
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'property-card-skeleton' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'property-card-skeleton' });
  },
};
