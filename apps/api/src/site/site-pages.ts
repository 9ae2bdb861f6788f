import type { RenderedPage, ResolvedPage } from '@pcr/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { AnswerCache } from '../api/answer-cache.js';
import type { ReadEndpoints } from '../api/read-endpoints.js';
import { checkedReads } from '../api/checked-reads.js';
import { compressBestOnRepeat, type KeptBody } from '../http/compress-on-repeat.js';
import { MB } from '../http/byte-size.js';
import { acceptedCoding, compressBody, compressedBodyBytes, sendCompressed } from '../http/compressed-body.js';
import { requestIdOf } from '../http/request-context.js';
import { responseCache, type ResponseCache } from '../http/response-cache.js';
import { errorFields, type Logger } from '../logger.js';
import { RenderSlotsFull, renderSlots } from './render-slots.js';
import type { WebBuild, WebBuildLoader } from './web-build.js';

/**
 * A page that exists: browsers revalidate (ETag), a CDN in front may share it for a minute and serve
 * it stale for five more while it refreshes, as the server's own cache does.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A page's address spelt otherwise: browsers and proxies may remember where it goes for an hour. */
const CANONICAL_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';
/** Anything else (not found, unavailable) is revalidated every time. */
const REVALIDATE = 'no-cache';
/** A private page (a signed link's): no copy anywhere, not even the browser's back button cache of a later state. */
const PRIVATE = 'no-store';
/** Pages are shared for a minute, then served stale for up to ten more while one render refreshes them. */
const PAGE_FRESH_MS = 60_000;
const PAGE_STALE_MS = 600_000;
/** Enough for every page of the site (about 60) and many searches. */
const MAX_CACHED_PAGES = 256;
/**
 * Fresh pages at once (from data to compressed bytes; one per core), and waiting for one: past that a
 * page answers 503 at once (render-slots.ts), and a kept page, an asset or a lead waits behind at most
 * these renders (bench:flood, docs/performance.md).
 */
const MAX_RENDERS = 2;
const MAX_WAITING_RENDERS = 4;
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * A rendered page, compressed once in the coding its first request took, in another when one asks
 * for it, and at the best level once asked for again (compress-on-repeat.ts, decision 0052).
 */
interface KeptPage extends KeptBody {
  status: RenderedPage['status'];
  retryAfterSeconds: number | undefined;
}

/** What a kept page holds in memory: its body's forms, and the page's own fields. */
const keptPageBytes = (page: KeptPage) => compressedBodyBytes(page.body) + 64;

export interface SitePagesOptions {
  web: WebBuildLoader;
  /** The API's GET endpoints: a page's data comes from them, in-process. */
  read: ReadEndpoints;
  /** The API's kept answers: when the content under them changes (they are cleared), the pages go too. */
  answers: AnswerCache;
  logger: Logger;
  /** False: every page is rendered for its request (BENCH_WITHOUT=page-cache, to measure what the cache pays). */
  keepPages?: boolean;
}

const buildMissingPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built | Pacific Crest Realty</title></head>
<body>
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no built site to serve. Run <code>npm run build</code> at the repository root
(or set WEB_DIST to a built site), then reload this page. During development, <code>npm run dev</code> serves the site.</p>
</body>
</html>
`;

/**
 * Every page of the site (GET and HEAD of any path the API and the files did not answer): resolved by
 * the web app's route table, answered from the page cache, or rendered once (at most MAX_RENDERS at a
 * time), compressed and sent with its status (200, 404, or 503 with Retry-After).
 */
export function sitePages(options: SitePagesOptions): RequestHandler {
  const { web, read, logger } = options;
  const slots = renderSlots(MAX_RENDERS, MAX_WAITING_RENDERS);
  let cache: ResponseCache<KeptPage> | undefined;
  let cachedFor: WebBuild | undefined;
  options.answers.onClear(() => cache?.clear());

  const render = (
    build: WebBuild & { renderer: NonNullable<WebBuild['renderer']> },
    page: ResolvedPage,
    req: Request,
    res: Response,
    previous?: KeptPage,
  ): Promise<{ value: KeptPage; keep: boolean }> => {
    const { active, waiting } = slots.load;
    if (active >= MAX_RENDERS && waiting < MAX_WAITING_RENDERS) logger.debug('page waits for a render slot', { requestId: requestIdOf(res), route: page.routeId, waiting: waiting + 1 });
    // The whole cost of a fresh page in its slot: data, render, document and compression.
    return slots.run(async () => {
      const rendered = await build.renderer.render(page, checkedReads(read, logger, { requestId: requestIdOf(res) }));
      logger.debug('page rendered', { requestId: requestIdOf(res), route: page.routeId, cacheKey: page.cacheKey, status: rendered.status, reactRenders: rendered.reactRenders, onePass: rendered.onePass });
      // Compressed once, in the coding this request takes; a page rendered again unchanged keeps the forms it had.
      const same = previous?.status === rendered.status && previous.retryAfterSeconds === rendered.retryAfterSeconds;
      const body = compressBody(rendered.html, acceptedCoding(req), same ? previous.body : undefined);
      // Only whole pages are kept: a page rendered while a provider was down is not shared for a minute.
      return { value: { status: rendered.status, retryAfterSeconds: rendered.retryAfterSeconds, body }, keep: rendered.complete };
    });
  };

  /** A kept page asked for again is worth the best compression, done once, in the background. */
  const upgrade = (key: string, page: KeptPage) => {
    void compressBestOnRepeat(page, (better) => cache?.replace(key, page, better))?.catch((error: unknown) => logger.warn('compressing a page failed', errorFields(error)));
  };

  /** Sends `page`; a coding made for this request is kept with the page under `key`. */
  const send = (req: Request, res: Response, page: KeptPage, key?: string, cacheControl = page.status === 200 ? PAGE_CACHE_CONTROL : REVALIDATE) => {
    res.status(page.status).type('html');
    res.setHeader('Cache-Control', cacheControl);
    if (page.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(page.retryAfterSeconds));
    const body = sendCompressed(req, res, page.body);
    if (key !== undefined && body !== page.body) cache?.replace(key, page, { ...page, body });
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    try {
      const build = await web.current();
      if (!build) {
        res.status(404).type('html').setHeader('Cache-Control', REVALIDATE).send(buildMissingPage);
        return;
      }
      res.setHeader('Content-Security-Policy', build.csp);
      if (!build.renderer) {
        res.status(200).type('html').setHeader('Cache-Control', REVALIDATE).send(build.shell);
        return;
      }
      // A rebuilt app has new asset names: pages rendered for the old one go.
      if (cachedFor !== build) {
        // At most 16 MB of kept pages, counted by their compressed copies (decision 0044).
        cache = responseCache<KeptPage>({ max: MAX_CACHED_PAGES, maxBytes: 16 * MB, sizeOf: keptPageBytes, freshMs: PAGE_FRESH_MS, staleMs: PAGE_STALE_MS, onRefreshError: (url, error) => logger.warn('page refresh failed', { url, ...errorFields(error) }) });
        cachedFor = build;
      }
      const withRenderer = build as WebBuild & { renderer: NonNullable<WebBuild['renderer']> };
      const page = build.renderer.resolve(req.originalUrl);
      if (page.redirect !== undefined) {
        // Another spelling of a page's address: one address per page, whatever a link or a stranger typed.
        res.setHeader('Cache-Control', CANONICAL_REDIRECT_CACHE_CONTROL);
        res.redirect(301, page.redirect);
        return;
      }
      if (page.private) {
        // One visitor's page: rendered for this request only, kept by nobody.
        send(req, res, (await render(withRenderer, page, req, res)).value, undefined, PRIVATE);
        return;
      }
      if (options.keepPages === false) {
        send(req, res, (await render(withRenderer, page, req, res)).value);
        return;
      }
      let fresh: { value: KeptPage; keep: boolean } | undefined;
      const pages = cache!;
      const kept = await pages.get(page.cacheKey, async () => (fresh = await render(withRenderer, page, req, res, pages.peek(page.cacheKey))));
      if (!fresh) upgrade(page.cacheKey, kept);
      send(req, res, kept, page.cacheKey);
    } catch (error) {
      if (error instanceof RenderSlotsFull) {
        res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        res.status(503).type('text/plain').setHeader('Cache-Control', REVALIDATE).send('The site is busy. Please try again in a moment.');
        return;
      }
      next(error);
    }
  };
}
