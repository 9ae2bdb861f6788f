import type { HotListing } from '@pcr/contracts';

/** Bundled sample of the external listing provider's feed (used when no upstream is configured). */
export const hotListings: HotListing[] = [
  {
    id: 'HL-20931',
    title: 'Spanish Revival with Canyon Views, Laguna Beach',
    status: 'Active',
    imageUrl: '/images/hot-listings/hl-20931.svg',
    price: 2_875_000,
    bedrooms: 3,
    bathrooms: 3,
    squareFeet: 2_240,
    description: 'Hand-troweled plaster, original tile and a view deck over Laguna Canyon, a short walk to the village.',
    hotFactor: 94,
    daysOnMarket: 3,
  },
  {
    id: 'HL-20947',
    title: 'Turnkey Townhome near Irvine Spectrum',
    status: 'Active',
    imageUrl: '/images/hot-listings/hl-20947.svg',
    price: 1_089_000,
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 1_680,
    description: 'End-unit townhome with a private patio, solar and award-winning Irvine Unified schools.',
    hotFactor: 88,
    daysOnMarket: 5,
  },
];
