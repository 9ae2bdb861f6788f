import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import type { CityGuideProvider } from './city-guides/provider.js';
import type { ContentRepository } from './content-repository.js';
import { requestIdOf } from './http/request-context.js';
import { sendCompressed } from './http/compressed-body.js';
import { precompressedAssets } from './http/precompressed-assets.js';
import { contentSecurityPolicy } from './http/security-headers.js';
import { errorFields, type Logger } from './logger.js';
import { matchSiteRoute, type SiteContentLookup } from './site-routes.js';
import { loopbackOrigin } from './ssr/loopback-fetch.js';
import type { PageRenderer } from './ssr/page-renderer.js';

export interface StaticSiteOptions {
  webDist: string;
  imagesDir: string;
  content: ContentRepository;
  cityGuides: CityGuideProvider;
  cspImgSources: string[];
  /**
   * Loads the server renderer (on the first page request, so an API-only process never pays for it);
   * undefined (not built): pages get the browser-only shell.
   */
  pages: () => Promise<PageRenderer | undefined>;
  logger: Logger;
}

/** Vite puts content-hashed files under /assets: their URL changes when they do, so cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (favicon, images) is revalidated so a deploy shows at once. */
const REVALIDATE = 'no-cache';
/**
 * A page that exists: browsers revalidate (ETag), a CDN in front may share it for a minute and serve
 * it stale for five more while it refreshes, as the server's own page cache does.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** A data block (`type="application/json"`, `application/ld+json`): the browser never runs it. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*"application\/(?:[\w.+-]+\+)?json"/i;

/** sha256 sources of the page's inline scripts (e.g. the theme bootstrap), for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

interface IndexPage {
  mtimeMs: number;
  size: number;
  html: string;
  csp: string;
  /** Vite's manifest of the build (its chunks), for server-rendered pages. */
  manifest: unknown;
  /** The text of the build's stylesheets by file, for server-rendered pages (written by the web build). */
  stylesheets: unknown;
}

const buildMissingPage = (status: number) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${status === 404 ? 'Not found' : 'Web app not built'} | Pacific Crest Realty</title></head>
<body>
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no built site to serve. Run <code>npm run build</code> at the repository root
(or set WEB_DIST to a built site), then reload this page. During development, <code>npm run dev</code> serves the site.</p>
</body>
</html>
`;

/**
 * Serves the built web app from the same process: hashed assets with a long cache, content
 * images under /images, and index.html for every other GET, with 200 for known site routes
 * and 404 for the rest (the SPA shows its not-found page). Missing files under /assets and
 * /images are plain 404s: a browser asking for a script or an image must not get HTML.
 */
export function staticSite(options: StaticSiteOptions): Router {
  const { webDist, imagesDir, content } = options;
  const router = express.Router();
  const indexPath = path.join(webDist, 'index.html');
  let cached: IndexPage | undefined;
  let pagesLoading: Promise<PageRenderer | undefined> | undefined;

  const lookup: SiteContentLookup = {
    neighborhoodExists: (idOrSlug) => content.neighborhood(idOrSlug) !== undefined,
    cityExists: async (slug) => (await options.cityGuides.get(slug)) !== undefined,
    propertyExists: (id) => {
      // The listings' source cannot tell (decision 0020): 503, so crawlers come back instead of dropping the page.
      if (content.propertiesAvailable?.() === false) throw new Error('the own listings are unavailable');
      return content.property(id) !== undefined;
    },
  };

  /** Re-read only when the file changed, so a rebuild needs no restart. */
  async function indexPage(): Promise<IndexPage | undefined> {
    let stat;
    try {
      stat = await fs.stat(indexPath);
    } catch {
      return undefined;
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const html = await fs.readFile(indexPath, 'utf8');
    const manifest = JSON.parse(await fs.readFile(path.join(webDist, '.vite/manifest.json'), 'utf8').catch(() => '{}')) as unknown;
    const stylesheets = JSON.parse(await fs.readFile(path.join(webDist, '.vite/stylesheets.json'), 'utf8').catch(() => '{}')) as unknown;
    // The template's inline scripts only: a rendered page adds data blocks (JSON), which a CSP does not run.
    const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), imgSources: options.cspImgSources });
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, html, csp, manifest, stylesheets };
    return cached;
  }

  const notFoundPlain = (_req: unknown, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  };

  const serveDist = express.static(webDist, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      const relative = path.relative(webDist, file).split(path.sep).join('/');
      res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  // index.html always goes through the fallback below, which adds its CSP and route status.
  router.use(precompressedAssets(webDist));
  router.use((req, res, next) => (req.path === '/index.html' ? next() : serveDist(req, res, next)));
  router.use(
    '/images',
    express.static(imagesDir, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE),
    }),
  );
  router.use(['/assets', '/images'], notFoundPlain);

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    try {
      const { status } = await matchSiteRoute(req.path, lookup);
      const page = await indexPage();
      res.status(status).setHeader('Cache-Control', status === 200 ? PAGE_CACHE_CONTROL : REVALIDATE);
      if (status === 503) res.setHeader('Retry-After', '60');
      if (!page) {
        res.type('html').send(buildMissingPage(status));
        return;
      }
      res.setHeader('Content-Security-Policy', page.csp);
      res.type('html');
      const pages = await (pagesLoading ??= options.pages());
      if (!pages) {
        res.send(page.html);
        return;
      }
      try {
        const rendered = await pages.render(req.originalUrl, {
          status,
          requestId: requestIdOf(res),
          client: page,
          apiOrigin: loopbackOrigin(req),
        });
        sendCompressed(req, res, rendered.body);
      } catch (error) {
        // A page that fails to render on the server still works: the browser renders it.
        options.logger.error('server render failed', { requestId: requestIdOf(res), path: req.path, ...errorFields(error) });
        res.send(page.html);
      }
    } catch (error) {
      next(error);
    }
  });
  router.use(notFoundPlain);
  return router;
}
