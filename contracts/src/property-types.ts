/**
 * The kinds of home the agency lists, as plain values: no schema here, so the /properties page can
 * read its `?type=` without loading every entity schema. PropertyTypeSchema (schemas/entities.ts)
 * validates them.
 */

/** Kinds of home the agency lists (RESO's PropertySubType, simplified); values are URL-safe for `?type=`. */
export const PROPERTY_TYPES = ['single-family', 'condo', 'townhouse', 'multi-family'] as const;
export type PropertyTypeValue = (typeof PROPERTY_TYPES)[number];

/** How each kind reads on the page. */
export const propertyTypeLabels = {
  'single-family': 'Single-family home',
  condo: 'Condo',
  townhouse: 'Townhouse',
  'multi-family': 'Multi-family',
} as const satisfies Record<PropertyTypeValue, string>;
