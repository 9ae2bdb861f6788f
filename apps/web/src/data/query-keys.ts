import type { Locale, Neighborhood, PropertySearch } from '@pcr/contracts';
import type { SiteApi } from '../api/site-api.js';

/**
 * A request as SWR and the server's loader know it: the API function's name and its arguments.
 * One key, one request: the server loads a page's keys before it renders (routes/route-table.ts),
 * the browser asks for the same keys when it navigates.
 */
export type QueryKey = readonly [keyof SiteApi, ...unknown[]];

/**
 * The key of a request whose texts come in the page's language: its last argument, left out for
 * English (the function's default), so English keys and URLs stay as they were.
 */
const inLanguage = <K extends QueryKey>(key: K, locale: Locale): K | readonly [...K, Locale] => (locale === 'en' ? key : ([...key, locale] as const));

/** SWR keys: one per API function and its arguments. */
export const queryKeys = {
  featuredProperties: ['getFeaturedProperties'] as const,
  /**
   * Keyed by the search object: SWR hashes objects with their keys sorted and undefined values left
   * out, so one search is one key on the server and in the browser (and this always-loaded module
   * needs no query-string code).
   */
  properties: (search: PropertySearch = {}) => ['getProperties', search] as const,
  property: (id: string) => ['getProperty', id] as const,
  agents: (locale: Locale) => inLanguage(['getAgents'] as const, locale),
  testimonials: ['getTestimonials'] as const,
  neighborhoods: (locale: Locale) => inLanguage(['getNeighborhoods'] as const, locale),
  neighborhood: (idOrSlug: string, locale: Locale) => inLanguage(['getNeighborhood', idOrSlug] as const, locale),
  /** A neighborhood's homes, keyed by its slug once it has loaded (spec section 4). */
  areaProperties: (neighborhood: Pick<Neighborhood, 'slug'>) => ['getProperties', { neighborhood: neighborhood.slug }] as const,
  hotListings: ['getHotListings'] as const,
  cities: (locale: Locale) => inLanguage(['getCities'] as const, locale),
  city: (slug: string, locale: Locale) => inLanguage(['getCity', slug] as const, locale),
  /** A subscription's state by its confirmation link (the page of the link, never kept). */
  subscriptionConfirmation: (lead: string, token: string) => ['getSubscriptionConfirmation', lead, token] as const,
  /** An address's alerts by the manage link of an alert e-mail (its page, never kept). */
  managedAlerts: (lead: string, token: string) => ['getManagedAlerts', lead, token] as const,
  /** What an unsubscribe link stops, and whether it is stopped (its page, never kept). */
  unsubscribe: (lead: string, token: string) => ['getUnsubscribe', lead, token] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

/** Runs the API function a key names: SWR's fetcher and the server's loader are this one function. */
export function fetchQuery(api: SiteApi, [name, ...args]: QueryKey): Promise<unknown> {
  return (api[name] as (...a: unknown[]) => Promise<unknown>)(...args);
}

