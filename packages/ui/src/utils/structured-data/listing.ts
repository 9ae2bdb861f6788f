import type { ItemAvailability, RealEstateListing, WithContext } from 'schema-dts';
import { pathInLocale, type Locale, type Property } from '@pcr/contracts';
import type { AbsoluteUrl } from './types.js';

/** A home's listing status as an offer's availability. */
export const LISTING_AVAILABILITY: Record<Property['status'], ItemAvailability> = {
  'For Sale': 'https://schema.org/InStock',
  'New Listing': 'https://schema.org/InStock',
  'Coming Soon': 'https://schema.org/PreSale',
  Pending: 'https://schema.org/Reserved',
  Sold: 'https://schema.org/SoldOut',
};

/** The path of a home's page. */
export function propertyPath(id: string): string {
  return `/properties/${encodeURIComponent(id)}`;
}

/**
 * /properties/{id}: the listing, its photos and its asking price as an offer in US dollars, at the
 * address of the page in its language. No `inLanguage`: the listing's words are the MLS's, in English.
 */
export function realEstateListingJsonLd(home: Property, absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): WithContext<RealEstateListing> {
  const url = absoluteUrl(pathInLocale(propertyPath(home.id), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: home.title,
    url,
    // Every photo when the home has a gallery, else its one image.
    image: home.photos && home.photos.length > 1 ? home.photos.map((photo) => absoluteUrl(photo.url)) : absoluteUrl(home.imageUrl),
    ...(home.description ? { description: home.description } : {}),
    about: {
      '@type': 'Accommodation',
      address: home.location,
      numberOfBedrooms: home.bedrooms,
      floorSize: { '@type': 'QuantitativeValue', value: home.squareFeet, unitCode: 'FTK', unitText: 'sq ft' },
    },
    offers: {
      '@type': 'Offer',
      price: home.price,
      priceCurrency: 'USD',
      availability: LISTING_AVAILABILITY[home.status],
      url,
    },
  };
}
