/**
 * A page request, from URL to HTML, in the order it happens (decision 0030):
 * 1. `resolve`: the route table's entry for the path (React Router's own matching, as in the
 *    browser), its parameters, and of the query only what the route reads: the page's cache key.
 * 2. `render`: the entry's loader (its reads of the API's read side, in-process and checked against
 *    the contract; decision 0050), its status from what they answered, one render of the page's
 *    route module with what the loader returned, its islands each on its own, and the document around it.
 * The server (apps/api/src/site/) caches, compresses and sends what comes out.
 */
import { LRUCache } from 'lru-cache';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import { decodesWith, LOCALE_TAGS, pathInLocale, splitLocale, splitTarget, type Locale, type PageReads, type PageRenderer, type PageWrites, type ReadRoute, type RenderedPage, type RenderOptions, type ResolvedPage, type ShareImages } from '@pcr/contracts';
import {
  IslandCollectorContext,
  islandPlaceholder,
  isNavItemActive,
  jsonForScriptElement,
  mainNavigation,
  PageImageContext,
  SiteOriginProvider,
  StructuredDataCollector,
  type PageImageOf,
  type RenderedIsland,
} from '@pcr/ui';
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';
import { translatorOf, type Translate } from '@pcr/ui/i18n/translate.js';
import { App, appRoutes } from '../app/App.js';
import { headElements, headHtml, mainImagePreload, markedHeadHtml, type PageHead, type ShareImage } from '../app/page-head.js';
import { RenderedRouteModules } from '../app/route-modules.js';
import { languageListing } from '../app/language-alternates.js';
import { PageAddressContext } from '../app/page-address.js';
import { ActionAnswerContext, PageDataContext } from '../app/page-data.js';
import { canonicalPath } from '../app/canonical-path.js';
import { islandPageElement, type IslandPage } from '../islands/island-page.js';
import { IslandFrame } from '../islands/IslandFrame.js';
import { islandRegistry } from '../islands/registry.js';
import { pageHeads } from '../routes/page-heads.js';
import { localizedRouteTree, routeOfTreeId, type PageStatus } from '../routes/route-table.js';
import { siteIdentity } from '../site-identity.js';
import { inlineStylesheet } from './inline-stylesheet.js';
import { assetsOf, type PageAssets } from './page-assets.js';
import { fillTemplate, type PageTemplate } from './page-template.js';

export interface PageRendererOptions {
  template: PageTemplate;
  assets: PageAssets;
  /** The build's PNG share images (none before they are built: pages then name their SVG, if any). */
  shareImages?: ShareImages | undefined;
  /** The site's public origin ("https://www.example.com"), for canonical and share URLs. */
  siteUrl: string;
  /**
   * 'streaming' renders every page with the streaming renderer, even when its code has loaded (the
   * default, 'one-pass when ready', writes those in one synchronous pass): to compare the two.
   */
  renderWith?: 'one-pass when ready' | 'streaming';
}

/** Room for every image preload React would otherwise write into the markup. */
const MAX_PRELOAD_HEADER_LENGTH = 1 << 20;

/**
 * The stand-in for the page's address in a not-found page's kept markup (the language switch's link),
 * replaced with each URL's own as React would have written it in an attribute.
 */
const PAGE_ADDRESS_STAND_IN = '/__pcr-page-address__';
const addressInMarkup = (address: string) => encodeURIComponent(address).replaceAll("'", '&#x27;');

/** A page that answers 503 asks to be tried again after this long. */
const RETRY_AFTER_SECONDS = 60;

/** The route table as React Router matches it: the same tree as the browser's App, ids kept. */
const matchableRoutes: RouteObject[] = [{ children: localizedRouteTree(() => ({})) }];

/** The languages other than English: each one catalog of every text (decision 0051), for pages and islands alike. */
const catalogs = { es: spanishTexts };
/** Each language's `t`, for the page's head (its texts are in the same catalogs). */
const translators = { en: translatorOf(), es: translatorOf(spanishTexts) } satisfies Record<Locale, Translate>;

