import type { Property } from '@pcr/contracts';
import { agents } from './agents.js';

/** The listing agent as shown on a property card, taken from the team so names and portraits match. */
function agent(id: string): Property['agent'] {
  const found = agents.find((a) => a.id === id);
  if (!found) throw new Error(`content: unknown agent ${id}`);
  return { name: found.name, imageUrl: found.imageUrl };
}

/**
 * The agency's own listings. Every `neighborhood` is a neighborhood slug; Costa Mesa deliberately
 * has none, so the site can show its empty state.
 */
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
    agent: agent('ag-002'),
    neighborhood: 'newport-beach',
    description:
      'A glass-and-limestone contemporary on the main channel of Newport Harbor, with a 45-foot private dock, a rooftop deck for watching the sunset cruises and a chef’s kitchen that opens fully to the bay.',
  },
  {
    id: 'pcr-1002',
    title: 'Spanish Revival Cottage in the Flower Streets',
    status: 'New Listing',
    imageUrl: '/images/properties/pcr-1002.svg',
    price: 3_250_000,
    location: 'Corona del Mar, Newport Beach, CA',
    bedrooms: 3,
    bathrooms: 3,
    squareFeet: 2_150,
    agent: agent('ag-003'),
    neighborhood: 'newport-beach',
    description:
      'Whitewashed stucco, a clay-tile roof and a courtyard with an outdoor fireplace, three blocks from Corona del Mar State Beach and the shops on Coast Highway.',
  },
  {
    id: 'pcr-1003',
    title: 'Woodbridge Lakeside Retreat',
    status: 'New Listing',
    imageUrl: '/images/properties/pcr-1003.svg',
    price: 1_425_000,
    location: 'Woodbridge, Irvine, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_310,
    agent: agent('ag-004'),
    neighborhood: 'irvine',
    description:
      'A light-filled craftsman-style home on a quiet cul-de-sac, a short stroll from North Lake’s lagoon pool and beach. Updated kitchen, downstairs bedroom and award-winning Irvine Unified schools.',
  },
  {
    id: 'pcr-1004',
    title: 'Great Park Modern Farmhouse',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1004.svg',
    price: 1_689_000,
    location: 'Great Park Neighborhoods, Irvine, CA',
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 2_780,
    agent: agent('ag-004'),
    neighborhood: 'irvine',
    description:
      'Built in 2021 with owned solar, a loft and a covered California room. Walk to resort-style pools, parks and the new Beacon Park School.',
  },
  {
    id: 'pcr-1005',
    title: 'Turtle Rock Contemporary with Canyon Views',
    status: 'Pending',
    imageUrl: '/images/properties/pcr-1005.svg',
    price: 2_150_000,
    location: 'Turtle Rock, Irvine, CA',
    bedrooms: 5,
    bathrooms: 4,
    squareFeet: 3_340,
    agent: agent('ag-007'),
    neighborhood: 'irvine',
    description:
      'A remodeled modern home on a view lot backing onto the Bommer Canyon open space, with a saltwater pool and no Mello-Roos.',
  },
  {
    id: 'pcr-1006',
    title: 'Ocean-View Hillside Modern at Top of the World',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1006.svg',
    price: 3_495_000,
    location: 'Top of the World, Laguna Beach, CA',
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 3_050,
    agent: agent('ag-003'),
    neighborhood: 'laguna-beach',
    description:
      'Floor-to-ceiling glass frames the Pacific from Catalina to Dana Point. Three levels of terraces, a spa and direct access to the Aliso and Wood Canyons trails.',
  },
  {
    id: 'pcr-1007',
    title: 'North Laguna Beach Cottage',
    status: 'Coming Soon',
    imageUrl: '/images/properties/pcr-1007.svg',
    price: 2_395_000,
    location: 'North Laguna, Laguna Beach, CA',
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_280,
    agent: agent('ag-002'),
    neighborhood: 'laguna-beach',
    description:
      'A 1930s board-and-batten cottage with a Dutch door, a garden studio and whitewater views, two blocks from Crescent Bay.',
  },
  {
    id: 'pcr-1008',
    title: 'Huntington Harbour Waterfront with Private Dock',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1008.svg',
    price: 2_650_000,
    location: 'Huntington Harbour, Huntington Beach, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_960,
    agent: agent('ag-006'),
    neighborhood: 'huntington-beach',
    description:
      'A modern remodel on the water with a 50-foot slip, wide-open living spaces and a bay-facing primary suite. Minutes to Sunset Beach and Bolsa Chica.',
  },
  {
    id: 'pcr-1009',
    title: 'Family Craftsman near Edison High',
    status: 'Sold',
    imageUrl: '/images/properties/pcr-1009.svg',
    price: 1_249_000,
    location: 'Southeast Huntington Beach, CA',
    bedrooms: 4,
    bathrooms: 2.5,
    squareFeet: 2_050,
    agent: agent('ag-006'),
    neighborhood: 'huntington-beach',
    description:
      'Sold with nine offers after six days. A remodeled craftsman-style home with a big backyard, a short bike ride to the beach and to Edison High School.',
  },
  {
    id: 'pcr-1010',
    title: 'Lantern District Modern Townhome',
    status: 'New Listing',
    imageUrl: '/images/properties/pcr-1010.svg',
    price: 1_395_000,
    location: 'Lantern District, Dana Point, CA',
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 1_840,
    agent: agent('ag-007'),
    neighborhood: 'dana-point',
    description:
      'A three-story townhome with a rooftop deck and harbor views, steps from the Lantern District’s cafés and a short walk to Dana Point Harbor.',
  },
  {
    id: 'pcr-1011',
    title: 'Capistrano Beach Ocean-View Spanish Home',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1011.svg',
    price: 2_375_000,
    location: 'Capistrano Beach, Dana Point, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_620,
    agent: agent('ag-002'),
    neighborhood: 'dana-point',
  },
  {
    id: 'pcr-1012',
    title: 'Mid-Century Modern Hillside Home',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1012.svg',
    price: 1_895_000,
    location: 'Silver Lake, Los Angeles, CA',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1_760,
    agent: agent('ag-005'),
    neighborhood: 'silver-lake',
    description:
      'A 1958 post-and-beam home with clerestory windows, terrazzo floors and a deck looking across the reservoir to the Hollywood Hills.',
  },
  {
    id: 'pcr-1013',
    title: 'Spanish Bungalow near the Reservoir',
    status: 'Pending',
    imageUrl: '/images/properties/pcr-1013.svg',
    price: 1_549_000,
    location: 'Silver Lake, Los Angeles, CA',
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1_290,
    agent: agent('ag-005'),
    neighborhood: 'silver-lake',
    description:
      'A 1926 Spanish bungalow with arched windows, original tile and a terraced garden, a five-minute walk from the reservoir loop.',
  },
  {
    id: 'pcr-1014',
    title: 'Beverly Hills Flats Spanish Colonial',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1014.svg',
    price: 6_495_000,
    location: 'Beverly Hills Flats, Beverly Hills, CA',
    bedrooms: 5,
    bathrooms: 5.5,
    squareFeet: 4_680,
    agent: agent('ag-003'),
    neighborhood: 'beverly-hills',
    description:
      'A restored 1929 Spanish Colonial on a palm-lined street north of Santa Monica Boulevard, with a loggia, pool and guest house, walking distance to Rodeo Drive.',
  },
  {
    id: 'pcr-1015',
    title: 'North of Montana Craftsman',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1015.svg',
    price: 3_795_000,
    location: 'North of Montana, Santa Monica, CA',
    bedrooms: 4,
    bathrooms: 3.5,
    squareFeet: 2_940,
    agent: agent('ag-005'),
    neighborhood: 'santa-monica',
    description:
      'A gracious craftsman home with a deep front porch, a rebuilt kitchen and a garden with mature citrus, close to Franklin Elementary and Montana Avenue.',
  },
  {
    id: 'pcr-1016',
    title: 'Bungalow Heaven Craftsman',
    status: 'New Listing',
    imageUrl: '/images/properties/pcr-1016.svg',
    price: 1_385_000,
    location: 'Bungalow Heaven, Pasadena, CA',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1_620,
    agent: agent('ag-005'),
    neighborhood: 'pasadena',
    description:
      'A 1912 craftsman bungalow in a designated landmark district, with river-rock piers, original built-ins and a detached studio.',
  },
  {
    id: 'pcr-1017',
    title: 'Sand Section Walk-Street Modern',
    status: 'Coming Soon',
    imageUrl: '/images/properties/pcr-1017.svg',
    price: 3_650_000,
    location: 'Sand Section, Manhattan Beach, CA',
    bedrooms: 4,
    bathrooms: 4.5,
    squareFeet: 2_880,
    agent: agent('ag-003'),
    neighborhood: 'manhattan-beach',
    description:
      'A new modern home on a flower-lined walk street, 300 feet from the Strand, with an elevator, a roof deck and ocean views from every level.',
  },
  {
    id: 'pcr-1018',
    title: 'Ocean Park Duplex',
    status: 'For Sale',
    imageUrl: '/images/properties/pcr-1018.svg',
    price: 2_895_000,
    location: 'Ocean Park, Santa Monica, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_400,
    agent: agent('ag-008'),
    neighborhood: 'santa-monica',
    description:
      'Two updated craftsman-style units on one lot, six blocks from the beach and Main Street. Live in one and rent the other, or keep both as income.',
  },
  {
    id: 'pcr-1019',
    title: 'Los Feliz Hills Mediterranean',
    status: 'Sold',
    imageUrl: '/images/properties/pcr-1019.svg',
    price: 2_495_000,
    location: 'Los Feliz, Los Angeles, CA',
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2_700,
    agent: agent('ag-005'),
    neighborhood: 'los-feliz',
    description:
      'A 1927 Mediterranean villa below Griffith Park with a tiered garden, a barrel-vaulted living room and city-to-ocean views. Sold over asking in two weeks.',
  },
];

/** A neighborhood with no properties at all, so the empty state is reachable. */
export const neighborhoodWithoutProperties = 'costa-mesa';

/** The six featured properties, in display order. */
export const featuredPropertyIds: string[] = ['pcr-1001', 'pcr-1012', 'pcr-1003', 'pcr-1014', 'pcr-1006', 'pcr-1008'];

export const featuredProperties: Property[] = featuredPropertyIds.map((id) => {
  const found = properties.find((p) => p.id === id);
  if (!found) throw new Error(`content: unknown featured property ${id}`);
  return found;
});
