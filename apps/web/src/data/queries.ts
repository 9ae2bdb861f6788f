import useSWR from 'swr';
import type { DataState } from '@pcr/ui';
import type { Agent, CityDetail, CitySummary, HotListing, Neighborhood, Property, PropertySearch, Testimonial } from '@pcr/contracts';
import { useSiteApi } from './site-api-context.js';
import { toDataState } from './to-data-state.js';

/** SWR keys: one per API function and its arguments (null: the request does not start). */
export const queryKeys = {
  featuredProperties: ['getFeaturedProperties'] as const,
  /**
   * Keyed by the search object: SWR hashes objects with their keys sorted and undefined values left
   * out, so one search is one key on the server and in the browser (and this always-loaded module
   * needs no query-string code).
   */
  properties: (search: PropertySearch = {}) => ['getProperties', search] as const,
  property: (id: string) => ['getProperty', id] as const,
  agents: ['getAgents'] as const,
  testimonials: ['getTestimonials'] as const,
  neighborhoods: ['getNeighborhoods'] as const,
  neighborhood: (idOrSlug: string) => ['getNeighborhood', idOrSlug] as const,
  hotListings: ['getHotListings'] as const,
  cities: ['getCities'] as const,
  city: (slug: string) => ['getCity', slug] as const,
};

export function useFeaturedProperties(): DataState<Property[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.featuredProperties, () => api.getFeaturedProperties()));
}

/** All properties, or those matching a search. */
export function useProperties(search: PropertySearch = {}): DataState<Property[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.properties(search), () => api.getProperties(search)));
}

export function useProperty(id: string): DataState<Property> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.property(id), () => api.getProperty(id)));
}

export function useAgents(): DataState<Agent[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.agents, () => api.getAgents()));
}

export function useTestimonials(): DataState<Testimonial[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.testimonials, () => api.getTestimonials()));
}

export function useNeighborhoods(): DataState<Neighborhood[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.neighborhoods, () => api.getNeighborhoods()));
}

/** One neighborhood by id or slug; no request without one (it stays loading). */
export function useNeighborhood(idOrSlug: string | undefined): DataState<Neighborhood> {
  const api = useSiteApi();
  return toDataState(useSWR(idOrSlug ? queryKeys.neighborhood(idOrSlug) : null, () => api.getNeighborhood(idOrSlug as string)));
}

/**
 * The properties of a neighborhood: the request starts only once the neighborhood has loaded
 * (spec section 4), keyed by its slug. Until then (and when the neighborhood failed) it is loading.
 */
export function useAreaProperties(neighborhood: DataState<Neighborhood>): DataState<Property[]> {
  const api = useSiteApi();
  const slug = neighborhood.status === 'loaded' ? neighborhood.data.slug : undefined;
  return toDataState(useSWR(slug === undefined ? null : queryKeys.properties({ neighborhood: slug }), () => api.getProperties({ neighborhood: slug })));
}

export function useHotListings(): DataState<HotListing[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.hotListings, () => api.getHotListings()));
}

export function useCities(): DataState<CitySummary[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.cities, () => api.getCities()));
}

/** The city detail: requested only when there is a slug (spec section 4). */
export function useCity(slug: string | undefined): DataState<CityDetail> {
  const api = useSiteApi();
  return toDataState(useSWR(slug ? queryKeys.city(slug) : null, () => api.getCity(slug as string)));
}
