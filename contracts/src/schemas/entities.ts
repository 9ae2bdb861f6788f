import * as v from 'valibot';
import { REGIONS } from '../constants.js';
import { DRE_LICENSE_PATTERN } from '../dre-license.js';
import { LOCALES } from '../locale.js';
import { PROPERTY_TYPES } from '../property-types.js';

/** Ids and slugs: lowercase words joined by hyphens (also used as URL path segments). */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens'));
export const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
/** Site-relative image path or absolute http(s) URL. */
export const ImageUrlSchema = v.pipe(v.string(), v.regex(/^(\/|https?:\/\/)\S+$/, 'Use a site path or an http(s) URL'));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Percent = v.pipe(v.number(), v.finite());

export const PropertyStatusSchema = v.picklist(['For Sale', 'Pending', 'Sold', 'New Listing', 'Coming Soon']);

export const PropertyTypeSchema = v.picklist(PROPERTY_TYPES);

/**
 * A California Department of Real Estate license number: eight digits (leading zeros kept). The law
 * wants it beside the licensee's name wherever an agent solicits business (Business and Professions
 * Code 10140.6, DRE Regulation 2773), the site included.
 */
export const DreLicenseSchema = v.pipe(v.string(), v.regex(DRE_LICENSE_PATTERN, 'A DRE license number is eight digits'));

/**
 * A listing's agent as its card shows them; the license number where it is known (an MLS agent off
 * the team may lack it), and the agent's page (`/team/{slug}`) when they are on the team.
 */
export const AgentSummarySchema = v.object({ name: NonEmpty, imageUrl: ImageUrlSchema, licenseNumber: v.optional(DreLicenseSchema), slug: v.optional(SlugSchema) });

