import {
  citySlug,
  COMPARABLE_RULES,
  MIN_BUYERS_SHOWN,
  type Neighborhood,
  type Property,
  type PropertySearch,
  type SellerMarket,
  type SellerMarketQuery,
} from '@pcr/contracts';
import type { ContentRepository } from '../content-repository.js';
import { searchProperties } from '../property-search.js';
import type { BuyerSearch, BuyerSearches } from './buyer-searches.js';

/**
 * "What's my home worth?" (issue 47): what the site can back about a home a seller describes, from
 * the homes it lists (the source GET /api/properties searches) and the confirmed search alerts.
 */

/** A described home as the market reads it: GET /api/sell/market's query (the lead's fields map onto it). */
export type DescribedHome = SellerMarketQuery;

type Listings = Pick<ContentRepository, 'properties' | 'neighborhoods'>;

/** The display name of a city the agency serves (a city of its neighborhoods), by slug; undefined for any other. */
export function servedCityName(neighborhoods: readonly Neighborhood[], slug: string): string | undefined {
  return neighborhoods.find((n) => citySlug(n.city) === slug)?.city;
}

/**
 * The listed homes like the described one: in its city (a home's city is its neighborhood's), bedrooms
 * within COMPARABLE_RULES.bedroomsAround, living area within its share either way; closest in area
 * first, ties by id (one order for one question), at most COMPARABLE_RULES.shown.
 */
export function comparablesOf(listings: Listings, home: DescribedHome): Property[] {
  const { bedroomsAround, areaAround, shown } = COMPARABLE_RULES;
  const distance = (p: Property) => Math.abs(p.squareFeet - home.area);
  return searchProperties(listings.properties(), listings.neighborhoods(), { city: home.city })
    .filter((p) => Math.abs(p.bedrooms - home.beds) <= bedroomsAround && distance(p) <= home.area * areaAround)
    .sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id))
    .slice(0, shown);
}

/** The median price of some homes (the mean of the middle two for an even count); undefined for none. */
export function medianPrice(homes: readonly Pick<Property, 'price'>[]): number | undefined {
  const prices = homes.map((h) => h.price).sort((a, b) => a - b);
  if (prices.length === 0) return undefined;
  const middle = Math.floor(prices.length / 2);
  return prices.length % 2 === 1 ? prices[middle] : (prices[middle - 1]! + prices[middle]!) / 2;
}

/**
 * Whether a buyer's saved search would take the described home. Its city must be the home's; a search
 * narrowed to a neighborhood cannot be told (the seller names no neighborhood) and does not count. The
 * home has no price yet: a price filter is judged against the median of the homes like it, and with
 * none to go by it does not count.
 */
export function searchLooksFor(search: PropertySearch, home: DescribedHome, median: number | undefined): boolean {
  if (search.city !== home.city || search.neighborhood !== undefined) return false;
  if (search.minBeds !== undefined && search.minBeds > home.beds) return false;
  if (search.minBaths !== undefined && search.minBaths > home.baths) return false;
  if (search.type !== undefined && search.type !== home.type) return false;
  if (search.minPrice === undefined && search.maxPrice === undefined) return true;
  if (median === undefined) return false;
  return (
    (search.minPrice === undefined || search.minPrice <= median) &&
    (search.maxPrice === undefined || median <= search.maxPrice)
  );
}

/**
 * How many buyers (mailboxes) have a search that takes the home; null below MIN_BUYERS_SHOWN, so a count
 * never points at one person.
 */
export function buyersLooking(
  searches: readonly BuyerSearch[],
  home: DescribedHome,
  comparables: readonly Property[],
): number | null {
  const median = medianPrice(comparables);
  const buyers = new Set(searches.filter((s) => searchLooksFor(s.search, home, median)).map((s) => s.buyer));
  return buyers.size >= MIN_BUYERS_SHOWN ? buyers.size : null;
}

/**
 * GET /api/sell/market's answer for a described home; undefined for a city the agency does not serve.
 * Without `searches` (no database) nobody can be counted: null.
 */
export async function sellerMarket(
  listings: Listings,
  searches: BuyerSearches | undefined,
  home: DescribedHome,
): Promise<SellerMarket | undefined> {
  const cityName = servedCityName(listings.neighborhoods(), home.city);
  if (cityName === undefined) return undefined;
  const comparables = comparablesOf(listings, home);
  const alerts = searches ? await searches.inCity(home.city) : [];
  return { cityName, comparables, buyersLooking: buyersLooking(alerts, home, comparables) };
}
