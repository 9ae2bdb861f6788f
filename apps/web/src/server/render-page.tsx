/**
 * A page request, from URL to HTML, one file per step (decisions 0030, 0050, 0061); the server
 * (apps/api/src/site/site-pages.ts) caches, compresses and sends what comes out:
 * 1. `resolve` (page-match.ts): the route table's entry for the path (React Router's own matching,
 *    as in the browser), its parameters, and of the query only what the route reads: the page's
 *    cache key, or a redirect to its one spelling.
 * 2. `render`: the entry's loader (routes/route-table.ts: its reads of the API's read side,
 *    in-process and checked against the contract) and the page's status from what they answered;
 * 3. its markup (page-markup.tsx): one render of the route module with what the loader returned;
 * 4. its islands (page-islands.tsx), each rendered on its own and put in its place;
 * 5. its document (page-document.ts): styles, the route's head of what its loader read, the islands' script.
 * A form posted to a page (`act`) runs the route's action first, then answers a redirect or renders the page.
 */
import { jsonForScriptElement, type PageImageOf } from '@pcr/ui';
import { splitTarget, type Locale, type PageReads, type PageRenderer, type PageWrites, type ReadRoute, type RenderedPage, type RenderOptions, type ResolvedPage, type ShareImages } from '@pcr/contracts';
import { canonicalPath } from '../app/canonical-path.js';
import { languageListing } from '../app/language-alternates.js';
import type { PageHead } from '../app/page-head.js';
import { islandPageElement, type IslandPage } from '../islands/island-page.js';
import type { PageStatus } from '../routes/route-table.js';
import { siteIdentity } from '../site-identity.js';
import type { PageAssets } from './page-assets.js';
import { pageDocument, shareImageOf } from './page-document.js';
import { catalogChunks, islandChunks, putIslands, renderIslands } from './page-islands.js';
import { translators } from './page-languages.js';
import { createMarkupRenderer, type RenderedMarkup } from './page-markup.js';
import { canonicalPathOf, currentNavIndex, matchPage, pathAndParams } from './page-match.js';
import type { PageTemplate } from './page-template.js';
import { pageStylesheetText } from './page-stylesheet.js';

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

/**
 * The stand-in for the page's address in a not-found page's kept markup (the language switch's link),
 * replaced with each URL's own as React would have written it in an attribute.
 */
const PAGE_ADDRESS_STAND_IN = '/__pcr-page-address__';
const addressInMarkup = (address: string) => encodeURIComponent(address).replaceAll("'", '&#x27;');

/** A page that answers 503 asks to be tried again after this long. */
const RETRY_AFTER_SECONDS = 60;


export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { template, assets, siteUrl } = options;
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

  const renderMarkup = createMarkupRenderer({ onePass: options.renderWith !== 'streaming', siteUrl, pageImageOf });

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
    const islandPage: IslandPage = { entry: assets.shell.entry, preload: [...assets.shell.preload, ...catalogChunks(assets, locale)], islands: islandChunks(assets, islands), siteUrl };
    const html = pageDocument(template, assets, {
      locale,
      head,
      pageUrl: new URL(`${siteUrl}${published}`).href,
      siteUrl,
      brand: siteIdentity.brand,
      share: shareImageOf(head, options.shareImages, siteIdentity.brand, translators[locale]),
      alternates: listing.alternates,
      modules: markup.modules,
      structuredData: [...new Set([...markup.structuredData, ...rendered.structuredData])].sort(),
      root: putIslands(notFoundKey ? markup.body.replaceAll(addressInMarkup(PAGE_ADDRESS_STAND_IN), addressInMarkup(page.location)) : markup.body, rendered.markup),
      islandsElement: !scripts || islands.length === 0 ? '' : islandPageElement(jsonForScriptElement(islandPage)),
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

  return { resolve, render: (page, reads, options) => render(page, reads, options), act, stylesheet: (name) => pageStylesheetText(assets.stylesheets, name) };
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

/** `props` with every string that is the not-found page's address stand-in replaced by `address`. */
function withAddress(props: object, address: string): object {
  return JSON.parse(JSON.stringify(props), (_key, value: unknown) => (value === PAGE_ADDRESS_STAND_IN ? address : value)) as object;
}