/** The route table's entry, language and parameters a path names (the not-found entry of its language when none). */
function matchPath(pathname: string) {
  const match = matchRoutes(matchableRoutes, pathname)?.at(-1);
  const found = match?.route.id ? routeOfTreeId(match.route.id) : undefined;
  if (found) return { ...found, params: match?.params ?? {} };
  return { ...routeOfTreeId(`${splitLocale(pathname).locale}:notFound`)!, params: {} };
}

/** Of `routes`, only the branch that leads to the route of this tree id ("es:neighborhood"). */
function branchTo(routes: RouteObject[], treeId: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.id === treeId) return [route];
    const children = route.children ? branchTo(route.children, treeId) : [];
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

const branches = new Map<string, RouteObject[]>();

/**
 * The routes a render gives the router: the layout and the one page it renders, the same match as
 * the whole table's. React Router flattens and ranks the routes it is given on every render.
 */
function routesLeadingTo(treeId: string): RouteObject[] {
  let branch = branches.get(treeId);
  if (!branch) branches.set(treeId, (branch = branchTo(appRoutes, treeId)));
  return branch;
}

/**
 * How many matched paths are kept: a request's resolve and render match the same path; unknown paths
 * are endless, and up to 8 kB long (the server answers 414 past that), hence a bound in bytes too.
 */
const MATCHED_PATHS_KEPT = 512;
const MATCHED_PATH_BYTES = 1024 * 1024;
const matchedPaths = new LRUCache<string, Readonly<ReturnType<typeof matchPath>>>({
  max: MATCHED_PATHS_KEPT,
  maxSize: MATCHED_PATH_BYTES,
  // The path twice (the key, and the match's parameters hold parts of it) and the match's objects.
  sizeCalculation: (_match, pathname) => pathname.length * 4 + 256,
});

/** matchPath, kept for the latest paths (React Router flattens and ranks the whole table on every match). */
function matchPage(pathname: string): Readonly<ReturnType<typeof matchPath>> {
  let matched = matchedPaths.get(pathname);
  if (!matched) matchedPaths.set(pathname, (matched = matchPath(pathname)));
  return matched;
}

interface RenderedMarkup {
  body: string;
  /** The modules the page rendered (their styles go with it). */
  modules: string[];
  /** The islands the page holds, each put in its place (`islandPlaceholder`) by `putIslands`. */
  islands: Omit<RenderedIsland, 'element'>[];
  /** The page's structured data, each item's JSON, sorted: the server writes it into the head (decision 0042). */
  structuredData: string[];
  /** React's passes over the page: 2 when a one-pass render stopped (code not loaded, a failure) and the streaming one followed. */
  passes: 1 | 2;
  /** Written by the one synchronous pass. */
  onePass: boolean;
}

/**
 * A page's markup in one synchronous pass, when every part of it has its code: renderToString writes
 * text, where the streaming renderer encodes bytes that are decoded again (a large share of a fresh
 * render, docs/performance.md). Undefined when a part suspended (its code not loaded yet) or failed:
 * React then leaves that boundary to the browser (`<!--$!-->`), and the streaming render, which
 * waits for code and reports failures, renders the page instead.
 */
function renderedAtOnce(page: ReactElement): string | undefined {
  try {
    const html = renderToString(page);
    if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) return undefined;
    // React puts its preloads of the eager images first; the streaming render gives them to
    // onHeaders (and drops them), so the markup, and what the browser hydrates, is the same.
    let start = 0;
    while (html.startsWith('<link rel="preload"', start)) start = html.indexOf('/>', start) + 2;
    return html.slice(start);
  } catch {
    return undefined; // suspended outside any boundary
  }
}

