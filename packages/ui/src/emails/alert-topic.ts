import { formatUsd, type ListingChangeKind, type Locale, type Property, type PropertySearch } from '@pcr/contracts';
import { visitorEmailTexts } from './email-texts.js';

/** What an alert follows, described for the e-mail. */
export type AlertTopic =
  | {
      kind: 'search';
      search: Omit<PropertySearch, 'sort'>;
      /** Display name of the search's neighborhood or city, when it names one. */
      areaName?: string;
    }
  | { kind: 'home'; title: string; url: string };

/** One home of an alert's e-mail: the listing as it is now, what changed, and its page on the site. */
export interface AlertHome {
  property: Property;
  change: { kind: ListingChangeKind; previousPrice?: number };
  url: string;
}

/**
 * A saved search in words: "Homes in Irvine · $500,000–$900,000 · 3+ beds · Condo". Only the
 * search's structured values: an area by the name the API gives it, never its slug as typed.
 */
export function describeSearch(search: Omit<PropertySearch, 'sort'>, areaName: string | undefined, language: Locale): string {
  const texts = visitorEmailTexts[language].alertSearch;
  const { minPrice, maxPrice, minBeds, minBaths, type } = search;
  const filters = [
    minPrice !== undefined && maxPrice !== undefined
      ? `${formatUsd(minPrice)}–${formatUsd(maxPrice)}`
      : minPrice !== undefined
        ? texts.priceFrom(formatUsd(minPrice))
        : maxPrice !== undefined
          ? texts.priceUpTo(formatUsd(maxPrice))
          : undefined,
    // Zero bedrooms or bathrooms as a minimum narrows nothing.
    minBeds ? texts.minBeds(minBeds) : undefined,
    minBaths ? texts.minBaths(minBaths) : undefined,
    type ? texts.propertyType(type) : undefined,
  ].filter((filter) => filter !== undefined);
  const inArea = search.neighborhood !== undefined || search.city !== undefined;
  if (!inArea && filters.length === 0) return texts.allHomes;
  const homes = areaName ? texts.homesIn(areaName) : inArea ? texts.homesInChosenArea : texts.homes;
  return [homes, ...filters].join(' · ');
}
