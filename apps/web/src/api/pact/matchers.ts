import { MatchersV3 } from '@pact-foundation/pact';
import { AGENT_LANGUAGES, OPEN_HOUSE_STATUSES, PROPERTY_TYPES, PropertyStatusSchema, RegionSchema } from '@pcr/contracts';

/**
 * Response templates for the Pact consumer tests: what the web app needs from each answer.
 *
 * Values that vary between servers (ids, names, prices, dates, URLs) are matched by type or by
 * pattern, never by value; the patterns are the contract's own rules (the client validates every
 * answer against the contract, so a value outside them breaks the site). Optional fields of the
 * contract are left out of list templates: Pact cannot say "optional", and a template field is
 * required on every element. Exact values appear only where the client depends on them.
 */
const { like, eachLike, atLeastLike, integer, number, regex, equal, datetime } = MatchersV3;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const patterns = {
  slug: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  /** Site-relative path or absolute http(s) URL (contract ImageUrlSchema). */
  imageUrl: '^(/|https?://)\\S+$',
  httpUrl: '^https?://\\S+$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

const oneOf = (values: readonly string[], example: string) => regex(`^(${values.map(escapeRegex).join('|')})$`, example);
const slug = (example: string) => regex(patterns.slug, example);
const imageUrl = (example: string) => regex(patterns.imageUrl, example);
/** Free text: any string (the server's wording is its own). */
const text = (example: string) => like(example);
/** Nested lists may be empty in the contract: at least zero elements, each like the template. */
const listOf = <T>(template: T) => atLeastLike(template, 0, 1);

/** An exact value: for the fields the client asked for (the id or slug in the path or query). */
export const exactly = equal;

export const propertyTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: like('pcr-1001'),
  title: text('Bayfront Modern on Lido Isle'),
  status: oneOf(PropertyStatusSchema.options, 'For Sale'),
  imageUrl: imageUrl('/images/properties/pcr-1001.svg'),
  price: number(3895000),
  location: text('Lido Isle, Newport Beach, CA'),
  bedrooms: integer(4),
  bathrooms: number(4.5),
  squareFeet: integer(3420),
  agent: { name: text('Elena Marquez'), imageUrl: imageUrl('/images/agents/ag-002.svg') },
  neighborhood: slug('newport-beach'),
  propertyType: oneOf(PROPERTY_TYPES, 'single-family'),
  listedAt: MatchersV3.date('yyyy-MM-dd', '2026-09-18'),
  ...overrides,
});

/**
 * A property with a gallery and association dues (the property page shows every photo and starts
 * the calculator's HOA at the dues): at least two photos, each with its url and alt text.
 */
export const propertyWithGalleryTemplate = (id: string) =>
  propertyTemplate({
    id: exactly(id),
    photos: atLeastLike({ url: imageUrl('/images/properties/pcr-1020.svg'), alt: text('Living room opening onto the ocean-view balcony') }, 2),
    monthlyHoa: number(585),
  });

/** An upcoming open house with its home (issue 48): the page lists it by its times and links its calendar file by its id. */
export const openHouseTemplate = () => ({
  id: regex('^[A-Za-z0-9_-]+$', 'oh-1003-sat-20261205'),
  propertyId: like('pcr-1003'),
  startsAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-12-05T19:00:00.000Z'),
  endsAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-12-05T22:00:00.000Z'),
  status: oneOf(OPEN_HOUSE_STATUSES, 'active'),
  sequence: integer(0),
  updatedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-28T17:00:00.000Z'),
  property: propertyTemplate({ id: like('pcr-1003'), neighborhood: slug('irvine') }),
});

export const hotListingTemplate = () => ({
  id: like('hl-2001'),
  title: text('Oceanfront Estate in Emerald Bay'),
  status: text('Hot'),
  imageUrl: imageUrl('/images/hot-listings/hl-2001.svg'),
  price: number(8750000),
  bedrooms: integer(5),
  bathrooms: number(5.5),
  squareFeet: integer(5200),
  description: text('Gated oceanfront living with a private beach path.'),
  hotFactor: number(94),
  daysOnMarket: integer(3),
});

/**
 * A listing from an MLS (RESO_URL): what the display rules need on top (decision 0018): the
 * listing office, the photos (url and alt; a size only when the feed has one, so not required), when
 * it changed, and the MLS's disclaimer with when the data was received.
 */
export const mlsHotListingTemplate = () => ({
  ...hotListingTemplate(),
  imageUrl: imageUrl('https://photos.mls.example/oc25100001/1.jpg'),
  listOfficeName: text('Harbor Point Realty'),
  photos: listOf({ url: regex(patterns.httpUrl, 'https://photos.mls.example/oc25100001/1.jpg'), alt: text('Front elevation') }),
  updatedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-20T17:30:00.000Z'),
  attribution: {
    disclaimer: text('Listing information is provided by the multiple listing service for consumers\' personal, non-commercial use.'),
    dataUpdatedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-24T18:00:00.000Z'),
  },
});

