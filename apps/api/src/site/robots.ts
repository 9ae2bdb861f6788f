import express, { type Router } from 'express';
import { SEO_CACHE_CONTROL } from './sitemap.js';

/** Everything but the JSON API may be crawled; the sitemap lists the pages. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** GET/HEAD /robots.txt. */
export function robotsRouter(siteUrl: string): Router {
  const body = robotsTxt(siteUrl);
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.status(200).type('text/plain; charset=utf-8').setHeader('Cache-Control', SEO_CACHE_CONTROL).send(body);
  });
  return router;
}
