/**
 * Every page of the site, once (decision 0029). An entry says:
 * - `path`, and `template` or `module`: where the page is and what renders it (the server renders
 *   it; its styles go with the page): the page template, with what the loader returned as its
 *   props, or, for a page that does more than show that, its file in src/routes;
 * - `canonicalSearch`: the query parameters that make a page of their own;
 * - `server`, what only the server does:
 *   - `search`: the query parameters the page reads (any other makes no other page);
 *   - `load`: the page's one data declaration (decision 0050): it reads the API's read side
 *     (`PageReads`, in-process, checked against the contract), dependent reads after what they
 *     depend on, and returns what the page shows (its template's props, or `usePageData` in its
 *     route module) and the page's status
 *     (404, 410, 503 + Retry-After from what the reads answered; default 200);
 *   - `head`: the page's head (title, description, share and main image) of what its loader read,
 *     in the page's language: React Router's `meta`, written by the server (decision 0061);
 *   - `sitemap`: the page's URLs in /sitemap.xml and the content modules that date them.
 * Every page also answers under /es in Spanish (decision 0032); `inSpanish` says its text is translated.
 *   - `action`: what a plain form posted to the page does (decision 0053), and answers.
 * Adding a page: an entry here (its loader and head) naming its template, the template, and its texts.
 */