/** A page's markup from the streaming renderer, which waits for code still loading; failures go to `errors`. */
async function streamedMarkup(page: ReactElement, errors: unknown[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, {
    // Every finished Suspense boundary inline (React otherwise moves big ones behind a swap
    // script), so the markup reads whole without JavaScript, as a crawler may read it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
    // React preloads the shell's eager images; given a header sink it names them there instead of
    // in the markup. The route's head already preloads the one that matters (its main image).
    onHeaders: () => undefined,
    maxHeadersLength: MAX_PRELOAD_HEADER_LENGTH,
  });
  return readAll(prelude);
}

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  // One decoder across chunks: a character may be split between two of them.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * A request target's path (undecodable segments put as "%25") and query parameters (splitTarget:
 * never read as a URL, where "//x" is a host).
 */
function pathAndParams(target: string): { pathname: string; searchParams: URLSearchParams } {
  const { path, query } = splitTarget(target);
  return { pathname: decodablePath(path), searchParams: new URLSearchParams(query) };
}

/**
 * The path with each segment that does not decode put as "%25" (a lone "%", which no slug is): it
 * still names its section, whose not-found page answers, and React Router does not warn of it.
 */
function decodablePath(pathname: string): string {
  if (decodesWith(decodeURI, pathname)) return pathname;
  return pathname
    .split('/')
    .map((segment) => (decodesWith(decodeURIComponent, segment) ? segment : '%25'))
    .join('/');
}

/**
 * A page's path as its route and parameters write it ("/es/neighborhoods/irvine"): each parameter
 * encoded as the site's links encode it, no trailing slash, the route's own case. The one address
 * its canonical link, Open Graph URL and hreflang name (issue 45).
 */
