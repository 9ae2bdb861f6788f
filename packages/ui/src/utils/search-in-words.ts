import { citySlug, formatUsd, PROPERTY_TYPES, type Neighborhood, type PropertySearch, type PropertyTypeValue } from '@pcr/contracts';

/** A saved search as an alert keeps it: the filters of /properties, without the order. */
export type SavedSearch = Omit<PropertySearch, 'sort'>;

/**
 * The words a saved search is told in, in one language: the e-mails bring theirs (email-texts.ts,
 * rendered on the server), a page its own through `t` (so the e-mails' texts stay out of its code).
 */
export interface SearchWords {
  allHomes: string;
  homes: string;
  homesIn: (area: string) => string;
  /** A neighborhood or city the API gave no name for. */
  homesInChosenArea: string;
  priceFrom: (price: string) => string;
  priceUpTo: (price: string) => string;
  minBeds: (count: number) => string;
  minBaths: (count: number) => string;
  /** As the search form's list names the kind of home. */
  propertyType: (type: PropertyTypeValue) => string;
}

/**
 * A saved search in words: "Homes in Irvine · $500,000–$900,000 · 3+ beds · Condo". Only the
 * search's structured values: an area by the name the API gives it, never its slug as typed.
 */
export function searchInWords(search: SavedSearch, areaName: string | undefined, words: SearchWords): string {
  const { minPrice, maxPrice, minBeds, minBaths, type } = search;
  const filters = [
    minPrice !== undefined && maxPrice !== undefined
      ? `${formatUsd(minPrice)}–${formatUsd(maxPrice)}`
      : minPrice !== undefined
        ? words.priceFrom(formatUsd(minPrice))
        : maxPrice !== undefined
          ? words.priceUpTo(formatUsd(maxPrice))
          : undefined,
    // Zero bedrooms or bathrooms as a minimum narrows nothing.
    minBeds ? words.minBeds(minBeds) : undefined,
    minBaths ? words.minBaths(minBaths) : undefined,
    type ? words.propertyType(type) : undefined,
  ].filter((filter) => filter !== undefined);
  const inArea = search.neighborhood !== undefined || search.city !== undefined;
  if (!inArea && filters.length === 0) return words.allHomes;
  const homes = areaName ? words.homesIn(areaName) : inArea ? words.homesInChosenArea : words.homes;
  return [homes, ...filters].join(' · ');
}

/** The display name of the neighborhood or city a search names, from the site's neighborhoods (undefined for none, or one unknown). */
export function areaNameOf(search: SavedSearch, neighborhoods: readonly Pick<Neighborhood, 'id' | 'slug' | 'name' | 'city'>[]): string | undefined {
  if (search.neighborhood !== undefined) return neighborhoods.find((n) => n.slug === search.neighborhood || n.id === search.neighborhood)?.name;
  if (search.city !== undefined) return neighborhoods.find((n) => citySlug(n.city) === search.city)?.city;
  return undefined;
}

/** A search as the API lists it (JSON values), read as a saved search: a value of the wrong kind is left out. */
export function savedSearchOf(record: Readonly<Record<string, string | number>>): SavedSearch {
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value : undefined;
  };
  const count = (key: string) => {
    const value = record[key];
    return typeof value === 'number' ? value : undefined;
  };
  const type = text('type');
  const search: SavedSearch = {
    neighborhood: text('neighborhood'),
    city: text('city'),
    minPrice: count('minPrice'),
    maxPrice: count('maxPrice'),
    minBeds: count('minBeds'),
    minBaths: count('minBaths'),
    type: (PROPERTY_TYPES as readonly string[]).includes(type ?? '') ? (type as PropertyTypeValue) : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as SavedSearch;
}
