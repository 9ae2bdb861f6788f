/**
 * Every page of the site, once (decision 0029). An entry says:
 * - `path` and `module`: where the page is and which file in src/routes renders it (loaded lazily,
 *   with its own budget in bundle-budget.json);
 * - `head`: which head of routes/page-heads.ts the page has (title, description, share and main
 *   image, of what the page shows: the route module passes its data; the server writes it into the
 *   document, the browser into the live one after an in-app navigation), and `canonicalSearch`, the
 *   query parameters that make a page of their own;
 * - `server`, what only the server does, absent from the browser's bundle:
 *   - `search`: the query parameters the page reads (any other makes no other page);
 *   - `load`: the requests the page makes, dependent ones after what they depend on, before the
 *     server's one render (the route module asks for the same keys through SWR in the browser);
 *   - `status`: 200, 404 or 503 (+ Retry-After) from what they answered;
 *   - `sitemap`: the page's URLs in /sitemap.xml and the content modules that date them.
 * Every page also answers under /es in Spanish (decision 0032); `inSpanish` says its text is translated.
 * Adding a page: an entry here, its route module (params, data hooks, head, template) and its template.
 */
import { isLocale, REQUEST_REFUSALS, requestRefusalOf, SPANISH_PREFIX, type Locale, type Neighborhood, type RequestRefusal } from '@pcr/contracts';
import type { RouteObject } from 'react-router-dom';
import { queryKeys } from '../data/query-keys.js';
import type { PageHeadKey } from './page-heads.js';
import type { RouteData, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

export type { RouteData, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

/** The HTTP status of a page: 503 asks crawlers and visitors to come back (with Retry-After); a refused request has its own. */
export type PageStatus = 200 | 404 | 410 | 503 | (typeof REQUEST_REFUSALS)[RequestRefusal];

export interface PageRoute<K extends PageHeadKey = PageHeadKey> {
  /** React Router path pattern, relative to the site root ('' for the home page, '*' for any other). */
  path: string;
  /** The file in src/routes that renders the page (without .tsx). */
  module: string;
  /** The page's head: its function in routes/page-heads.ts, of what the page shows. */
  head: K;
  /** Query parameters that make a page of its own for search engines (kept in its canonical URL). */
  canonicalSearch?: readonly string[];
  /**
   * The page's template and content are in Spanish (issue 30): its /es twin is offered to search
   * engines (hreflang, sitemap). Until then /es shows it with the Spanish header and footer, not indexed.
   */
  inSpanish?: true;
  /** What only the server does for the page (absent from the browser's bundle). */
  server?: ServerSide | undefined;
}

/** The server's part of a route: the query it reads, the requests it makes, the status they give, the sitemap's URLs. */
export interface ServerSide {
  /** Query parameters the page reads (cache keys ignore the others). */
  search?: readonly string[];
  /** Loads the page's requests into `data`, dependent ones after what they depend on. */
  load?: (match: RouteMatch, data: RouteData) => Promise<void>;
  /** The page's status from its requests (default 200). */
  status?: (match: RouteMatch, data: RouteData) => PageStatus | Promise<PageStatus>;
  /** The page's URLs in the sitemap (none for pages that are not content). */
  sitemap?: (input: SitemapInput) => SitemapUrl[];
  /** One visitor's page (a signed link's): rendered for each request, never kept by the page cache or a browser's (`no-store`). */
  private?: true;
}

const SSR = import.meta.env.SSR;

/** One sitemap URL for a page without parameters, dated by the content modules it shows. */
const staticUrl =
  (path: string, ...modules: SitemapUrl['modules']): ((input: SitemapInput) => SitemapUrl[]) =>
  () => [{ path, modules }];

/**
 * 404 when the page's main request found nothing, 410 when it was ours but is gone for good (an
 * expired link), 503 when it could not tell (a provider or the listings are down).
 */
const statusOfMain = (data: RouteData, key: readonly unknown[]): PageStatus => {
  const status = data.httpStatus(key);
  if (status === undefined || status < 300) return 200;
  if (status === 410) return 410;
  return status === 404 || status === 400 ? 404 : 503;
};

/** The newest market-figures date of the neighborhoods (YYYY-MM-DD strings sort as dates). */
const latestMarketFigures = (neighborhoods: readonly Neighborhood[]) =>
  neighborhoods
    .map((n) => n.marketTrendsUpdated)
    .sort()
    .at(-1);

export const routes = {
  home: {
    path: '',
    module: 'HomeRoute',
    head: 'home',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async ({ locale }, data) =>
          void (await data.loadAll([queryKeys.featuredProperties, queryKeys.agents(locale), queryKeys.testimonials, queryKeys.neighborhoods(locale)])),
        // The home page and the neighborhood list show the market figures, dated per neighborhood.
        sitemap: ({ neighborhoods }) => [
          { path: '/', modules: ['properties', 'agents', 'neighborhoods', 'testimonials'], date: latestMarketFigures(neighborhoods) },
        ],
      },
    }),
  } satisfies PageRoute,
  about: {
    path: 'about',
    module: 'AboutRoute',
    head: 'about',
    inSpanish: true,
    ...(SSR && {
      server: {
        sitemap: staticUrl('/about', 'about'),
      },
    }),
  } satisfies PageRoute,
  contact: {
    path: 'contact',
    module: 'ContactRoute',
    head: 'contact',
    inSpanish: true,
    ...(SSR && {
      server: {
        sitemap: staticUrl('/contact', 'contact'),
      },
    }),
  } satisfies PageRoute,
  neighborhoods: {
    path: 'neighborhoods',
    module: 'NeighborhoodsRoute',
    head: 'neighborhoods',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async ({ locale }, data) => void (await data.load(queryKeys.neighborhoods(locale))),
        sitemap: ({ neighborhoods }) => [{ path: '/neighborhoods', modules: ['neighborhoods'], date: latestMarketFigures(neighborhoods) }],
      },
    }),
  } satisfies PageRoute,
  neighborhood: {
    path: 'neighborhoods/:idOrSlug',
    module: 'NeighborhoodRoute',
    head: 'neighborhood',
    inSpanish: true,
    ...(SSR && {
      server: {
        // The area's homes are asked for once the neighborhood has loaded, by its slug (spec section 4).
        load: async ({ params, locale }, data) => {
          const hood = await data.load<Neighborhood>(queryKeys.neighborhood(params.idOrSlug ?? '', locale));
          if (hood.ok) await data.load(queryKeys.areaProperties(hood.value));
        },
        status: ({ params, locale }, data) => statusOfMain(data, queryKeys.neighborhood(params.idOrSlug ?? '', locale)),
        sitemap: ({ neighborhoods }) =>
          neighborhoods.map((n) => ({
            path: `/neighborhoods/${encodeURIComponent(n.slug)}`,
            modules: ['neighborhoods', 'properties'],
            date: n.marketTrendsUpdated,
          })),
      },
    }),
  } satisfies PageRoute,
  team: {
    path: 'team',
    module: 'TeamRoute',
    head: 'team',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async ({ locale }, data) => void (await data.load(queryKeys.agents(locale))),
        sitemap: staticUrl('/team', 'agents'),
      },
    }),
  } satisfies PageRoute,
  hotListings: {
    path: 'hot-listings',
    module: 'HotListingsRoute',
    head: 'hotListings',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async (_match, data) => void (await data.load(queryKeys.hotListings)),
        // The provider's live feed: its changes are not known here, so no lastmod.
        sitemap: staticUrl('/hot-listings'),
      },
    }),
  } satisfies PageRoute,
  cities: {
    path: 'cities',
    module: 'CitiesRoute',
    head: 'cities',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async ({ locale }, data) => void (await data.load(queryKeys.cities(locale))),
        sitemap: ({ citiesBundled }) => [{ path: '/cities', modules: citiesBundled ? ['cities'] : [] }],
      },
    }),
  } satisfies PageRoute,
  city: {
    path: 'cities/:slug',
    module: 'CityRoute',
    head: 'city',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async ({ params, locale }, data) => void (await data.load(queryKeys.city(params.slug ?? '', locale))),
        status: ({ params, locale }, data) => statusOfMain(data, queryKeys.city(params.slug ?? '', locale)),
        // Another city-guide service's dates are not known: its pages get no lastmod.
        sitemap: ({ cities, citiesBundled }) =>
          (cities ?? []).map((city) => ({ path: `/cities/${encodeURIComponent(city.slug)}`, modules: citiesBundled ? ['cities'] : [] })),
      },
    }),
  } satisfies PageRoute,
  properties: {
    path: 'properties',
    module: 'PropertiesRoute',
    // A neighborhood's homes are a page of their own; other filters are views of the list.
    canonicalSearch: ['neighborhood'],
    head: 'properties',
    inSpanish: true,
    ...(SSR && {
      server: {
        // `alert`: the answer to the alert form posted without JavaScript (sent or invalid), which the form shows.
        search: ['neighborhood', 'city', 'minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type', 'sort', 'alert'],
        load: async ({ searchParams, locale }, data) => {
          const { readPropertySearch } = await import('@pcr/contracts/property-search');
          const { search } = readPropertySearch(searchParams);
          await data.loadAll([
            queryKeys.properties(search),
            queryKeys.neighborhoods(locale),
            ...(search.neighborhood ? [queryKeys.neighborhood(search.neighborhood, locale)] : []),
          ]);
        },
        sitemap: staticUrl('/properties', 'properties', 'neighborhoods'),
      },
    }),
  } satisfies PageRoute,
  property: {
    path: 'properties/:id',
    module: 'PropertyRoute',
    head: 'property',
    inSpanish: true,
    ...(SSR && {
      server: {
        // As on the list: the answer to the home's alert form posted without JavaScript.
        search: ['alert'],
        load: async ({ params }, data) => void (await data.load(queryKeys.property(params.id ?? ''))),
        status: ({ params }, data) => statusOfMain(data, queryKeys.property(params.id ?? '')),
        sitemap: ({ properties }) =>
          // A listing from the MLS carries its own change time; a bundled one is dated by its module.
          properties.map((p) => ({
            path: `/properties/${encodeURIComponent(p.id)}`,
            modules: p.updatedAt ? ['agents'] : ['properties', 'agents'],
            date: p.updatedAt?.slice(0, 10),
          })),
      },
    }),
  } satisfies PageRoute,
  testimonials: {
    path: 'testimonials',
    module: 'TestimonialsRoute',
    head: 'testimonials',
    inSpanish: true,
    ...(SSR && {
      server: {
        load: async (_match, data) => void (await data.load(queryKeys.testimonials)),
        sitemap: staticUrl('/testimonials', 'testimonials'),
      },
    }),
  } satisfies PageRoute,
  resources: {
    path: 'resources',
    module: 'ResourcesRoute',
    head: 'resources',
    inSpanish: true,
    ...(SSR && {
      server: {
        sitemap: staticUrl('/resources', 'guides'),
      },
    }),
  } satisfies PageRoute,
  guide: {
    path: 'resources/:guide',
    module: 'GuideRoute',
    head: 'document',
    inSpanish: true,
    ...(SSR && {
      server: {
        // An unknown guide renders the not-found page (GuideRoute), answered 404.
        status: async ({ params }) => ((await import('@pcr/content/editorial/guide-catalog')).findGuideEntry(params.guide ?? '') ? 200 : 404),
        // A guide is dated by its own dateModified, the date its Article structured data gives.
        sitemap: ({ guides }) => guides.map((g) => ({ path: `/resources/${g.slug}`, modules: [], date: g.dateModified })),
      },
    }),
  } satisfies PageRoute,
  privacyPolicy: {
    path: 'privacy-policy',
    module: 'PrivacyPolicyRoute',
    head: 'document',
    inSpanish: true,
    ...(SSR && {
      server: {
        sitemap: staticUrl('/privacy-policy', 'legal'),
      },
    }),
  } satisfies PageRoute,
  termsOfService: {
    path: 'terms-of-service',
    module: 'TermsOfServiceRoute',
    head: 'document',
    inSpanish: true,
    ...(SSR && {
      server: {
        sitemap: staticUrl('/terms-of-service', 'legal'),
      },
    }),
  } satisfies PageRoute,
  /** The page a new subscription's e-mail links to (double opt-in, decision 0037): one visitor's, never kept or indexed. */
  subscriptionConfirmation: {
    path: 'subscribe/confirm',
    module: 'SubscriptionConfirmationRoute',
    head: 'subscriptionConfirmation',
    inSpanish: true,
    ...(SSR && {
      server: {
        search: ['lead', 'token'],
        private: true,
        load: async ({ searchParams }, data) => void (await data.load(queryKeys.subscriptionConfirmation(searchParams.get('lead') ?? '', searchParams.get('token') ?? ''))),
        status: ({ searchParams }, data) => statusOfMain(data, queryKeys.subscriptionConfirmation(searchParams.get('lead') ?? '', searchParams.get('token') ?? '')),
      },
    }),
  } satisfies PageRoute,
  /** The page every alert e-mail links to (decision 0038): an address's alerts and their changes; one visitor's, never kept or indexed. */
  alertsManage: {
    path: 'alerts/manage',
    module: 'AlertsManageRoute',
    head: 'alertsManage',
    inSpanish: true,
    ...(SSR && {
      server: {
        // `saved`: the answer to a change posted without JavaScript (1 saved, 0 refused), which the page shows;
        // `renewed`: a fresh link asked for from an expired one.
        search: ['lead', 'token', 'saved', 'renewed'],
        private: true,
        // The neighborhoods name the searches' areas.
        load: async ({ searchParams, locale }, data) =>
          void (await data.loadAll([queryKeys.managedAlerts(searchParams.get('lead') ?? '', searchParams.get('token') ?? ''), queryKeys.neighborhoods(locale)])),
        status: ({ searchParams }, data) => statusOfMain(data, queryKeys.managedAlerts(searchParams.get('lead') ?? '', searchParams.get('token') ?? '')),
      },
    }),
  } satisfies PageRoute,
  /** The page of an e-mail's unsubscribe link (decisions 0016, 0038): its button stops an alert, or every e-mail to the address. */
  unsubscribe: {
    path: 'unsubscribe',
    module: 'UnsubscribeRoute',
    head: 'unsubscribe',
    inSpanish: true,
    ...(SSR && {
      server: {
        // `stopped`: what the button posted without JavaScript stopped (alert or address), which the page says.
        search: ['lead', 'token', 'stopped'],
        private: true,
        load: async ({ searchParams }, data) => void (await data.load(queryKeys.unsubscribe(searchParams.get('lead') ?? '', searchParams.get('token') ?? ''))),
        status: ({ searchParams }, data) => statusOfMain(data, queryKeys.unsubscribe(searchParams.get('lead') ?? '', searchParams.get('token') ?? '')),
      },
    }),
  } satisfies PageRoute,
  /**
   * The page of a request the site refused (issue 45): the server renders it, with the refusal's
   * status, as the answer to a form from another site or a body it cannot read; one visitor's, never kept.
   */
  requestRefused: {
    path: 'request-refused',
    module: 'RequestRefusedRoute',
    head: 'requestRefused',
    inSpanish: true,
    ...(SSR && {
      server: {
        search: ['reason'],
        private: true,
        status: ({ searchParams }) => REQUEST_REFUSALS[requestRefusalOf(searchParams.get('reason'))],
      },
    }),
  } satisfies PageRoute,
  notFound: {
    path: '*',
    module: 'NotFoundRoute',
    head: 'notFound',
    inSpanish: true,
    ...(SSR && {
      server: {
        status: () => 404,
      },
    }),
  } satisfies PageRoute,
};

