import * as v from 'valibot';
import { propertySearchMessages } from '../property-search-messages.js';
import { PROPERTY_SEARCH_KEYS, PROPERTY_SORTS, propertySearchQueryString, type PropertySearchKey } from '../property-search-params.js';
import { PROPERTY_TYPES } from '../property-types.js';
import type { FieldIssue } from './errors.js';

/**
 * The search of GET /api/properties and of the /properties page: one query string, validated by one
 * schema, so a shared URL, the page's form and the API agree on what every parameter means.
 */

/** A whole number of at most `digits` digits, sent as text (query strings are text); its own message for any other value. */
const wholeNumber = (message: string, digits: number) =>
  v.pipe(v.string(message), v.regex(new RegExp(`^\\d{1,${digits}}$`), message), v.transform(Number));

const AreaSegment = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** Query of GET /api/properties: every parameter optional; a repeated or malformed one is a 400 with its message. */
export const PropertySearchQuerySchema = v.pipe(
  v.object({
    /** Id or slug of a neighborhood; an unknown one has no homes (an empty list). */
    neighborhood: v.optional(AreaSegment),
    /** Slug of a city ("los-angeles"); an unknown one has no homes. */
    city: v.optional(v.pipe(v.string(propertySearchMessages.city), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, propertySearchMessages.city), v.maxLength(100, propertySearchMessages.city))),
    minPrice: v.optional(wholeNumber(propertySearchMessages.minPrice, 10)),
    maxPrice: v.optional(wholeNumber(propertySearchMessages.maxPrice, 10)),
    minBeds: v.optional(wholeNumber(propertySearchMessages.minBeds, 2)),
    minBaths: v.optional(wholeNumber(propertySearchMessages.minBaths, 2)),
    type: v.optional(v.picklist(PROPERTY_TYPES, propertySearchMessages.type)),
    sort: v.optional(v.picklist(PROPERTY_SORTS, propertySearchMessages.sort)),
  }),
  v.forward(
    v.partialCheck(
      [['minPrice'], ['maxPrice']],
      (search) => search.minPrice === undefined || search.maxPrice === undefined || search.minPrice <= search.maxPrice,
      propertySearchMessages.priceRange,
    ),
    ['maxPrice'],
  ),
);

/** A valid search: what the API filters by. */
export type PropertySearch = v.InferOutput<typeof PropertySearchQuerySchema>;
/** The same search as query-string text: what a client sends. */
export type PropertySearchQuery = v.InferInput<typeof PropertySearchQuerySchema>;

export interface ReadPropertySearch {
  /** The valid part of the search: what the page asks the API for. */
  search: PropertySearch;
  /** What the address said for each parameter, as typed (the form shows it back, even when wrong). */
  values: Partial<Record<PropertySearchKey, string>>;
  /** The parameters left out of `search`, with the API's own messages. */
  issues: FieldIssue[];
}

/**
 * Reads a /properties address (or the filter form's fields) the forgiving way a page should: empty
 * fields mean "any" (a form sent without JavaScript sends them all), and a wrong value is left out
 * of the search with its message instead of failing the whole page.
 */
export function readPropertySearch(params: URLSearchParams): ReadPropertySearch {
  const values: ReadPropertySearch['values'] = {};
  for (const key of PROPERTY_SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  const issues: FieldIssue[] = [];
  const kept: Record<string, string> = { ...values };
  for (;;) {
    const result = v.safeParse(PropertySearchQuerySchema, kept);
    if (result.success) return { search: result.output, values, issues };
    // Drop the parameters the issues name and try again (a price range is dropped by its maximum).
    let dropped = false;
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path === null || !(path in kept)) continue;
      delete kept[path];
      issues.push({ path, message: issue.message });
      dropped = true;
    }
    if (!dropped) return { search: {}, values, issues };
  }
}

/** The search as the query the contract's client sends. */
export function toPropertySearchQuery(search: PropertySearch): PropertySearchQuery {
  return Object.fromEntries(new URLSearchParams(propertySearchQueryString(search))) as PropertySearchQuery;
}
