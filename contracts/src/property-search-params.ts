/**
 * The property search's parameters as plain text: no schema here, so the app's always-loaded code
 * (the filter form, the kept answers' keys) can build a search's query string without loading valibot. The
 * schema that validates them is in schemas/property-search.ts.
 */

/** Orders the list can take; without `sort` it keeps the agency's own order (featured first). */
export const PROPERTY_SORTS = ['price-asc', 'price-desc', 'newest'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** The parameters in the order a canonical query string lists them (one kept answer per search). */
export const PROPERTY_SEARCH_KEYS = ['neighborhood', 'city', 'minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type', 'sort'] as const;
export type PropertySearchKey = (typeof PROPERTY_SEARCH_KEYS)[number];

/** The parameters that narrow the list; `sort` only orders it. */
export const PROPERTY_FILTER_KEYS = PROPERTY_SEARCH_KEYS.filter((key): key is Exclude<PropertySearchKey, 'sort'> => key !== 'sort');

/**
 * How many filters narrow the list (the "Filters (2)" button): each filter the address gives, but
 * not one the page left out as wrong (its issue names it), since that one narrows nothing.
 */
export function activeFilterCount(values: Partial<Record<PropertySearchKey, string>>, issues: readonly { path: string }[] = []): number {
  return PROPERTY_FILTER_KEYS.filter((key) => values[key] && !issues.some((issue) => issue.path === key)).length;
}

/** The canonical query string of a search (fixed order, no empty values; "" for no filters). */
export function propertySearchQueryString(search: Partial<Record<PropertySearchKey, string | number>>): string {
  const params = new URLSearchParams();
  for (const key of PROPERTY_SEARCH_KEYS) {
    const value = search[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The URL slug of a city name: "Los Angeles" → "los-angeles" (the `city` parameter's values). */
export function citySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