import { apiErrorMessages, errorMessages, isLocale, MARKETING_FIGURES, REQUEST_REFUSALS, RESPONSE_PROMISE_HOURS, requestRefusalOf, SlugSchema, SPANISH_PREFIX, type Locale, type Neighborhood, type PageReads, type PageWrites } from '@pcr/contracts';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { CitiesPage } from '@pcr/ui/pages/CitiesPage/CitiesPage.js';
import type { HomePricesPage } from '@pcr/ui/pages/HomePricesPage/HomePricesPage.js';
import type { NeighborhoodsPage } from '@pcr/ui/pages/NeighborhoodsPage/NeighborhoodsPage.js';
import type { TestimonialsPage } from '@pcr/ui/pages/TestimonialsPage/TestimonialsPage.js';
import { inLanguage } from '../api/content-language.js';
import { stateOf, statusOfMain } from './read-state.js';
import { alertRequestAction, withAnswer } from './alert-request-action.js';
import { alertsManageAction } from './alerts-manage-action.js';
import { sellAction } from './sell-action.js';
import { tourAction, tourLinkOf } from './tour-action.js';
import { tourRequestAction } from './tour-request-action.js';
import type { Translate } from '@pcr/ui/i18n/translate.js';
import type { PageHead } from '../app/page-head.js';
import { pageHeads } from './page-heads.js';
import { propertiesArea } from './properties-area.js';
import { legalDocuments } from './legal-documents.js';
import type { ActionMatch, FormFields, PageAction, PageLoad, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

export type { ActionMatch, FormFields, PageAction, PageLoad, PageStatus, RouteMatch, SitemapInput, SitemapUrl } from './route-types.js';

interface PageRouteBase {
  /** React Router path pattern, relative to the site root ('' for the home page, '*' for any other). */
  path: string;
  /** Query parameters that make a page of its own for search engines (kept in its canonical URL). */
  canonicalSearch?: readonly string[];
  /**
   * The page's template and content are in Spanish (issue 30): its /es twin is offered to search
   * engines (hreflang, sitemap). Until then /es shows it with the Spanish header and footer, not indexed.
   */
  inSpanish?: true;
  /** What only the server does for the page (absent from the browser's bundle). */
  // Any page's data and form answer (`head` is a method: each entry's takes its own data).
  server?: ServerSide<object, object> | undefined;
}

/**
 * What renders the page, one of:
 * - `template`: a page template (packages/ui/src/pages/X/X.tsx, exporting X), rendered with what
 *   the loader returns as its props; the entry `satisfies PageRoute & Renders<typeof X>`, which
 *   checks that the loader's data are the template's props;
 * - `module`: the file in src/routes (without .tsx) that renders it, for a page that does more
 *   than show its loader's data (reads its address, its form's answer, texts of its language).
 */
export type PageRoute = PageRouteBase & ({ template: string; module?: never } | { module: string; template?: never });

/** An entry whose template is `Template`: its loader (if any) returns the template's props. */
export interface Renders<Template extends (props: never) => ReactNode> {
  server?: { load?: (match: RouteMatch, reads: PageReads) => Promise<PageLoad<PropsOf<Template>>> } | undefined;
}
type PropsOf<Template> = Template extends (props: infer Props extends object) => ReactNode ? Props : never;

/** The server's part of a route: the query it reads, its loader and head, its action, the sitemap's URLs. */
export interface ServerSide<D extends object = Record<never, never>, A extends object = never> {
  /** Query parameters the page reads (cache keys ignore the others). */
  search?: readonly string[];
  /**
   * The page's one data declaration (decision 0050): reads the API's read side, dependent reads
   * after what they depend on, and gives the route module what it shows (`usePageData`) and the
   * page's status. Absent: no data, status 200.
   */
  load?: (match: RouteMatch, reads: PageReads) => Promise<PageLoad<D>>;
  /**
   * The page's head, of what its loader read (`data`) and its address, in the page's language (`t`):
   * React Router's `meta`, not a hook in the route module (decision 0061). Written here, its texts
   * through `t` (their Spanish in the page's area of the catalog; a head of `t` alone gets its share
   * card, server/share-card-texts.ts); a head that other code reads too (the home page's title, the
   * homes' list's) or that computes from the page's data is a function in routes/page-heads.ts.
   */
  head(t: Translate, data: D, match: RouteMatch): PageHead;
  /**
   * What a plain form posted to the page's address does (decision 0053): writes through the API's
   * write side (`PageWrites`, in-process, checked against the contract) and answers a redirect
   * (303) or the page again, loaded as for a GET, with a 4xx status and what the form shows
   * (`useActionAnswer`). The server refuses another site's post and a body that is not a form's first.
   */
  action?: (match: ActionMatch, form: FormFields, writes: PageWrites) => Promise<PageAction<A>>;
  /** The page's URLs in the sitemap (none for pages that are not content). */
  sitemap?: (input: SitemapInput) => SitemapUrl[];
  /** One visitor's page (a signed link's): rendered for each request, never kept by the page cache or a browser's (`no-store`). */
  private?: true;
}

const SSR = import.meta.env.SSR;

/** A page's loader. */
type PageLoader = (match: RouteMatch, reads: PageReads) => Promise<PageLoad>;

/** What a loader gives its page (nothing for a route without one). */
export type LoadedData<L> = L extends (...args: never[]) => Promise<PageLoad<infer D>> ? D : Record<never, never>;

/** A route's server part as an entry writes it: its head takes what its loader returns (every return of it). */
type ServerSideOf<L extends PageLoader, A extends object> = Omit<ServerSide<LoadedData<L>, A>, 'load'> & { load?: L };

/** A route's server part, its head typed by what its loader returns. */
const serverSide = <L extends PageLoader = () => Promise<PageLoad<Record<never, never>>>, A extends object = never>(side: ServerSideOf<L, A>): ServerSideOf<L, A> => side;

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
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t) => pageHeads.home(t),
      }),
    }),
  } satisfies PageRoute,
  about: {
    path: 'about',
    module: 'AboutRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        sitemap: staticUrl('/about', 'about'),
        head: (t) => ({
          title: t('About Us'),
          description: t('A boutique Orange County and Los Angeles real estate agency since {founded}: our mission, our values, why clients choose us and our story.', { founded: MARKETING_FIGURES.founded }),
        }),
      }),
    }),
  } satisfies PageRoute,
  contact: {
    path: 'contact',
    module: 'ContactRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        sitemap: staticUrl('/contact', 'contact'),
        head: (t) => ({
          title: t('Contact Us'),
          description: t('Call, email or send a message to our Orange County and Los Angeles real estate agents. We reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS }),
        }),
      }),
    }),
  } satisfies PageRoute,
  sell: {
    path: 'sell',
    module: 'SellRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        // The cities the agency serves (its neighborhoods'): the form's choices.
        load: async ({ locale }, reads) => {
          const neighborhoods = await reads.getNeighborhoods({ query: inLanguage(locale) });
          return { data: { neighborhoods: stateOf(neighborhoods) }, status: statusOfMain(neighborhoods) };
        },
        // Both steps post to the page (issue 47): step 2 comes back from the server, as does every message.
        action: sellAction,
        sitemap: staticUrl('/sell', 'neighborhoods'),
        head: (t) => ({
          title: t('What’s My Home Worth? Free Home Valuation'),
          description: t("Tell us about your Orange County or Los Angeles home in two steps: see the homes like it at once, and get a local agent's market analysis within {hours} hours.", { hours: RESPONSE_PROMISE_HOURS }),
        }),
      }),
    }),
  } satisfies PageRoute,
  sellThanks: {
    path: 'sell/thanks',
    module: 'SellThanksRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        // One seller's answer: not a page for search engines.
        head: (t) => ({ title: t('Thank you: your home analysis is on its way'), noindex: true }),
      }),
    }),
  } satisfies PageRoute,
  neighborhoods: {
    path: 'neighborhoods',
    template: 'NeighborhoodsPage',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ locale }, reads) => ({ data: { neighborhoods: stateOf(await reads.getNeighborhoods({ query: inLanguage(locale) })) } }),
        sitemap: ({ neighborhoods }) => [{ path: '/neighborhoods', modules: ['neighborhoods'], date: latestMarketFigures(neighborhoods) }],
        head: (t) => ({
          title: t('Neighborhood Guides'),
          description: t('Neighborhood guides to Orange County and Los Angeles: average home prices, housing, lifestyle, schools and getting around, area by area.'),
        }),
      }),
    }),
  } satisfies PageRoute & Renders<typeof NeighborhoodsPage>,
  neighborhood: {
    path: 'neighborhoods/:idOrSlug',
    module: 'NeighborhoodRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t, { neighborhood }) => pageHeads.neighborhood(t, neighborhood),
      }),
    }),
  } satisfies PageRoute,
  team: {
    path: 'team',
    module: 'TeamRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ locale }, reads) => ({ data: { agents: stateOf(await reads.getAgents({ query: inLanguage(locale) })) } }),
        sitemap: staticUrl('/team', 'agents'),
        head: (t) => ({
          title: t('Our Team'),
          description: t('Meet the {professionals} agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.', { professionals: MARKETING_FIGURES.professionals }),
        }),
      }),
    }),
  } satisfies PageRoute,
  agent: {
    path: 'team/:slug',
    module: 'AgentRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t, { agent }) => pageHeads.agent(t, agent),
      }),
    }),
  } satisfies PageRoute,
  /** The homes for sale, city by city: how many, their median asking price and price per square foot. */
  homePrices: {
    path: 'home-prices',
    template: 'HomePricesPage',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async (_match, reads) => {
          const homePrices = await reads.getHomePrices({});
          return { data: { homePrices: stateOf(homePrices) }, status: statusOfMain(homePrices) };
        },
        head: (t) => ({
          title: t('Home Prices by City'),
          description: t('Median asking prices and price per square foot of the homes for sale in each Orange County and Los Angeles city we serve, with how many are on the market.'),
        }),
        sitemap: staticUrl('/home-prices', 'properties', 'neighborhoods'),
      }),
    }),
  } satisfies PageRoute & Renders<typeof HomePricesPage>,
  openHouses: {
    path: 'open-houses',
    module: 'OpenHousesRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t) => ({
          title: t('Open Houses This Weekend'),
          description: t('Open houses across Orange County and Los Angeles: this weekend’s first, then the next 14 days, with the hours in Pacific time and a link to add each to your calendar.'),
        }),
      }),
    }),
  } satisfies PageRoute,
  hotListings: {
    path: 'hot-listings',
    module: 'HotListingsRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async (_match, reads) => ({ data: { hotListings: stateOf(await reads.getHotListings({})) } }),
        // The provider's live feed: its changes are not known here, so no lastmod.
        sitemap: staticUrl('/hot-listings'),
        head: (t) => ({
          title: t('Hot Listings'),
          description: t('The most-watched homes for sale across Orange County and Los Angeles right now, ranked by buyer interest, from our listing provider.'),
        }),
      }),
    }),
  } satisfies PageRoute,
  cities: {
    path: 'cities',
    template: 'CitiesPage',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ locale }, reads) => ({ data: { cities: stateOf(await reads.getCities({ query: inLanguage(locale) })) } }),
        sitemap: ({ citiesBundled }) => [{ path: '/cities', modules: citiesBundled ? ['cities'] : [] }],
        head: (t) => ({
          title: t('Orange County Cities'),
          description: t('City guides to Orange County: median home prices, population, schools, attractions and lifestyle, city by city.'),
        }),
      }),
    }),
  } satisfies PageRoute & Renders<typeof CitiesPage>,
  city: {
    path: 'cities/:slug',
    module: 'CityRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ params, locale }, reads) => {
          const city = await reads.getCity({ params: { slug: params.slug ?? '' }, query: inLanguage(locale) });
          // One message whatever went wrong (spec section 7); the status tells 404 from 503.
          return { data: { city: stateOf(city, errorMessages.cityFetch) }, status: statusOfMain(city) };
        },
        // Another city-guide service's dates are not known: its pages get no lastmod.
        sitemap: ({ cities, citiesBundled }) =>
          (cities ?? []).map((city) => ({ path: `/cities/${encodeURIComponent(city.slug)}`, modules: citiesBundled ? ['cities'] : [] })),
        head: (t, { city }) => pageHeads.city(t, city),
      }),
    }),
  } satisfies PageRoute,
  properties: {
    path: 'properties',
    module: 'PropertiesRoute',
    // A neighborhood's homes are a page of their own; other filters are views of the list.
    canonicalSearch: ['neighborhood'],
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        // The area's name from its data, never from the slug in the address.
        head: (t, data) => {
          const area = propertiesArea(data);
          return pageHeads.properties(t, area?.name.status === 'loaded' ? { kind: area.kind, name: area.name.data } : undefined);
        },
      }),
    }),
  } satisfies PageRoute,
  property: {
    path: 'properties/:id',
    module: 'PropertyRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t, { property }) => pageHeads.property(t, property),
      }),
    }),
  } satisfies PageRoute,
  /** A home's tour request (issue 48): the form alone, which the home's page also has; `sent=1` once stored. */
  tourRequest: {
    path: 'properties/:id/tour',
    module: 'TourRequestRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t, { property }) => pageHeads.tourRequest(t, property.status === 'loaded' ? property.data : undefined),
      }),
    }),
  } satisfies PageRoute,
  testimonials: {
    path: 'testimonials',
    template: 'TestimonialsPage',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async (_match, reads) => ({ data: { testimonials: stateOf(await reads.getTestimonials({})) } }),
        sitemap: staticUrl('/testimonials', 'testimonials'),
        head: (t) => ({
          title: t('Client Testimonials'),
          description: t('What buyers and sellers across Orange County and Los Angeles say about working with our agents.'),
        }),
      }),
    }),
  } satisfies PageRoute & Renders<typeof TestimonialsPage>,
  resources: {
    path: 'resources',
    module: 'ResourcesRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        sitemap: staticUrl('/resources', 'guides'),
        head: (t) => ({
          title: t('Buyer Resources'),
          description: t('Free guides for home buyers in Orange County and Los Angeles: first-time buyers, the buying process, mortgages, home value and neighborhoods.'),
        }),
      }),
    }),
  } satisfies PageRoute,
  guide: {
    path: 'resources/:guide',
    module: 'GuideRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        // The guide in the page's language with its related guides; an unknown guide renders the not-found page (GuideRoute), answered 404.
        load: async ({ params, locale }) => {
          const { findGuideEntry, loadGuide, loadResources, relatedResources } = await import('@pcr/content/editorial/guide-catalog');
          const entry = findGuideEntry(params.guide ?? '');
          if (!entry) return { data: { guide: undefined, related: [] }, status: 404 };
          const guide = await loadGuide(entry, locale);
          return { data: { guide, related: relatedResources(guide, locale === 'es' ? await loadResources(locale) : undefined) } };
        },
        // A guide is dated by its own dateModified, the date its Article structured data gives.
        sitemap: ({ guides }) => guides.map((g) => ({ path: `/resources/${g.slug}`, modules: [], date: g.dateModified })),
        head: (t, { guide }) => (guide ? pageHeads.document(t, guide) : pageHeads.notFound(t)),
      }),
    }),
  } satisfies PageRoute,
  privacyPolicy: {
    path: 'privacy-policy',
    module: 'PrivacyPolicyRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ locale }) => ({ data: { document: await legalDocuments.privacyPolicy[locale]() } }),
        sitemap: staticUrl('/privacy-policy', 'legal'),
        head: (t, { document }) => pageHeads.document(t, document),
      }),
    }),
  } satisfies PageRoute,
  termsOfService: {
    path: 'terms-of-service',
    module: 'TermsOfServiceRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async ({ locale }) => ({ data: { document: await legalDocuments.termsOfService[locale]() } }),
        sitemap: staticUrl('/terms-of-service', 'legal'),
        head: (t, { document }) => pageHeads.document(t, document),
      }),
    }),
  } satisfies PageRoute,
  /** The page a new subscription's e-mail links to (double opt-in, decision 0037): one visitor's, never kept or indexed. */
  subscriptionConfirmation: {
    path: 'subscribe/confirm',
    module: 'SubscriptionConfirmationRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t, { confirmation }) => pageHeads.subscriptionConfirmation(t, confirmation.status === 200 && confirmation.body.kind === 'alert'),
      }),
    }),
  } satisfies PageRoute,
  /** The page every alert e-mail links to (decision 0038): an address's alerts and their changes; one visitor's, never kept or indexed. */
  alertsManage: {
    path: 'alerts/manage',
    module: 'AlertsManageRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        head: (t) => ({ title: t('Manage your alerts'), noindex: true }),
      }),
    }),
  } satisfies PageRoute,
  /** The page of an e-mail's unsubscribe link (decisions 0016, 0038): its button stops an alert, or every e-mail to the address. */
  unsubscribe: {
    path: 'unsubscribe',
    module: 'UnsubscribeRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
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
        // A lead that is gone (a stopped alert is deleted) has no scope: the address says what the form stopped.
        head: (t, { link }, { searchParams }) => pageHeads.unsubscribe(t, (link.status === 200 ? link.body.scope : searchParams.get('stopped')) === 'alert'),
      }),
    }),
  } satisfies PageRoute,
  /** The page a tour's signed links open (issue 48): where the tour stands, and the link's one button. */
  tour: {
    path: 'tours/:id',
    module: 'TourRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        // `done`: the button was pressed, and the page says so.
        search: ['side', 'action', 'until', 'sig', 'done'],
        private: true,
        load: async ({ params, searchParams }, reads) => {
          const tour = await reads.getTour({ params: { id: params.id ?? '' }, query: tourLinkOf(searchParams) as Parameters<PageReads['getTour']>[0]['query'] });
          // A link not ours names nothing (404); an expired one was ours (410).
          return { data: { tour, now: new Date().toISOString() }, status: tour.status === 403 ? 404 : statusOfMain(tour) };
        },
        action: tourAction,
        /** The page a tour's signed links open. */
        head: (t) => ({ title: t('Your tour request'), noindex: true }),
      }),
    }),
  } satisfies PageRoute,
  /**
   * The page of a request the site refused (issue 45): the server renders it, with the refusal's
   * status, as the answer to a form from another site or a body it cannot read; one visitor's, never kept.
   */
  requestRefused: {
    path: 'request-refused',
    module: 'RequestRefusedRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        search: ['reason'],
        private: true,
        load: async ({ searchParams }) => ({ data: {}, status: REQUEST_REFUSALS[requestRefusalOf(searchParams.get('reason'))] }),
        head: (t, _data, { searchParams }) => pageHeads.requestRefused(t, requestRefusalOf(searchParams.get('reason'))),
      }),
    }),
  } satisfies PageRoute,
  notFound: {
    path: '*',
    module: 'NotFoundRoute',
    inSpanish: true,
    ...(SSR && {
      server: serverSide({
        load: async () => ({ data: {}, status: 404 }),
        head: (t) => pageHeads.notFound(t),
      }),
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
