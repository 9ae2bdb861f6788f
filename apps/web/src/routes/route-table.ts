/**
 * Every page of the site, once (decision 0029). An entry says:
 * - `path` and `module`: where the page is and which file in src/routes renders it (the server
 *   renders it; its styles go with the page);
 * - `head`: which head of routes/page-heads.ts the page has (title, description, share and main
 *   image, of what the page shows: the route module passes its data), and `canonicalSearch`, the
 *   query parameters that make a page of their own;
 * - `server`, what only the server does:
 *   - `search`: the query parameters the page reads (any other makes no other page);
 *   - `load`: the page's one data declaration (decision 0050): it reads the API's read side
 *     (`PageReads`, in-process, checked against the contract), dependent reads after what they
 *     depend on, and returns what the route module shows (`usePageData`) and the page's status
 *     (404, 410, 503 + Retry-After from what the reads answered; default 200);
 *   - `sitemap`: the page's URLs in /sitemap.xml and the content modules that date them.
 * Every page also answers under /es in Spanish (decision 0032); `inSpanish` says its text is translated.
 *   - `action`: what a plain form posted to the page does (decision 0053), and answers.
 * Adding a page: an entry here (with its loader), its route module (head, template) and its template.
 */
import { apiErrorMessages, errorMessages, isLocale, REQUEST_REFUSALS, requestRefusalOf, SlugSchema, SPANISH_PREFIX, type Locale, type Neighborhood, type PageReads, type PageWrites } from '@pcr/contracts';
import * as v from 'valibot';
import type { RouteObject } from 'react-router-dom';
import { inLanguage } from '../api/content-language.js';
import { stateOf, statusOfMain } from './read-state.js';
import { alertRequestAction, withAnswer } from './alert-request-action.js';
import { alertsManageAction } from './alerts-manage-action.js';
import { sellAction } from './sell-action.js';
import { tourAction, tourLinkOf } from './tour-action.js';
import { tourRequestAction } from './tour-request-action.js';
import type { PageHeadKey } from './page-heads.js';
import type { ActionMatch, FormFields, PageAction, PageLoad, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

export type { ActionMatch, FormFields, PageAction, PageLoad, PageStatus, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

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

/** The server's part of a route: the query it reads, its loader, the sitemap's URLs. */
export interface ServerSide {
  /** Query parameters the page reads (cache keys ignore the others). */
  search?: readonly string[];
  /**
   * The page's one data declaration (decision 0050): reads the API's read side, dependent reads
   * after what they depend on, and gives the route module what it shows (`usePageData`) and the
   * page's status. Absent: no data, status 200.
   */
  load?: (match: RouteMatch, reads: PageReads) => Promise<PageLoad>;
  /**
   * What a plain form posted to the page's address does (decision 0053): writes through the API's
   * write side (`PageWrites`, in-process, checked against the contract) and answers a redirect
   * (303) or the page again, loaded as for a GET, with a 4xx status and what the form shows
   * (`useActionAnswer`). The server refuses another site's post and a body that is not a form's first.
   */
  action?: (match: ActionMatch, form: FormFields, writes: PageWrites) => Promise<PageAction>;
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

/** A signed link's lead and token, as its e-mail wrote them. */
const signedLinkOf = (searchParams: URLSearchParams) => ({ lead: searchParams.get('lead') ?? '', token: searchParams.get('token') ?? '' });

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
        load: async ({ locale }, reads) => {
          const [featuredProperties, agents, testimonials, neighborhoods] = await Promise.all([
            reads.getFeaturedProperties({}),
            reads.getAgents({ query: inLanguage(locale) }),
            reads.getTestimonials({}),
            reads.getNeighborhoods({ query: inLanguage(locale) }),
          ]);
          return { data: { featuredProperties: stateOf(featuredProperties), agents: stateOf(agents), testimonials: stateOf(testimonials), neighborhoods: stateOf(neighborhoods) } };
        },
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
  sell: {
    path: 'sell',
    module: 'SellRoute',
    head: 'sell',
    inSpanish: true,
    ...(SSR && {
      server: {
        // The cities the agency serves (its neighborhoods'): the form's choices.
        load: async ({ locale }, reads) => {
          const neighborhoods = await reads.getNeighborhoods({ query: inLanguage(locale) });
          return { data: { neighborhoods: stateOf(neighborhoods) }, status: statusOfMain(neighborhoods) };
        },
        // Both steps post to the page (issue 47): step 2 comes back from the server, as does every message.
        action: sellAction,
        sitemap: staticUrl('/sell', 'neighborhoods'),
      },
    }),
  } satisfies PageRoute,
  sellThanks: {
    path: 'sell/thanks',
    module: 'SellThanksRoute',
    head: 'sellThanks',
    inSpanish: true,
    ...(SSR && {
      server: {
        // The described home (no address, no person): what picks the homes like it.
        search: ['city', 'type', 'beds', 'baths', 'area'],
        // The buyers' count follows alerts confirmed and deleted: rendered for each request.
        private: true,
        load: async ({ searchParams }, reads) => {
          const query = Object.fromEntries(['city', 'type', 'beds', 'baths', 'area'].map((name) => [name, searchParams.get(name) ?? ''])) as Parameters<PageReads['getSellerMarket']>[0]['query'];
          const market = await reads.getSellerMarket({ query });
          // An address that describes no home is the visitor's page still (its thanks and next steps), without the homes.
          return { data: { market: stateOf(market) }, status: market.status === 200 || market.status === 400 ? 200 : statusOfMain(market) };
        },
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
        load: async ({ locale }, reads) => ({ data: { neighborhoods: stateOf(await reads.getNeighborhoods({ query: inLanguage(locale) })) } }),
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
        load: async ({ params, locale }, reads) => {
          const found = await reads.getNeighborhood({ params: { id: params.idOrSlug ?? '' }, query: inLanguage(locale) });
          const neighborhood = stateOf(found);
          const areaProperties = neighborhood.status === 'loaded' ? stateOf(await reads.getProperties({ query: { neighborhood: neighborhood.data.slug } })) : ({ status: 'loading' } as const);
          return { data: { neighborhood, areaProperties }, status: statusOfMain(found) };
        },
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
        load: async ({ locale }, reads) => ({ data: { agents: stateOf(await reads.getAgents({ query: inLanguage(locale) })) } }),
        sitemap: staticUrl('/team', 'agents'),
      },
    }),
  } satisfies PageRoute,
  agent: {
    path: 'team/:slug',
    module: 'AgentRoute',
    head: 'agent',
    inSpanish: true,
    ...(SSR && {
      server: {
        // The agent from the team, then the homes they list (the agency's, bundled or from the MLS copy) and what their clients say.
        load: async ({ params, locale }, reads) => {
          const team = await reads.getAgents({ query: inLanguage(locale) });
          const teamState = stateOf(team);
          const notYet = { listings: { status: 'loading' }, testimonials: { status: 'loading' } } as const;
          if (teamState.status !== 'loaded') return { data: { agent: teamState, ...notYet }, status: statusOfMain(team) };
          const found = teamState.data.find((agent) => agent.slug === params.slug);
          if (found === undefined) return { data: { agent: { status: 'error', message: errorMessages.agentNotFound.title } as const, ...notYet }, status: 404 };
          const [homes, reviews] = await Promise.all([reads.getProperties({ query: {} }), reads.getTestimonials({})]);
          const listings = homes.status === 200 ? { status: 'loaded' as const, data: homes.body.filter((home) => home.agent.slug === found.slug) } : stateOf(homes);
          const testimonials = reviews.status === 200 ? { status: 'loaded' as const, data: reviews.body.filter((review) => review.agent === found.slug) } : stateOf(reviews);
          return { data: { agent: { status: 'loaded', data: found } as const, listings, testimonials } };
        },
        sitemap: ({ agents }) => agents.map((agent) => ({ path: `/team/${encodeURIComponent(agent.slug)}`, modules: ['agents', 'properties', 'testimonials'] })),
      },
    }),
  } satisfies PageRoute,
  openHouses: {
    path: 'open-houses',
    module: 'OpenHousesRoute',
    head: 'openHouses',
    inSpanish: true,
    ...(SSR && {
      server: {
        search: ['city'],
        // The upcoming open houses (a city's, `?city=`), and the agency's cities for the filter.
        load: async ({ searchParams, locale }, reads) => {
          // A city the filter cannot have sent (not a slug) is no filter: the page, not the API's 400.
          const asked = searchParams.get('city') ?? '';
          const city = v.is(SlugSchema, asked) ? asked : undefined;
          const [openHouses, neighborhoods] = await Promise.all([
            reads.getOpenHouses({ query: city ? { city } : {} }),
            reads.getNeighborhoods({ query: inLanguage(locale) }),
          ]);
          return {
            data: { openHouses: stateOf(openHouses), neighborhoods: stateOf(neighborhoods), city, now: Date.now() },
            status: statusOfMain(openHouses),
          };
        },
        // Open houses come and go by the day: no lastmod.
        sitemap: staticUrl('/open-houses'),
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
        load: async (_match, reads) => ({ data: { hotListings: stateOf(await reads.getHotListings({})) } }),
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
        load: async ({ locale }, reads) => ({ data: { cities: stateOf(await reads.getCities({ query: inLanguage(locale) })) } }),
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
        load: async ({ params, locale }, reads) => {
          const city = await reads.getCity({ params: { slug: params.slug ?? '' }, query: inLanguage(locale) });
          // One message whatever went wrong (spec section 7); the status tells 404 from 503.
          return { data: { city: stateOf(city, errorMessages.cityFetch) }, status: statusOfMain(city) };
        },
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
        // `alert`: the alert form posted without JavaScript was stored (`alert=sent`), which the form shows.
        search: ['neighborhood', 'city', 'minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type', 'sort', 'alert'],
        load: async ({ searchParams, locale }, reads) => {
          const { readPropertySearch, toPropertySearchQuery } = await import('@pcr/contracts/property-search');
          const { search, values, issues } = readPropertySearch(searchParams);
          const [properties, neighborhoods, neighborhood] = await Promise.all([
            reads.getProperties({ query: toPropertySearchQuery(search) }),
            reads.getNeighborhoods({ query: inLanguage(locale) }),
            search.neighborhood ? reads.getNeighborhood({ params: { id: search.neighborhood }, query: inLanguage(locale) }) : undefined,
          ]);
          return {
            data: { search, values, issues, properties: stateOf(properties), neighborhoods: stateOf(neighborhoods), neighborhood: neighborhood && stateOf(neighborhood) },
          };
        },
        action: alertRequestAction,
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
        // The home, and its upcoming open houses (none when they cannot be read: the page is the home's).
        load: async ({ params }, reads) => {
          const id = params.id ?? '';
          const [property, openHouses] = await Promise.all([reads.getProperty({ params: { id } }), reads.getOpenHouses({ query: { property: id } })]);
          return { data: { property: stateOf(property), openHouses: openHouses.status === 200 ? openHouses.body : [] }, status: statusOfMain(property) };
        },
        action: alertRequestAction,
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
  /** A home's tour request (issue 48): the form alone, which the home's page also has; `sent=1` once stored. */
  tourRequest: {
    path: 'properties/:id/tour',
    module: 'TourRequestRoute',
    head: 'tourRequest',
    inSpanish: true,
    ...(SSR && {
      server: {
        search: ['sent'],
        // One visitor's form and answer; its times are offered from today: rendered per request.
        private: true,
        load: async ({ params, searchParams }, reads) => {
          const property = await reads.getProperty({ params: { id: params.id ?? '' } });
          const status = statusOfMain(property);
          // `missing`: no such home (the not-found page); otherwise the listings cannot be told right now.
          return { data: { property: stateOf(property), missing: status === 404, sent: searchParams.get('sent') === '1', now: new Date().toISOString() }, status };
        },
        action: tourRequestAction,
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
        load: async (_match, reads) => ({ data: { testimonials: stateOf(await reads.getTestimonials({})) } }),
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
        load: async ({ params }) => ({ data: {}, status: (await import('@pcr/content/editorial/guide-catalog')).findGuideEntry(params.guide ?? '') ? 200 : 404 }),
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
        load: async ({ searchParams }, reads) => {
          const confirmation = await reads.getSubscriptionConfirmation({ query: signedLinkOf(searchParams) });
          return { data: { confirmation }, status: statusOfMain(confirmation) };
        },
        // The page's button without scripts (decision 0037): confirmed, the page again (303) says so; a link not ours, the page says it does not work.
        action: async ({ location, searchParams }, _form, writes) => {
          const answer = await writes.confirmSubscription({ query: signedLinkOf(searchParams), body: {} });
          if (answer.status === 500) throw new Error(`The confirmation's write answered 500: ${answer.body.message}`);
          return answer.status === 200 ? { redirect: location } : { status: answer.status, answer: {} };
        },
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
        // `saved`: a change posted without JavaScript was made (`saved=1`), which the page shows;
        // `renewed`: a fresh link asked for from an expired one.
        search: ['lead', 'token', 'saved', 'renewed'],
        private: true,
        // The neighborhoods name the searches' areas.
        load: async ({ searchParams, locale }, reads) => {
          const [alerts, neighborhoods] = await Promise.all([reads.getManagedAlerts({ query: signedLinkOf(searchParams) }), reads.getNeighborhoods({ query: inLanguage(locale) })]);
          return { data: { alerts, neighborhoods: stateOf(neighborhoods) }, status: statusOfMain(alerts) };
        },
        action: alertsManageAction,
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
        load: async ({ searchParams }, reads) => {
          const link = await reads.getUnsubscribe({ query: signedLinkOf(searchParams) });
          return { data: { link }, status: statusOfMain(link) };
        },
        // The page's button without scripts (decisions 0016, 0038): stopped, the page again (303) with `stopped` saying
        // what (a stopped alert is deleted, so its page can no longer tell); a link not ours, the page says it does not work.
        action: async ({ location, searchParams }, _form, writes) => {
          const answer = await writes.unsubscribe({ query: signedLinkOf(searchParams), body: undefined });
          if (answer.status === 500) throw new Error(`The opt-out's write answered 500: ${answer.body.message}`);
          if (answer.status !== 200) return { status: answer.status, answer: {} };
          return { redirect: withAnswer(location, 'stopped', answer.body.message === apiErrorMessages.alertStopped ? 'alert' : 'address') };
        },
      },
    }),
  } satisfies PageRoute,
  /** The page a tour's signed links open (issue 48): where the tour stands, and the link's one button. */
  tour: {
    path: 'tours/:id',
    module: 'TourRoute',
    head: 'tour',
    inSpanish: true,
    ...(SSR && {
      server: {
        // `done`: the button was pressed, and the page says so.
        search: ['side', 'action', 'until', 'sig', 'done'],
        private: true,
        load: async ({ params, searchParams }, reads) => {
          const tour = await reads.getTour({ params: { id: params.id ?? '' }, query: tourLinkOf(searchParams) as Parameters<PageReads['getTour']>[0]['query'] });
          // A link not ours names nothing (404); an expired one was ours (410).
          return { data: { tour, now: new Date().toISOString() }, status: tour.status === 403 ? 404 : statusOfMain(tour) };
        },
        action: tourAction,
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
        load: async ({ searchParams }) => ({ data: {}, status: REQUEST_REFUSALS[requestRefusalOf(searchParams.get('reason'))] }),
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
        load: async () => ({ data: {}, status: 404 }),
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
