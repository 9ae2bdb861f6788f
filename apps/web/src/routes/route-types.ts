import type { Agent, CitySummary, Guide, Locale, Neighborhood, Property, REQUEST_REFUSALS, RequestRefusal } from '@pcr/contracts';

/** The HTTP status of a page (409: a form's change collided with what is, e.g. a tour at a taken time): 503 asks crawlers and visitors to come back (with Retry-After); a refused request has its own. */
export type PageStatus = 200 | 404 | 409 | 410 | 503 | (typeof REQUEST_REFUSALS)[RequestRefusal];

/** A URL matched to a route of the table. */
export interface RouteMatch {
  /** The route's parameters, decoded (React Router's matchRoutes). */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string (only the route's `search` parameters are read). */
  searchParams: URLSearchParams;
  /** The page's language (its path's prefix): the texts it asks the API for. */
  locale: Locale;
}

/** What a page's loader gives its render: the data its route module shows, and the page's status (default 200). */
export interface PageLoad<D extends object = object> {
  data: D;
  status?: PageStatus;
}

/** A plain form's fields as posted (form-encoded): strings, or a list of them for a name sent more than once. */
export type FormFields = Readonly<Record<string, string | string[] | undefined>>;

/** A URL a form posted to: its match, and the page's location (path and the query the route reads). */
export interface ActionMatch extends RouteMatch {
  location: string;
}

/**
 * What a route's action answers a plain form with (decision 0053): done, the page to go to (303 See
 * Other, so a reload sends nothing again); or refused, the page again with the status and `answer`,
 * what its form shows (the visitor's values and the messages beside the fields); or, for a form of
 * several steps, 200 and the page at its next step (nothing written yet, so a reload may send it again);
 * 409 when what it asked for collides with what is (a tour at a time the agent has taken).
 */
export type PageAction<A extends object = object> = { redirect: string } | { status: 200 | 400 | 403 | 404 | 409 | 410 | 503; answer: A };

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
  /** The team: each agent has a page. */
  agents: readonly Pick<Agent, 'slug'>[];
  /** Undefined when the city-guide provider failed: the sitemap then lists no city page. */
  cities: readonly CitySummary[] | undefined;
  /** Whether the cities are the bundled guides, whose date is known (another service's is not). */
  citiesBundled: boolean;
  properties: readonly Property[];
  guides: readonly Pick<Guide, 'slug' | 'dateModified'>[];
}