export type RouteId = keyof typeof routes;

/** The table as a list, in the order React Router ranks no differently (specific before `*`). */
export const routeList = Object.entries(routes).map(([id, entry]) => ({ id: id as RouteId, ...entry }) as { id: RouteId } & PageRoute);

/**
 * The table as React Router's route tree, once per language: English at the root, each other
 * language under its prefix ("/es/about"), with the same entries (decision 0032). `extend` adds what
 * the caller needs per route (the browser's element); ids are "{locale}:{route id}".
 */
export function localizedRouteTree(extend: (route: { id: RouteId } & PageRoute, locale: Locale) => Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>): RouteObject[] {
  const routesOf = (locale: Locale): RouteObject[] =>
    routeList.map((route) => ({ ...extend(route, locale), id: `${locale}:${route.id}`, ...(route.path ? { path: route.path } : { index: true }) }) as RouteObject);
  return [...routesOf('en'), { path: SPANISH_PREFIX.slice(1), children: routesOf('es') }];
}

/** The route table's entry and language of a route tree id ("es:neighborhood"). */
export function routeOfTreeId(treeId: string): { route: { id: RouteId } & PageRoute; locale: Locale } | undefined {
  const [locale, id] = treeId.split(':', 2);
  const route = routeList.find((entry) => entry.id === id);
  return route && isLocale(locale) ? { route, locale } : undefined;
}
