import express, { type Router } from 'express';
import { robotsRouter } from './robots.js';
import { sitemapRouter, type SitemapOptions } from './sitemap.js';

/** /sitemap.xml and /robots.txt, mounted before the static site (whose fallback would answer them 404). */
export function seoRoutes(options: SitemapOptions): Router {
  const router = express.Router();
  router.use(sitemapRouter(options), robotsRouter(options.siteUrl));
  return router;
}