function canonicalPathOf(routePath: string, params: Readonly<Record<string, string | undefined>>, locale: Locale): string {
  const path = `/${routePath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
  return pathInLocale(path, locale);
}

/** Which main-navigation link a path makes current (-1: none): all a not-found page's markup depends on. */
const currentNavIndex = (pathname: string) => mainNavigation.findIndex((item) => isNavItemActive(item.href, pathname));

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { template, assets, siteUrl } = options;
  const onePass = options.renderWith !== 'streaming';
  /**
   * The route trees rendered to the end once: their code has loaded, so a one-pass render will not
   * suspend (a tree's first render streams, rather than try a pass that would stop at its lazy code).
   */
  const loadedTrees = new Set<string>();
  /** The markup of not-found pages, by route and current nav link: any number of unknown URLs, a few renders. */
  const notFoundMarkup = new Map<string, RenderedMarkup>();

  function resolve(url: string): ResolvedPage {
    const parsed = pathAndParams(url);
    const { route: entry, locale, params: matched } = matchPage(parsed.pathname);
    // A path that does not decode is no page's spelling: its section's not-found page answers it as it is.
    const canonical = entry.id === 'notFound' || parsed.pathname !== splitTarget(url).path ? undefined : canonicalPathOf(entry.path, matched, locale);
    if (canonical !== undefined && canonical !== parsed.pathname) {
      return { routeId: entry.id, cacheKey: '', location: canonical, redirect: `${canonical}${splitTarget(url).query}` };
    }
    const kept = new URLSearchParams();
    for (const name of entry.server?.search ?? []) {
      const value = parsed.searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
    const query = kept.toString();
    const params = entry.id === 'notFound' ? { nav: currentNavIndex(parsed.pathname) } : matched;
    return {
      routeId: entry.id,
      cacheKey: `${locale}:${entry.id} ${JSON.stringify(params)}${query ? `?${query}` : ''}`,
      location: `${parsed.pathname}${query ? `?${query}` : ''}`,
      ...(entry.server?.private ? { private: true as const } : {}),
      ...(entry.server?.action ? { action: true as const } : {}),
    };
  }

  /** The share image a page's head gets in `render` below, for structured data naming it too (a guide's Article). */
  const pageImageOf =
    (locale: Locale): PageImageOf =>
    (head) =>
      shareImageOf(head, options.shareImages, siteIdentity.brand, translators[locale]);

  async function renderMarkup(location: string, treeId: string, data: object, address: string | null, actionAnswer?: object): Promise<RenderedMarkup> {
    const modules = new Set<string>();
    // A set: the one-pass render may have collected an item before it stopped and the streaming one ran.
    // Sorted when read: the two renders reach a page's parts in different orders, and the head must not differ.
    const structuredData = new Set<string>();
    const errors: unknown[] = [];
    // By id: a one-pass render that stopped may have met some before the streaming one ran.
    const islands = new Map<string, Omit<RenderedIsland, 'element'>>();
    const collectIsland = ({ name, props }: Omit<RenderedIsland, 'id'>) => {
      const id = `i${islands.size}-`;
      islands.set(id, { id, name, props });
      return id;
    };
    const page = (
      <PageDataContext value={data}>
        <ActionAnswerContext value={actionAnswer}>
          <SiteOriginProvider origin={siteUrl}>
            <RenderedRouteModules.Provider value={modules}>
                <StructuredDataCollector value={(json) => structuredData.add(json)}>
                  <PageImageContext value={pageImageOf(splitLocale(location).locale)}>
                  <IslandCollectorContext value={collectIsland}>
                    <StaticRouter location={location}>
                      <PageAddressContext value={address}>
                        <App catalogs={catalogs} routes={routesLeadingTo(treeId)} />
                      </PageAddressContext>
                    </StaticRouter>
                  </IslandCollectorContext>
                  </PageImageContext>
                </StructuredDataCollector>
            </RenderedRouteModules.Provider>
          </SiteOriginProvider>
        </ActionAnswerContext>
      </PageDataContext>
    );
    const tried = onePass && loadedTrees.has(treeId);
    const atOnce = tried ? renderedAtOnce(page) : undefined;
    if (tried && atOnce === undefined) islands.clear();
    const body = atOnce ?? (await streamedMarkup(page, errors));
    // React would leave a failing part to the browser; a server render must not hide that it failed.
    if (errors.length > 0) throw new Error(`Rendering ${location} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
    loadedTrees.add(treeId);
    const placed = [...islands.values()].filter((island) => body.includes(islandPlaceholder(island.id)));
    return { body, modules: [...modules], islands: placed, structuredData: [...structuredData].sort(), passes: tried && atOnce === undefined ? 2 : 1, onePass: atOnce !== undefined };
  }

  /**
   * Renders a resolved page. `reads` is the API's read side (the server's own endpoints, in-process,
   * checked against the contract), with the page request's id for their log lines.
   */
  /** The page's route, matched again (a resolved page names it). */
  function matchResolved(page: ResolvedPage) {
    const url = pathAndParams(page.location);
    const matched = matchPage(url.pathname);
    if (matched.route.id !== page.routeId) throw new Error(`${page.location} is not a page of route ${page.routeId}`);
    return { ...matched, url, routeMatch: { params: matched.params, searchParams: url.searchParams, locale: matched.locale } };
  }

  /**
   * A plain form posted to a page: its route's action writes, then answers where to go (303), or
   * the page again, loaded as for a GET, with the action's status and what its form shows.
   */
  async function act(page: ResolvedPage, form: Readonly<Record<string, unknown>>, { reads, writes }: { reads: PageReads; writes: PageWrites }) {
    const { route: entry, routeMatch } = matchResolved(page);
    const action = entry.server?.action;
    if (!action) throw new Error(`${page.location}: route ${page.routeId} has no action`);
    const outcome = await action({ ...routeMatch, location: page.location }, form as Parameters<typeof action>[1], writes);
    return 'redirect' in outcome ? outcome : render(page, reads, {}, outcome);
  }

  async function render(page: ResolvedPage, reads: PageReads, { scripts = true }: RenderOptions = {}, answered?: { status: PageStatus; answer: object }): Promise<RenderedPage> {
    const { route: entry, locale, url, routeMatch } = matchResolved(page);
    const failed: string[] = [];
    const loaded = (await entry.server?.load?.(routeMatch, noteFailures(reads, failed))) ?? { data: {} };
    const status = answered?.status ?? loaded.status ?? 200;

    // A not-found page looks the same for every unknown URL of a route: rendered once, kept.
    const notFoundKey = !answered && status === 404 ? `${locale}:${entry.id} ${currentNavIndex(url.pathname)}` : undefined;
    const kept = notFoundKey ? notFoundMarkup.get(notFoundKey) : undefined;
    const markup = kept ?? (await renderMarkup(page.location, `${locale}:${entry.id}`, loaded.data, notFoundKey ? PAGE_ADDRESS_STAND_IN : null, answered?.answer));
    if (notFoundKey && !kept) notFoundMarkup.set(notFoundKey, markup);
    // A not-found page's islands (its header) name the page's own address.
    const islands = notFoundKey ? markup.islands.map((island) => ({ ...island, props: withAddress(island.props, page.location) })) : markup.islands;
    const rendered = await renderIslands(islands, { locale, siteUrl, location: page.location });

    // A page that is not the one asked for (not found, provider down) is not to be indexed, nor a
    // Spanish page whose text is not translated yet (it is there for visitors who chose Spanish).
    // The route's head of what its loader read (decision 0061), under the page's one address.
    if (!entry.server) throw new Error(`Route ${entry.id} has no server part: no head to write`);
    const named = entry.server.head(translators[locale], loaded.data, routeMatch);
    const published = canonicalPath(entry, url.pathname, url.searchParams.toString());
    const listing = languageListing(locale, entry.inSpanish === true, siteUrl, published);
    const head: PageHead = status === 200 && listing.indexed ? named : { ...named, noindex: true };
    const pageUrl = new URL(`${siteUrl}${published}`).href;
    const pageAssets = assetsOf(assets, [LAYOUT_MODULE, ...markup.modules]);
    const islandPage: IslandPage = { entry: assets.shell.entry, preload: [...assets.shell.preload, ...catalogChunks(assets, locale)], islands: islandChunks(assets, islands), siteUrl };
    const share = shareImageOf(head, options.shareImages, siteIdentity.brand, translators[locale]);
    const html = fillTemplate(template, {
      lang: LOCALE_TAGS[locale],
      preload: headHtml([mainImagePreload(head)]),
      head:
        pageAssets.styles.map((file) => inlineStylesheet(file, stylesheetText(assets, file))).join('') +
        markedHeadHtml(headElements(head, { pageUrl, siteUrl, brand: siteIdentity.brand, share, languageTag: LOCALE_TAGS[locale], alternates: listing.alternates }), [...new Set([...markup.structuredData, ...rendered.structuredData])].sort()),
      root: putIslands(notFoundKey ? markup.body.replaceAll(addressInMarkup(PAGE_ADDRESS_STAND_IN), addressInMarkup(page.location)) : markup.body, rendered.markup),
      data: '',
      modules: !scripts || islands.length === 0 ? '' : islandPageElement(jsonForScriptElement(islandPage)),
    });
    return {
      status,
      ...(status === 503 ? { retryAfterSeconds: RETRY_AFTER_SECONDS } : {}),
      html,
      reactRenders: kept ? 0 : markup.passes,
      onePass: !kept && markup.onePass,
      complete: status === 200 && failed.length === 0,
      failed,
    };
  }

  return { resolve, render: (page, reads, options) => render(page, reads, options), act };
}

