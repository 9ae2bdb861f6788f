import type { Property } from '@pcr/contracts';

export const properties: Property[] = [
  {
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
  },
  {
    id: 'pcr-1002',
    title: 'Woodbridge Lakeside Retreat',
    status: 'New Listing',
    imageUrl: '/images/properties/pcr-1002.svg',
    price: 1_425_000,
    location: 'Woodbridge, Irvine, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_310,
    agent: { name: 'Margaret Ellison', imageUrl: '/images/agents/margaret-ellison.svg' },
    neighborhood: 'irvine',
  },
];

export const neighborhoodWithoutProperties = 'costa-mesa';

export const featuredPropertyIds: string[] = ['pcr-1001', 'pcr-1002'];

export const featuredProperties: Property[] = featuredPropertyIds
  .map((id) => properties.find((p) => p.id === id))
  .filter((p): p is Property => p !== undefined);
