import type { ListingChangeKind, Locale, Property, PropertySearch } from '@pcr/contracts';
import { searchInWords } from '../utils/search-in-words.js';
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
  /** For a new open house (issue 48), when it is: the soonest upcoming one of the home. */
  change: { kind: ListingChangeKind; previousPrice?: number; openHouse?: { startsAt: string; endsAt: string } };
  url: string;
}

/** A saved search in words, in the e-mail's language (utils/search-in-words.ts, which the manage page shares). */
export function describeSearch(search: Omit<PropertySearch, 'sort'>, areaName: string | undefined, language: Locale): string {
  return searchInWords(search, areaName, visitorEmailTexts[language].alertSearch);
}
