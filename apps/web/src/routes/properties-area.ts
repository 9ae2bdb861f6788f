import { citySlug, type Neighborhood, type PropertySearch } from '@pcr/contracts';
import type { DataState } from '@pcr/ui';

/** What /properties' loader read that names its area: the search, the neighborhoods, the searched neighborhood. */
export interface PropertiesAreaData {
  search: Pick<PropertySearch, 'neighborhood' | 'city'>;
  neighborhoods: DataState<Neighborhood[]>;
  neighborhood?: DataState<Neighborhood> | undefined;
}

/** The area a /properties search is of (a neighborhood or a city), named from its data, never from the slug in the address. */
export function propertiesArea({ search, neighborhoods, neighborhood = { status: 'loading' } }: PropertiesAreaData) {
  const cityName = neighborhoods.status === 'loaded' ? neighborhoods.data.find((n) => citySlug(n.city) === search.city)?.city : undefined;
  const city: DataState<string> =
    neighborhoods.status !== 'loaded' ? neighborhoods : cityName ? { status: 'loaded', data: cityName } : { status: 'error', message: 'Unknown city' };
  const name: DataState<string> = neighborhood.status === 'loaded' ? { status: 'loaded', data: neighborhood.data.name } : neighborhood;
  return search.neighborhood ? { kind: 'neighborhood' as const, name } : search.city ? { kind: 'city' as const, name: city } : undefined;
}
