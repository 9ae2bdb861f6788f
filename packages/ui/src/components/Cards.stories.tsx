import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMillions, formatUsd, listingUrl } from '@pcr/contracts';
import { cities, hotListings, neighborhoods, properties, testimonials } from '@pcr/content';
import { storyIdentity } from '../story-helpers.js';
import { CityCard, CityCardSkeleton } from './CityCard.js';
import { HotListingCard, HotListingCardSkeleton } from './HotListingCard.js';
import { NeighborhoodCard, NeighborhoodCardSkeleton } from './NeighborhoodCard.js';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard.js';
import { TESTIMONIAL_SKELETON_QUOTE_LINES, TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard.js';

/** Every card beside its skeleton: a skeleton has the size of the card that replaces it (nothing shifts). */
const meta = {
  title: 'Components/Cards',
  parameters: { frame: 'padded' },
  decorators: [
    (Story) => (
      // Flex, not grid: each card keeps its own height (a grid row would stretch both to the taller).
      <div className="cards-pair" style={{ display: 'flex', gap: 32, alignItems: 'flex-start', padding: 32 }}>
        <style>{'.cards-pair > * { flex: 0 0 360px; }'}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const property = properties[0]!;
const listing = hotListings[0]!;
const neighborhood = neighborhoods[0]!;
const city = cities[0]!;
const halfStar = testimonials.find((t) => !Number.isInteger(t.rating)) ?? testimonials[0]!;

/**
 * Same height as its card, measured in the browser (each at its own height: the grid does not stretch
 * them). The skeleton stands for a one-line title; a card whose title wraps is taller by those lines.
 */
async function expectSameHeight(canvasElement: HTMLElement, skeletonId: string) {
  const skeleton = canvasElement.querySelector(`[data-testid="${skeletonId}"]`) as HTMLElement;
  const card = canvasElement.querySelector('article') as HTMLElement;
  const title = card.querySelector('h2, h3, h4') as HTMLElement;
  const titleLineHeight = parseFloat(getComputedStyle(title).lineHeight);
  const extraTitleLines = Math.round(title.getBoundingClientRect().height / titleLineHeight) - 1;
  await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  const expected = card.getBoundingClientRect().height - extraTitleLines * titleLineHeight;
  await expect(Math.abs(skeleton.getBoundingClientRect().height - expected)).toBeLessThanOrEqual(2);
}

export const Property: Story = {
  render: () => (
    <>
      <PropertyCard property={property} />
      <PropertyCardSkeleton />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText(formatUsd(property.price))).toBeVisible();
    await expect(within(card).getByRole('link', { name: property.title })).toHaveAttribute('href', `/properties/${property.id}`);
    await expect(within(card).getByText(`Listed by ${property.agent.name}`)).toBeVisible();
    await expect(within(card).getByRole('img', { name: property.title })).toHaveAttribute('width', '1200');
    await expectSameHeight(canvasElement, 'property-card-skeleton');
  },
};

export const HotListing: Story = {
  render: () => (
    <>
      <HotListingCard listing={listing} href={listingUrl(storyIdentity, listing.id)} />
      <HotListingCardSkeleton />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText(`${listing.hotFactor}% hot`)).toBeVisible();
    await expect(within(card).getByText(new RegExp(`${listing.daysOnMarket} days? on market`))).toBeVisible();
    const link = within(card).getByRole('link', { name: `${listing.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', listingUrl(storyIdentity, listing.id));
    await expect(link).toHaveAttribute('target', '_blank');
    await expectSameHeight(canvasElement, 'hot-listing-card-skeleton');
  },
};

export const Neighborhood: Story = {
  render: () => (
    <>
      <NeighborhoodCard neighborhood={neighborhood} />
      <NeighborhoodCardSkeleton />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('link', { name: neighborhood.name })).toHaveAttribute('href', `/neighborhoods/${neighborhood.slug}`);
    await expect(within(card).getByText(formatMillions(neighborhood.averagePrice))).toBeVisible();
    await expect(formatMillions(2.4)).toBe('$2.4M');
    await expectSameHeight(canvasElement, 'neighborhood-card-skeleton');
  },
};

export const City: Story = {
  render: () => (
    <>
      <CityCard city={city} />
      <CityCardSkeleton />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('link', { name: city.name })).toHaveAttribute('href', `/cities/${city.slug}`);
    await expect(within(card).getByText(formatUsd(city.medianHomePrice))).toBeVisible();
    await expectSameHeight(canvasElement, 'city-card-skeleton');
  },
};

export const Testimonial: Story = {
  render: () => (
    <>
      <TestimonialCard testimonial={halfStar} />
      <TestimonialCardSkeleton />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(Number.isInteger(halfStar.rating)).toBe(false);
    const rating = halfStar.rating.toFixed(1);
    await expect(canvas.getByRole('img', { name: `Rated ${rating} out of 5` })).toBeVisible();
    await expect(canvas.getByText(rating)).toBeVisible();
    await expect(canvas.getByText(halfStar.clientName)).toBeVisible();
    // The skeleton shows a quote of typical length: the card differs only by its quote's extra lines.
    const card = canvasElement.querySelector('figure') as HTMLElement;
    const quote = card.querySelector('blockquote p') as HTMLElement;
    const lineHeight = parseFloat(getComputedStyle(quote).lineHeight);
    const extraLines = Math.round(quote.getBoundingClientRect().height / lineHeight) - TESTIMONIAL_SKELETON_QUOTE_LINES;
    const skeleton = canvasElement.querySelector('[data-testid="testimonial-card-skeleton"]') as HTMLElement;
    const expected = card.getBoundingClientRect().height - extraLines * lineHeight;
    await expect(Math.abs(skeleton.getBoundingClientRect().height - expected)).toBeLessThanOrEqual(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <PropertyCard property={property} />
      <TestimonialCard testimonial={halfStar} />
    </>
  ),
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};
