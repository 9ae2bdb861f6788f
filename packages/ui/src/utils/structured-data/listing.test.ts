import { describe, expect, it } from 'vitest';
import type { Property } from '@pcr/contracts';
import { realEstateListingJsonLd } from './listing.js';

const absoluteUrl = (url: string) => new URL(url, 'https://www.pacificcrest.example').href;

const home: Property = {
  id: 'pcr-1001',
  title: 'Bayfront Modern on Lido Isle',
  status: 'For Sale',
  imageUrl: '/images/properties/pcr-1001.svg',
  price: 3_895_000,
  location: 'Lido Isle, Newport Beach, CA',
  bedrooms: 4,
  bathrooms: 4.5,
  squareFeet: 3_420,
  agent: { name: 'Daniel Okafor', imageUrl: '/images/agents/daniel-okafor.svg' },
  neighborhood: 'newport-beach',
  description: 'A glass-and-limestone contemporary.',
  propertyType: 'single-family',
  listedAt: '2026-09-18',
};

describe('realEstateListingJsonLd', () => {
  it('describes the listing at its absolute address with its asking price in US dollars', () => {
    expect(realEstateListingJsonLd(home, absoluteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Bayfront Modern on Lido Isle',
      url: 'https://www.pacificcrest.example/properties/pcr-1001',
      image: 'https://www.pacificcrest.example/images/properties/pcr-1001.svg',
      description: 'A glass-and-limestone contemporary.',
      about: {
        '@type': 'Accommodation',
        address: 'Lido Isle, Newport Beach, CA',
        numberOfBedrooms: 4,
        floorSize: { '@type': 'QuantitativeValue', value: 3420, unitCode: 'FTK', unitText: 'sq ft' },
      },
      offers: {
        '@type': 'Offer',
        price: 3895000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.pacificcrest.example/properties/pcr-1001',
      },
    });
  });

  it('maps every listing status to an availability', () => {
    const availability = (status: Property['status']) => {
      const offers = realEstateListingJsonLd({ ...home, status }, absoluteUrl).offers as { availability: string };
      return offers.availability;
    };
    expect(availability('For Sale')).toBe('https://schema.org/InStock');
    expect(availability('New Listing')).toBe('https://schema.org/InStock');
    expect(availability('Coming Soon')).toBe('https://schema.org/PreSale');
    expect(availability('Pending')).toBe('https://schema.org/Reserved');
    expect(availability('Sold')).toBe('https://schema.org/SoldOut');
  });

  it('lists every photo of a home with a gallery, as absolute URLs (one photo: the home image alone)', () => {
    const photos = [
      { url: '/images/properties/pcr-1020.svg', alt: 'The building' },
      { url: 'https://photos.example-mls.com/pcr-1020/2.jpg', alt: 'Living room', width: 1600, height: 1067 },
    ];
    expect(realEstateListingJsonLd({ ...home, photos }, absoluteUrl).image).toEqual([
      'https://www.pacificcrest.example/images/properties/pcr-1020.svg',
      'https://photos.example-mls.com/pcr-1020/2.jpg',
    ]);
    expect(realEstateListingJsonLd({ ...home, photos: photos.slice(0, 1) }, absoluteUrl).image).toBe('https://www.pacificcrest.example/images/properties/pcr-1001.svg');
  });

  it('leaves out a description the home does not have, and encodes the id in the URL', () => {
    const { description: _omitted, ...bare } = home;
    const listing = realEstateListingJsonLd({ ...bare, id: 'pcr 7' }, absoluteUrl);
    expect(listing).not.toHaveProperty('description');
    expect(listing.url).toBe('https://www.pacificcrest.example/properties/pcr%207');
  });
});
