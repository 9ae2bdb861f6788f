import { citySlug, type FieldIssue, type Neighborhood, type PropertyTypeValue } from '@pcr/contracts';

/** The seller form's fields, as the page posts them (the contract's names). */
export const SELL_FIELDS = ['street', 'city', 'zip', 'propertyType', 'bedrooms', 'bathrooms', 'livingArea', 'condition', 'timeline', 'name', 'email', 'phone'] as const;
export type SellField = (typeof SELL_FIELDS)[number];

/** The fields of the first step: where the home is. */
export const ADDRESS_FIELDS = ['street', 'city', 'zip'] as const satisfies readonly SellField[];

/** Which step the page shows: the address, then the home and who to send the analysis to. */
export type SellStep = 'address' | 'home';

/**
 * What the server answers a posted step with (the route's action): the step to show, what the
 * visitor typed (kept in its fields), and the messages beside the fields it refused.
 */
export interface SellFormAnswer {
  step: SellStep;
  values: Partial<Record<SellField, string>>;
  issues: readonly FieldIssue[];
  /** The lead could not be stored right now (the database is away): nothing was lost, try again. */
  unavailable?: true;
}

/** A city the agency serves, as the form offers it. */
export interface SellCity {
  slug: string;
  name: string;
}

/** The cities the agency serves, each once, by name: those of its neighborhoods (named in the page's language). */
export function sellCitiesOf(neighborhoods: readonly Pick<Neighborhood, 'city'>[]): SellCity[] {
  const cities = new Map<string, SellCity>();
  for (const { city } of neighborhoods) cities.set(citySlug(city), { slug: citySlug(city), name: city });
  return [...cities.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The home a seller described, as the thanks page's address carries it (no address, no person). */
export interface DescribedHome {
  city: string;
  type: PropertyTypeValue;
  beds: number;
  baths: number;
  area: number;
}