/** A listing photo (from the feed, or the site's own): its URL, alt text, and its size when known. */
export const ListingPhotoSchema = v.object({
  url: ImageUrlSchema,
  alt: NonEmpty,
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** An ISO 8601 timestamp with its offset ("2026-11-24T10:15:00Z"). */
const Timestamp = v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp'));

/**
 * Where a listing's data comes from, as an MLS requires it shown (decision 0018): its disclaimer,
 * and when the site last received the data from it.
 */
export const ListingAttributionSchema = v.object({
  disclaimer: NonEmpty,
  dataUpdatedAt: Timestamp,
});

export const PropertySchema = v.object({
  id: IdSchema,
  title: NonEmpty,
  status: PropertyStatusSchema,
  imageUrl: ImageUrlSchema,
  price: Money,
  location: NonEmpty,
  bedrooms: Count,
  bathrooms: v.pipe(v.number(), v.minValue(0), v.multipleOf(0.5)),
  squareFeet: Count,
  agent: AgentSummarySchema,
  /** Neighborhood slug the property belongs to (filters /api/properties?neighborhood=). */
  neighborhood: SlugSchema,
  description: v.optional(NonEmpty),
  /** What kind of home it is (`?type=`). */
  propertyType: PropertyTypeSchema,
  /** ISO date (YYYY-MM-DD) it came on the market (`?sort=newest`). */
  listedAt: v.pipe(v.string(), v.isoDate()),
  /** Every photo of the home in its order (the property page's gallery); the first is `imageUrl`'s. */
  photos: v.optional(v.array(ListingPhotoSchema)),
  /** Association (HOA) dues a month, when the home has them (RESO AssociationFee, as a monthly amount). */
  monthlyHoa: v.optional(Money),
  /** When the listing last changed at its source (RESO ModificationTimestamp); the sitemap's lastmod. */
  updatedAt: v.optional(Timestamp),
  /** From an MLS (decision 0020): the listing brokerage, shown as "Listing courtesy of {office}". */
  listOfficeName: v.optional(NonEmpty),
  /** From an MLS: its disclaimer and the data's age, shown with the listing. */
  attribution: v.optional(ListingAttributionSchema),
});

/** One city's homes for sale, as /home-prices shows them: how many, and their median asking price and price per square foot. */
export const CityHomePricesSchema = v.object({
  /** The city's name, as its neighborhoods name it ("Newport Beach"). */
  city: NonEmpty,
  /** The city's search (`/properties?city=`). */
  slug: SlugSchema,
  /** Homes on the market (For Sale, New Listing); pending, sold and coming-soon homes are not counted. */
  homes: v.pipe(Count, v.minValue(1)),
  medianPrice: Money,
  /** Null when none of its homes has a size. */
  medianPricePerSquareFoot: v.nullable(Money),
  lowestPrice: Money,
  highestPrice: Money,
});

export const HotListingSchema = v.object({
  id: IdSchema,
  title: NonEmpty,
  status: NonEmpty,
  imageUrl: ImageUrlSchema,
  price: Money,
  bedrooms: Count,
  bathrooms: v.pipe(v.number(), v.minValue(0), v.multipleOf(0.5)),
  squareFeet: Count,
  description: NonEmpty,
  /** Percent, 0–100. */
  hotFactor: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  daysOnMarket: Count,
  /** The listing brokerage, shown as "Listing courtesy of {office}" (an MLS display rule). */
  listOfficeName: v.optional(NonEmpty),
  /** The feed's photos in their order; the card shows the first. */
  photos: v.optional(v.array(ListingPhotoSchema)),
  /** When the listing itself last changed at its source (RESO ModificationTimestamp). */
  updatedAt: v.optional(Timestamp),
  /** Present when the listing comes from an MLS: its disclaimer and the data's age. */
  attribution: v.optional(ListingAttributionSchema),
});

/**
 * Languages an agent speaks (BCP 47 primary tags): a closed list, so each has its name in the
 * interface's languages (decision 0033). Add a tag here, with its names, for an agent who speaks another.
 */
export const AGENT_LANGUAGES = ['en', 'es', 'ja', 'ko', 'vi', 'zh'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export const AgentSchema = v.object({
  id: IdSchema,
  /** The agent's page: /team/{slug}. */
  slug: SlugSchema,
  name: NonEmpty,
  title: NonEmpty,
  bio: NonEmpty,
  imageUrl: ImageUrlSchema,
  linkedin: v.optional(v.pipe(v.string(), v.url())),
  instagram: v.optional(v.pipe(v.string(), v.url())),
  email: v.pipe(v.string(), v.email()),
  phone: NonEmpty,
  /** The agent's DRE license number, shown with their name on their card and beside "Listed by". */
  licenseNumber: DreLicenseSchema,
  /**
   * The agent's id at the MLS (its `ListAgentMlsId`): the office's listings in the MLS copy are theirs
   * by it, whatever spelling of their name the listing carries. Absent for an agent not at the MLS yet.
   */
  mlsId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,25}$/, 'An MLS id is letters, digits, hyphens or underscores'))),
  /** Exactly one agent is the founder; /team shows them apart from the grid. */
  isFounder: v.optional(v.boolean()),
  /** The languages the agent works in, in the order the team page lists them. */
  languages: v.pipe(v.array(v.picklist(AGENT_LANGUAGES)), v.minLength(1)),
});

export const TestimonialSchema = v.object({
  id: IdSchema,
  /** The slug of the agent the client worked with, when one is named: their page (/team/{slug}) shows it. */
  agent: v.optional(SlugSchema),
  /** 0.5 to 5 in half steps. */
  rating: v.pipe(v.number(), v.minValue(0.5), v.maxValue(5), v.multipleOf(0.5)),
  comment: NonEmpty,
  clientName: NonEmpty,
  clientImageUrl: ImageUrlSchema,
  location: NonEmpty,
});

export const RegionSchema = v.picklist(REGIONS);

export const NearbyNeighborhoodSchema = v.object({
  name: NonEmpty,
  slug: SlugSchema,
  imageUrl: ImageUrlSchema,
  region: RegionSchema,
});

