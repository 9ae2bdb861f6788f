import type { CitySummary, Guide, Locale, Neighborhood, Property } from '@pcr/contracts';

/** A URL matched to a route of the table. */
export interface RouteMatch {
  /** The route's parameters, decoded (React Router's matchRoutes). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string (only the route's `search` parameters are read). */
  searchParams: URLSearchParams;
  /** The page's language (its path's prefix): the texts it asks the API for. */
  locale: Locale;
}

/** What one request answered: the value, or the error the page renders and its HTTP status. */
export type LoadedQuery<T> = { ok: true; value: T } | { ok: false; message: string; status: number | undefined };

/** The server's loader, as a route's `load` and `status` see it: requests by their SWR keys. */
export interface RouteData {
  load<T>(key: readonly unknown[]): Promise<LoadedQuery<T>>;
  loadAll(keys: readonly (readonly unknown[])[]): Promise<LoadedQuery<unknown>[]>;
  /** The HTTP status a loaded request answered (undefined: not loaded, or no HTTP answer at all). */
  httpStatus(key: readonly unknown[]): number | undefined;
}

/** One URL of the sitemap: its path and what dates it (the latest of its modules' dates and `date`). */
export interface SitemapUrl {
  path: string;
  /** Content modules the page shows (packages/content/src/modified.ts names them). */
  modules: readonly string[];
  /** A date of its own (YYYY-MM-DD), e.g. a guide's dateModified. */
  date?: string | undefined;
}

/** The content the sitemap lists, as the API answers it. */
export interface SitemapInput {
  neighborhoods: readonly Neighborhood[];
  /** Undefined when the city-guide provider failed: the sitemap then lists no city page. */
  cities: readonly CitySummary[] | undefined;
  /** Whether the cities are the bundled guides, whose date is known (another service's is not). */
  citiesBundled: boolean;
  properties: readonly Property[];
  guides: readonly Pick<Guide, 'slug' | 'dateModified'>[];
}
