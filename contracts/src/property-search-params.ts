/**
 * The property search's parameters as plain text: no schema here, so the app's always-loaded code
 * (SWR keys, the filter form) can build a search's query string without loading valibot. The
 * schema that validates them is in schemas/property-search.ts.
 */

/** Orders the list can take; without `sort` it keeps the agency's own order (featured first). */
export const PROPERTY_SORTS = ['price-asc', 'price-desc', 'newest'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** The parameters in the order a canonical query string lists them (one SWR key, one kept answer per search). */
export const PROPERTY_SEARCH_KEYS = ['neighborhood', 'city', 'minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type', 'sort'] as const;
export type PropertySearchKey = (typeof PROPERTY_SEARCH_KEYS)[number];

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
