import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { listingUrl } from '@pcr/contracts';
import { hotListings } from '@pcr/content';
import { CardBesideSkeleton, expectDarkTheme, expectSkeletonMatchesCard, asMlsListings, storyIdentity, storyPhotoUrl } from '../../../stories-support/story-helpers.js';
import { HotListingCard, HotListingCardSkeleton } from './HotListingCard.js';

const listing = hotListings[0]!;
const mlsStoryListings = asMlsListings(hotListings.slice(0, 3));

/** A listing of the external provider (hot factor, days on market, listing office, link out), beside its skeleton. */
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
    await expect(within(card).getByText('94% hot')).toBeVisible();
    await expect(within(card).getByText('Active · 3 days on market')).toBeVisible();
    const link = within(card).getByRole('link', { name: 'Spanish Revival with Canyon Views, Laguna Beach (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', listingUrl(storyIdentity, 'HL-20931'));
    await expect(link).toHaveAttribute('target', '_blank');
    // An MLS display rule: the listing office on every card.
    await expect(within(card).getByText('Listing courtesy of Laguna Coast Properties')).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Spanish Revival with Canyon Views, Laguna Beach' })).toHaveAttribute('loading', 'lazy');
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

/** A listing whose source names no office (a plain JSON provider): no courtesy line. */
export const WithoutOffice: Story = {
  args: { listing: { ...listing, listOfficeName: undefined } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).queryByText(/Listing courtesy of/)).toBeNull();
    await expect(within(card).getByText('94% hot')).toBeVisible();
  },
};

/** From the MLS: its first photo, with the size the feed gave and the photo's own alt text. */
export const MlsPhoto: Story = {
  args: { listing: mlsStoryListings[1]!, href: listingUrl(storyIdentity, 'HL-20947') },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const photo = within(card).getByRole('img', { name: 'Front of Turnkey Townhome near Irvine Spectrum' });
    await expect(photo).toHaveAttribute('src', storyPhotoUrl('/images/hot-listings/hl-20947.svg'));
    await expect(photo).toHaveAttribute('width', '1200');
    await expect(photo).toHaveAttribute('height', '800');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(within(card).getByText('Listing courtesy of Spectrum Home Group')).toBeVisible();
  },
};

/** Above the fold (the first cards of a page) the photo loads at once. */
export const MlsPhotoFirstRow: Story = {
  args: { listing: mlsStoryListings[1]!, priority: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Front of Turnkey Townhome near Irvine Spectrum' })).toHaveAttribute('loading', 'eager');
  },
};

/** The MLS's photo does not load: 'Image not available' takes its place, the card keeps its size. */
export const PhotoFails: Story = {
  args: {
    listing: { ...mlsStoryListings[1]!, photos: [{ url: storyPhotoUrl('/images/hot-listings/missing-photo.jpg'), alt: 'Front of the townhome' }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await waitFor(() => expect(within(card).getByText('Image not available')).toBeVisible());
    await expect(within(card).queryByRole('img')).toBeNull();
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'hot-listing-card-skeleton' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkTheme(canvasElement);
    await expectSkeletonMatchesCard(canvasElement, { skeletonId: 'hot-listing-card-skeleton' });
  },
};