export const agentTemplate = () => ({
  id: like('ag-001'),
  name: text('Olivia Hart'),
  title: text('Founder & Principal Broker'),
  bio: text('Two decades of coastal Orange County sales.'),
  imageUrl: imageUrl('/images/agents/ag-001.svg'),
  email: regex(patterns.email, 'olivia@pacificcrestrealty.example'),
  phone: text('(949) 555-0100'),
  // The team page lists them (decision 0033): at least one, each a language the site can name.
  languages: eachLike(oneOf(AGENT_LANGUAGES, 'en')),
});

/** One city of GET /api/home-prices (its price per square foot is null only for a city none of whose homes gives its size). */
export const cityHomePricesTemplate = () => ({
  city: text('Irvine'),
  slug: slug('irvine'),
  homes: integer(2),
  medianPrice: number(1557000),
  medianPricePerSquareFoot: number(612),
  lowestPrice: number(1425000),
  highestPrice: number(1689000),
});

export const testimonialTemplate = () => ({
  id: like('t-001'),
  rating: number(4.5),
  comment: text('They found us the perfect home near the beach.'),
  clientName: text('Daniel & Priya S.'),
  clientImageUrl: imageUrl('/images/testimonials/t-001.svg'),
  location: text('Newport Beach, CA'),
});

export const neighborhoodTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: like('nb-002'),
  name: text('Irvine'),
  slug: slug('irvine'),
  region: oneOf(RegionSchema.options, 'Orange County'),
  city: text('Irvine'),
  imageUrl: imageUrl('/images/neighborhoods/irvine.svg'),
  averagePrice: number(1.6),
  description: text('Master-planned villages, parks and top schools.'),
  propertyTypes: listOf(text('Single-family homes')),
  housing: listOf(text('Newer construction in planned villages')),
  lifestyle: listOf(text('Family-friendly with many parks')),
  education: listOf(text('Irvine Unified School District')),
  transportation: listOf(text('I-5 and I-405, Metrolink station')),
  marketTrendsUpdated: MatchersV3.date('yyyy-MM-dd', '2026-10-01'),
  medianSalePrice: number(1550000),
  priceIncreaseYOY: number(4.2),
  avgDaysOnMarket: integer(24),
  daysOnMarketChangeYOY: number(-3.1),
  pricePerSqFt: number(812),
  pricePerSqFtChangeYOY: number(2.7),
  nearbyNeighborhoods: listOf({
    name: text('Newport Beach'),
    slug: slug('newport-beach'),
    imageUrl: imageUrl('/images/neighborhoods/newport-beach.svg'),
    region: oneOf(RegionSchema.options, 'Orange County'),
  }),
  ...overrides,
});

export const citySummaryTemplate = () => ({
  id: like('city-irvine'),
  name: text('Irvine'),
  slug: slug('irvine'),
  description: text('A master-planned city of villages and parks.'),
  medianHomePrice: number(1450000),
  population: integer(314621),
});

const titled = (title: string, description: string) => ({ title: text(title), description: text(description) });

export const cityDetailTemplate = (overrides: Record<string, unknown> = {}) => ({
  name: text('Irvine'),
  slug: slug('irvine'),
  description: text('A master-planned city of villages and parks.'),
  metaDescription: text('Irvine, CA real estate: homes, schools and neighborhoods.'),
  imageUrl: imageUrl('/images/cities/irvine.svg'),
  medianHomePrice: number(1450000),
  pricePerSqFt: number(780),
  daysOnMarketAvg: integer(26),
  population: integer(314621),
  overview: text('Irvine is known for safety, schools and planned villages.'),
  bestFor: listOf(text('Families')),
  topNeighborhoods: listOf(text('Woodbridge')),
  realEstateMarket: text('Steady demand with limited inventory.'),
  yearBuiltMedian: integer(1994),
  walkScore: number(42),
  crimeIndex: number(12),
  schoolRatingAvg: number(9.1),
  schools: {
    overview: text('Irvine Unified is among the top districts in California.'),
    topSchools: listOf({ name: text('University High School'), type: text('Public high school') }),
  },
  attractions: listOf(titled('Irvine Spectrum Center', 'Open-air shopping and dining.')),
  parks: listOf(titled('Great Park', 'A former air base turned into a huge park.')),
  restaurants: listOf(titled('Cucina Enoteca', 'Italian kitchen and wine shop.')),
  shopping: listOf(titled('Irvine Spectrum Center', 'Open-air shopping and dining.')),
  faqs: listOf({ question: text('Is Irvine safe?'), answer: text('It is one of the safest large US cities.') }),
  nearbyNeighborhoods: listOf({ name: text('Tustin'), slug: slug('tustin') }),
  ...overrides,
});

/** Body of a 404, 502...: the client shows "{status}: {body text}"; the wording is the server's. */
export const errorTemplate = (example: string) => ({ message: like(example) });

/** Body of a 400 for a bad lead: at least one field issue, each naming a field and a message. */
export const validationErrorTemplate = (example: { message: string; issues: { path: string; message: string }[] }) => ({
  message: like(example.message),
  issues: atLeastLike({ path: like(example.issues[0]?.path ?? 'email'), message: like(example.issues[0]?.message ?? '') }, 1),
});

/** Body of a 201 for a stored lead. */
export const createdTemplate = () => ({
  id: like('6f1c2d4e-8a9b-4c3d-9e0f-1a2b3c4d5e6f'),
  receivedAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T10:00:00.000Z'),
});

export { eachLike };
