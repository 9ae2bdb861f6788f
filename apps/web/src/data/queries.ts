import useSWR from 'swr';
import { useLocale, type DataState } from '@pcr/ui';
import type { Agent, CityDetail, CitySummary, HotListing, Neighborhood, Property, PropertySearch, Testimonial } from '@pcr/contracts';
import { fetchQuery, queryKeys, type QueryKey } from './query-keys.js';
import { useSiteApi } from './site-api-context.js';
import { toDataState } from './to-data-state.js';

export { fetchQuery, queryKeys, type QueryKey } from './query-keys.js';

/** The request `key` (none while it is null: the section stays loading), as a template's data slot. */
export function useQuery<T>(key: QueryKey | null): DataState<T> {
  const api = useSiteApi();
  return toDataState(useSWR(key, (k: QueryKey) => fetchQuery(api, k) as Promise<T>));
}

export const useFeaturedProperties = () => useQuery<Property[]>(queryKeys.featuredProperties);

/** All properties, or those matching a search. */
export const useProperties = (search: PropertySearch = {}) => useQuery<Property[]>(queryKeys.properties(search));

export const useProperty = (id: string) => useQuery<Property>(queryKeys.property(id));

/** Agents, neighborhoods and cities come with their texts in the page's language. */
export const useAgents = () => useQuery<Agent[]>(queryKeys.agents(useLocale()));

export const useTestimonials = () => useQuery<Testimonial[]>(queryKeys.testimonials);

export const useNeighborhoods = () => useQuery<Neighborhood[]>(queryKeys.neighborhoods(useLocale()));

/** One neighborhood by id or slug; no request without one (it stays loading). */
export const useNeighborhood = (idOrSlug: string | undefined) => {
  const locale = useLocale();
  return useQuery<Neighborhood>(idOrSlug ? queryKeys.neighborhood(idOrSlug, locale) : null);
};

/**
 * The properties of a neighborhood: the request starts only once the neighborhood has loaded
 * (spec section 4), keyed by its slug. Until then (and when the neighborhood failed) it is loading.
 */
export const useAreaProperties = (neighborhood: DataState<Neighborhood>) =>
  useQuery<Property[]>(neighborhood.status === 'loaded' ? queryKeys.areaProperties(neighborhood.data) : null);

export const useHotListings = () => useQuery<HotListing[]>(queryKeys.hotListings);

export const useCities = () => useQuery<CitySummary[]>(queryKeys.cities(useLocale()));

/** The city detail: requested only when there is a slug (spec section 4). */
export const useCity = (slug: string | undefined) => {
  const locale = useLocale();
  return useQuery<CityDetail>(slug ? queryKeys.city(slug, locale) : null);
};