export const NeighborhoodSchema = v.object({
  id: IdSchema,
  name: NonEmpty,
  slug: SlugSchema,
  region: RegionSchema,
  /** The city it belongs to ("Los Angeles" for Silver Lake); its homes are that city's (`?city=`). */
  city: NonEmpty,
  imageUrl: ImageUrlSchema,
  /** In millions of USD, e.g. 2.4 for $2.4M. */
  averagePrice: v.pipe(v.number(), v.minValue(0)),
  description: NonEmpty,
  propertyTypes: v.array(NonEmpty),
  housing: v.array(NonEmpty),
  lifestyle: v.array(NonEmpty),
  education: v.array(NonEmpty),
  transportation: v.array(NonEmpty),
  /** ISO date (YYYY-MM-DD) the market figures were last updated. */
  marketTrendsUpdated: v.pipe(v.string(), v.isoDate()),
  medianSalePrice: Money,
  priceIncreaseYOY: Percent,
  avgDaysOnMarket: Count,
  daysOnMarketChangeYOY: Percent,
  pricePerSqFt: Money,
  pricePerSqFtChangeYOY: Percent,
  nearbyNeighborhoods: v.array(NearbyNeighborhoodSchema),
});

/**
 * The language of a city guide's texts when it is not the one asked for (decision 0035): another
 * city-guide service writes English only, and a Spanish page marks its texts `lang="en"`.
 */
const TextLanguage = v.optional(v.picklist(LOCALES));

export const CitySummarySchema = v.object({
  id: IdSchema,
  lang: TextLanguage,
  name: NonEmpty,
  slug: SlugSchema,
  imageUrl: v.optional(ImageUrlSchema),
  description: NonEmpty,
  medianHomePrice: Money,
  population: Count,
});

const TitledItem = v.object({ title: NonEmpty, description: NonEmpty });
const IllustratedItem = v.object({ title: NonEmpty, description: NonEmpty, imageUrl: v.optional(ImageUrlSchema) });

export const SchoolSchema = v.object({
  name: NonEmpty,
  type: NonEmpty,
  rating: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  notes: v.optional(NonEmpty),
});

export const CityDetailSchema = v.object({
  lang: TextLanguage,
  name: NonEmpty,
  slug: SlugSchema,
  description: NonEmpty,
  metaDescription: NonEmpty,
  imageUrl: ImageUrlSchema,
  medianHomePrice: Money,
  pricePerSqFt: Money,
  daysOnMarketAvg: Count,
  population: Count,
  overview: NonEmpty,
  bestFor: v.array(NonEmpty),
  topNeighborhoods: v.array(NonEmpty),
  realEstateMarket: NonEmpty,
  yearBuiltMedian: v.pipe(v.number(), v.integer(), v.minValue(1800), v.maxValue(2100)),
  walkScore: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  crimeIndex: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  schoolRatingAvg: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  schools: v.object({ overview: NonEmpty, topSchools: v.array(SchoolSchema) }),
  attractions: v.array(IllustratedItem),
  parks: v.array(IllustratedItem),
  beaches: v.optional(v.array(IllustratedItem)),
  restaurants: v.array(TitledItem),
  shopping: v.array(TitledItem),
  walkableAreas: v.optional(v.array(TitledItem)),
  faqs: v.array(v.object({ question: NonEmpty, answer: NonEmpty })),
  nearbyNeighborhoods: v.array(v.object({ name: NonEmpty, slug: SlugSchema })),
});

export type PropertyStatus = v.InferOutput<typeof PropertyStatusSchema>;
export type Property = v.InferOutput<typeof PropertySchema>;
export type PropertyType = v.InferOutput<typeof PropertyTypeSchema>;
export type HotListing = v.InferOutput<typeof HotListingSchema>;
export type CityHomePrices = v.InferOutput<typeof CityHomePricesSchema>;
export type ListingPhoto = v.InferOutput<typeof ListingPhotoSchema>;
export type ListingAttribution = v.InferOutput<typeof ListingAttributionSchema>;
export type Agent = v.InferOutput<typeof AgentSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type Region = v.InferOutput<typeof RegionSchema>;
export type NearbyNeighborhood = v.InferOutput<typeof NearbyNeighborhoodSchema>;
export type Neighborhood = v.InferOutput<typeof NeighborhoodSchema>;
export type CitySummary = v.InferOutput<typeof CitySummarySchema>;
export type CityDetail = v.InferOutput<typeof CityDetailSchema>;
export type School = v.InferOutput<typeof SchoolSchema>;
export type CityItem = v.InferOutput<typeof IllustratedItem>;
export type CityTextItem = v.InferOutput<typeof TitledItem>;
