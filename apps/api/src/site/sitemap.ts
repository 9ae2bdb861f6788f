import { contentModified } from '@pcr/content';
import express, { type Router } from 'express';
import type { ReadEndpoints } from '../api/read-endpoints.js';
import { checkedReads } from '../api/checked-reads.js';
import { requestIdOf } from '../http/request-context.js';
import type { Logger } from '../logger.js';
import type { WebBuildLoader } from './web-build.js';

/** Crawlers fetch a sitemap now and then; an hour keeps a CDN from asking on every hit. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';
/** A sitemap without the cities (their provider was down) is kept only briefly, so the full one follows soon. */
const PARTIAL_CACHE_CONTROL = 'public, max-age=60';

export interface SitemapRouteOptions {
  web: WebBuildLoader;
  read: ReadEndpoints;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  /** Whether the city guides are the bundled ones, whose date is known (no CITY_GUIDES_URL). */
  citiesBundled: boolean;
  logger: Logger;
}

/**
 * GET/HEAD /sitemap.xml (sitemaps.org), made by the web app from its route table with the content the
 * API answers. When the city-guide provider is down it still answers, without the city pages, and a
 * warning is logged: a 503 would hold back every other URL for one provider's outage.
 */
export function sitemapRouter(options: SitemapRouteOptions): Router {
  const router = express.Router();
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const entry = (await options.web.current())?.entry;
      if (!entry) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const sitemap = await entry.sitemap(checkedReads(options.read, options.logger, { requestId: requestIdOf(res) }), {
        siteUrl: options.siteUrl,
        modified: contentModified,
        citiesBundled: options.citiesBundled,
      });
      if (!sitemap.complete) options.logger.warn('sitemap without city pages: the city-guide provider failed', { requestId: requestIdOf(res) });
      res
        .status(200)
        .type('application/xml; charset=utf-8')
        .setHeader('Cache-Control', sitemap.complete ? SEO_CACHE_CONTROL : PARTIAL_CACHE_CONTROL)
        .send(sitemap.xml);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
