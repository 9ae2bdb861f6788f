import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatUsd } from '@pcr/contracts';
import { properties } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard, storyAttribution } from '../../../stories-support/story-helpers.js';
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
    // The agent with their DRE license number (California wants it beside the name).
    await expect(within(card).getByText('Listed by Daniel Okafor, DRE #01736582')).toBeVisible();
    await expect(within(card).getByRole('img', { name: property.title })).toHaveAttribute('width', '1200');
    // Bundled homes are no MLS's: no office line.
    await expect(within(card).queryByText(/Listing courtesy of/)).toBeNull();
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'property-card-skeleton' });
  },
};

/** One of our homes from the MLS (RESO_OFFICE_ID): the MLS wants the listing office named, under the agent. The skeleton keeps its frame (bundled homes name no office). */
export const FromMls: Story = {
  args: { property: { ...property, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Listed by Daniel Okafor, DRE #01736582')).toBeVisible();
    await expect(within(card).getByText('Listing courtesy of Pacific Crest Realty')).toBeVisible();
    // The disclaimer belongs under the list, not on each card.
    await expect(within(card).queryByText(/Listing data last updated/)).toBeNull();
  },
};

/** Our home from the MLS listed by an agent not on /team yet, whose license number the MLS did not give: named as the MLS names them, with a neutral portrait, no number. */
export const AgentWithoutLicenseNumber: Story = {
  args: { property: { ...property, agent: { name: 'Pat Newhire', imageUrl: '/images/agents/no-portrait.svg' }, listOfficeName: 'Pacific Crest Realty', attribution: storyAttribution } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Listed by Pat Newhire')).toBeVisible();
    await expect(within(card).queryByText(/DRE/)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'property-card-skeleton' });
  },
};
