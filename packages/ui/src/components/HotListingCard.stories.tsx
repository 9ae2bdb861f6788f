import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { listingUrl } from '@pcr/contracts';
import { hotListings } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard, storyIdentity } from '../story-helpers.js';
import { HotListingCard, HotListingCardSkeleton } from './HotListingCard.js';

const listing = hotListings[0]!;

/** A listing of the external provider (hot factor, days on market, link out), beside its skeleton. */
const meta = {
  title: 'Components/HotListingCard',
  component: HotListingCard,
  args: { listing, href: listingUrl(storyIdentity, listing.id) },
  parameters: { frame: 'padded' },
  render: (args) => (
    <CardBesideSkeleton>
      <HotListingCard {...args} />
      <HotListingCardSkeleton />
    </CardBesideSkeleton>
  ),
} satisfies Meta<typeof HotListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText(`${listing.hotFactor}% hot`)).toBeVisible();
    await expect(within(card).getByText(new RegExp(`${listing.daysOnMarket} days? on market`))).toBeVisible();
    const link = within(card).getByRole('link', { name: `${listing.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', listingUrl(storyIdentity, listing.id));
    await expect(link).toHaveAttribute('target', '_blank');
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'hot-listing-card-skeleton' });
  },
};

/** One day on market reads "1 day", not "1 days". */
export const OneDayOnMarket: Story = {
  args: { listing: { ...listing, daysOnMarket: 1 } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('article')).getByText(/· 1 day on market$/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'hot-listing-card-skeleton' });
  },
};
