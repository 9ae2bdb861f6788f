import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBody, type CompressedBody } from '../http/compressed-body.js';
import { errorFields, type Logger } from '../logger.js';
import { loopbackFetch } from './loopback-fetch.js';
import { sharedCache } from './page-cache.js';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built into dist-server/) exports. */
interface SsrEntry {
  renderDocument(
    url: string,
    options: { template: string; manifest: unknown; stylesheets: unknown; fetch: typeof fetch; siteUrl: string },
  ): Promise<{ html: string; missing: string[]; failed: string[] }>;
}

/**
 * The built client the pages go into (one object per build): index.html, Vite's manifest of its
 * chunks, and the text of its stylesheets (a page carries its route's styles inline).
 */
export interface ClientBuild {
  html: string;
  manifest: unknown;
  stylesheets: unknown;
}

export interface RenderedPage {
  body: CompressedBody;
  /** Every request of the page answered (none failed, none left for the browser): it may be shared. */
  complete: boolean;
}

export interface PageRenderer {
  /** The page at `url` (path and query), from the shared cache when it may be. */
  render(url: string, options: { status: number; requestId: string; client: ClientBuild; apiOrigin: string }): Promise<RenderedPage>;
}

/**
 * Pages are shared for a minute, then served stale for up to ten more while one render refreshes
 * them: a slow provider is asked once a minute, not once per visitor, and never stalls a cached page.
 */
const PAGE_FRESH_MS = 60_000;
const PAGE_STALE_MS = 600_000;
/** Enough for every page of the site (about 60) and their common query variants. */
const MAX_CACHED_PAGES = 256;

/**
 * Loads the web app's server renderer from `ssrDist`, or returns undefined when it was not built
 * (pages then get the browser-only shell).
 */
export async function loadPageRenderer(options: {
  ssrDist: string;
  siteUrl: string;
  logger: Logger;
}): Promise<PageRenderer | undefined> {
  const entryFile = path.join(options.ssrDist, 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const { logger } = options;
  let entry: SsrEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  } catch (error) {
    logger.error('the server renderer could not be loaded: pages get the browser-only shell', { entryFile, ...errorFields(error) });
    return undefined;
  }
  const cache = sharedCache<RenderedPage>({
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    maxEntries: MAX_CACHED_PAGES,
    keep: (page) => page.complete,
    onRefreshError: (url, error) => logger.warn('page refresh failed', { url, ...errorFields(error) }),
  });
  let cachedFor: ClientBuild | undefined;

  const renderNow = async (url: string, requestId: string, client: ClientBuild, apiOrigin: string): Promise<RenderedPage> => {
    const fetch = loopbackFetch(apiOrigin, { 'x-request-id': requestId });
    const rendered = await entry.renderDocument(url, { template: client.html, manifest: client.manifest, stylesheets: client.stylesheets, fetch, siteUrl: options.siteUrl });
    return { body: await compressBody(rendered.html), complete: rendered.missing.length === 0 && rendered.failed.length === 0 };
  };

  return {
    async render(url, { status, requestId, client, apiOrigin }) {
      // A rebuilt client has new asset names: pages rendered for the old one go.
      if (cachedFor !== client) {
        cache.clear();
        cachedFor = client;
      }
      // Only pages that exist are shared; any path may be asked for, and a 404 must not fill the cache.
      if (status !== 200) return renderNow(url, requestId, client, apiOrigin);
      return cache.get(url, () => renderNow(url, requestId, client, apiOrigin));
    },
  };
}
