import type { PageReads } from './page-reads.js';
import type { PageWrites } from './page-writes.js';
/**
 * What the web app's server entry (apps/web/src/entry-server.tsx, built into dist-server/) offers the
 * API server, which loads it at run time: the one interface between the two apps' page code.
 */

/** Where the client build writes its page template and page assets (in `.vite/`, which is not served). */
export const PAGE_TEMPLATE_FILE = '.vite/page-template.json';
export const PAGE_ASSETS_FILE = '.vite/page-assets.json';

/** Where the stylesheet each page links is served: its address lists the build's stylesheets it holds (decision 0064). */
export const PAGE_STYLESHEET_PREFIX = '/assets/styles/';
/** The link-preview pictures the build rasterized (apps/web/build/share-images.ts). */
export const SHARE_IMAGES_FILE = '.vite/share-images.json';
/**
 * The agency's logo as a PNG, for structured data (search engines take no SVG logo, and want one of at
 * least 112 × 112): the build draws the site icon at this size, at a fixed address (no hash) that
 * search engines can keep.
 */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** The build's PNG share images (all of one size and type), by what they show. */
export interface ShareImages {
  width: number;
  height: number;
  type: string;
  /** Branded cards by page title (the title without the site's name). */
  cards: Record<string, string>;
  /** Content pictures by the site path of their SVG (/images/cities/irvine.svg). */
  pictures: Record<string, string>;
  /** The home page's card: for a page with neither. */
  fallback: string;
}

/** What a URL asks for, known before anything is loaded or rendered. */
export interface ResolvedPage {
  routeId: string;
  /** Same key, same page: the route, its parameters and the query parameters it reads (no others). */
  cacheKey: string;
  /** The path and query the page is rendered for (query parameters the route does not read dropped). */
  location: string;
  /** One visitor's page (a signed link's): rendered for each request, never kept, sent `no-store`. */
  private?: true;
  /** The route takes plain forms posted to its address (an action, decision 0053). */
  action?: true;
  /**
   * The page's own address when the URL spells it otherwise ("/AbOuT/", "/properties//", "/es/"):
   * its path as the route and its parameters write it, with the query as asked. The server sends
   * the visitor there (301) instead of rendering a page whose links name the spelling (issue 45).
   */
  redirect?: string;
}

export interface RenderedPage {
  /** 400-415: the page of a request the site refused (request-refusal.ts). */
  status: 200 | 400 | 403 | 404 | 409 | 410 | 413 | 415 | 503;
  /** Seconds a 503 asks the client to wait. */
  retryAfterSeconds?: number;
  html: string;
  /** Every request answered and none failed: the page may be shared (cached). */
  complete: boolean;
  /** Reads that did not answer 2xx, rendered in their error state ("getCity 502"). */
  failed: string[];
  /**
   * React renders this took: 1; 0 for a not-found page whose markup was already rendered; 2 when a
   * one-pass render stopped at code not loaded yet or at a failure, and the streaming render followed.
   */
  reactRenders: 0 | 1 | 2;
  /** The markup was written in one synchronous pass (renderToString), not by the streaming renderer. */
  onePass: boolean;
}

/** What the site's API client reads of an answer (a `Response` has it): its status and its text. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  text(): Promise<string>;
  /**
   * Only from the server's own process: a 2xx body as the contract's response schema returned it,
   * which a reader there takes as is (what JSON.parse of the text and the same schema would give),
   * instead of writing JSON text and reading it back. Absent over HTTP.
   */
  checkedBody?: { value: unknown };
}

/**
 * The `fetch` the site's API client needs: the browser's, or the server's own handlers in-process,
 * which answer the same JSON text without building a `Response` (no body stream, no encoding).
 */
export type ApiFetch = (input: string, init?: RequestInit) => Promise<ApiAnswer>;

export interface RenderOptions {
  /**
   * False: the page without its scripts and data, for an answer at another address than the page's
   * (a refused form post answered with the refusal's page): the browser would start the app there.
   */
  scripts?: boolean;
}

export interface PageRenderer {
  resolve(url: string): ResolvedPage;
  /** `reads` is the API's read side, in-process, checked against the contract (decision 0050). */
  render(page: ResolvedPage, reads: PageReads, options?: RenderOptions): Promise<RenderedPage>;
  /**
   * Runs the route's action on a plain form posted to the page (decision 0053): `{ redirect }` (the
   * server answers 303 See Other), or the page again with the action's status and answer.
   */
  act(page: ResolvedPage, form: Readonly<Record<string, unknown>>, io: { reads: PageReads; writes: PageWrites }): Promise<{ redirect: string } | RenderedPage>;
  /**
   * The text of the stylesheet a page links, by its name (the address after `/assets/styles/`), or
   * undefined when the name is no such stylesheet of this build (decision 0064).
   */
  stylesheet(name: string): string | undefined;
}

export interface SitemapOptions {
  /** The site's public origin: every URL is absolute on it. */
  siteUrl: string;
  /** When each content module last changed (YYYY-MM-DD). */
  modified: Readonly<Record<string, string>>;
  /** Whether the cities are the bundled guides (whose date is known). */
  citiesBundled: boolean;
}

export interface Sitemap {
  xml: string;
  /** False when a source failed (the city-guide provider): the sitemap is served, briefly. */
  complete: boolean;
}

/** The server entry's exports. `template` and `assets` are the build's two files above. */
export interface SiteRendererEntry {
  createPageRenderer(options: { template: unknown; assets: unknown; shareImages?: ShareImages | undefined; siteUrl: string }): PageRenderer;
  sitemap(reads: PageReads, options: SitemapOptions): Promise<Sitemap>;
}