/** `reads` that note in `failed` each read that did not answer 2xx ("getCity 502"): such a page is not kept. */
function noteFailures(reads: PageReads, failed: string[]): PageReads {
  const noting = {} as Record<ReadRoute, (input: never) => Promise<{ status: number }>>;
  for (const [name, read] of Object.entries(reads) as [ReadRoute, (input: never) => Promise<{ status: number }>][]) {
    noting[name] = async (input) => {
      const answer = await read(input);
      if (answer.status >= 300) failed.push(`${name} ${answer.status}`);
      return answer;
    };
  }
  return noting as unknown as PageReads;
}

/**
 * The page's link-preview picture (issue 32): its own picture as the build rasterized it, an MLS photo
 * as the MLS serves it, or the branded card of its title (else the home page's).
 */
function shareImageOf(head: PageHead, images: ShareImages | undefined, brand: string, t: Translate): ShareImage | undefined {
  if (!images) return undefined;
  const sized = { width: images.width, height: images.height, type: images.type };
  const picture = head.image ? images.pictures[head.image] : undefined;
  if (picture) return { url: picture, ...sized, alt: head.imageAlt ?? head.title };
  if (head.image && /^https?:/.test(head.image) && !/\.svg(?:$|\?)/i.test(head.image)) return { url: head.image, alt: head.imageAlt ?? head.title };
  const card = images.cards[head.title];
  return { url: card ?? images.fallback, ...sized, alt: `${brand}: ${card ? head.title : pageHeads.home(t).title}` };
}

function stylesheetText(assets: PageAssets, file: string): string {
  const css = assets.stylesheets[file];
  if (css === undefined) throw new Error(`The build's page assets have no stylesheet ${file}: rebuild the web app`);
  return css;
}


/** The layout's module (header, footer): its styles are every page's, beside the shell's. */
const LAYOUT_MODULE = 'src/app/AppLayout.tsx';

/** The chunks of the language's one catalog (decision 0051), which a Spanish page's first island loads beside its code. */
function catalogChunks(assets: PageAssets, locale: Locale): string[] {
  if (locale === 'en') return [];
  const scripts = assets.islands[`catalog-${locale}`];
  if (!scripts) throw new Error(`The build's page assets have no chunk catalog-${locale}: rebuild the web app`);
  return scripts.map((file) => `/${file}`);
}

/** Each island's own chunks, by name, for the islands of a page: fetched with the entry as one wakes. */
function islandChunks(assets: PageAssets, islands: readonly Omit<RenderedIsland, 'element'>[]): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const { name } of islands) {
    const chunk = islandRegistry[name]?.chunk;
    const scripts = chunk === undefined ? undefined : assets.islands[chunk];
    if (!scripts) throw new Error(`The build's page assets have no chunk for island ${name} (${chunk}): rebuild the web app, or fix its registry entry`);
    chunks[name] = scripts.map((file) => `/${file}`);
  }
  return chunks;
}

/** `props` with every string that is the not-found page's address stand-in replaced by `address`. */
function withAddress(props: object, address: string): object {
  return JSON.parse(JSON.stringify(props), (_key, value: unknown) => (value === PAGE_ADDRESS_STAND_IN ? address : value)) as object;
}

/** Each island's markup and props by id, and the structured data they render (the city's FAQ). */
interface RenderedIslands {
  markup: Map<string, { html: string; props: object }>;
  structuredData: string[];
}

/**
 * Renders each island on its own, as the browser hydrates it (src/main.tsx): the same component
 * from the registry, the same frame, its `useId`s under its own prefix.
 */
async function renderIslands(islands: readonly Omit<RenderedIsland, 'element'>[], page: { locale: Locale; siteUrl: string; location: string }): Promise<RenderedIslands> {
  const markup = new Map<string, { html: string; props: object }>();
  const structuredData = new Set<string>();
  for (const island of islands) {
    const entry = islandRegistry[island.name];
    if (!entry) throw new Error(`No island ${island.name} in the registry (apps/web/src/islands/registry.ts)`);
    const Part = await entry.load();
    const html = renderToString(
      <StructuredDataCollector value={(json) => structuredData.add(json)}>
        <IslandFrame locale={page.locale} catalog={catalogs[page.locale as 'es']} siteUrl={page.siteUrl} location={page.location}>
          <Part {...island.props} />
        </IslandFrame>
      </StructuredDataCollector>,
      { identifierPrefix: island.id },
    );
    markup.set(island.id, { html, props: island.props });
  }
  return { markup, structuredData: [...structuredData] };
}

/** Text for an attribute value in double quotes. */
const inAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The page's markup with each island's in its place, and its props on its element for the browser to hydrate it with. */
function putIslands(body: string, islands: ReadonlyMap<string, { html: string; props: object }>): string {
  let html = body;
  for (const [id, { html: markup, props }] of islands) {
    html = html.replace(`data-island-id="${id}"`, () => `data-island-id="${id}" data-props="${inAttribute(JSON.stringify(props))}"`).replace(islandPlaceholder(id), () => markup);
  }
  return html;
}
