import { contentModified, guides, type ContentModule } from '@pcr/content';
import type { CitySummary } from '@pcr/contracts';
import express, { type Router } from 'express';
import type { CityGuideProvider } from '../city-guides/provider.js';
import type { ContentRepository } from '../content-repository.js';
import { requestIdOf } from '../http/request-context.js';
import { errorFields, type Logger } from '../logger.js';
import { STATIC_SITE_PATHS } from '../site-routes.js';

export interface SitemapOptions {
  /** Origin of every URL (config.siteUrl: no trailing slash). */
  siteUrl: string;
  content: ContentRepository;
  cityGuides: CityGuideProvider;
  logger: Logger;
  /** When each content module last changed (see packages/content/src/modified.ts). */
  modified?: Readonly<Record<ContentModule, string>>;
  /** Each guide's last substantive revision, by slug (default: the guides' own dateModified). */
  guideModified?: Readonly<Record<string, string>>;
}

/** Crawlers fetch a sitemap now and then; an hour keeps a CDN from asking on every hit. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';
/** A sitemap without the cities (their provider was down) is kept only briefly, so the full one follows soon. */
const PARTIAL_CACHE_CONTROL = 'public, max-age=60';

interface SitemapEntry {
  path: string;
  /** W3C date (YYYY-MM-DD); left out when nothing honest is known. */
  lastmod: string | undefined;
}

/**
 * The content modules each site route shows, for its lastmod (the latest of their dates). The
 * hot listings are absent on purpose: that page is the listing provider's live feed, whose
 * changes we do not know, so it gets no lastmod rather than an invented one.
 */
const STATIC_SOURCES: Record<string, ContentModule[]> = {
  '/': ['properties', 'agents', 'neighborhoods', 'testimonials'],
  '/about': ['about'],
  '/contact': ['contact'],
  '/neighborhoods': ['neighborhoods'],
  '/team': ['agents'],
  '/cities': ['cities'],
  '/resources': ['guides'],
  '/properties': ['properties', 'neighborhoods'],
  '/testimonials': ['testimonials'],
  '/privacy-policy': ['legal'],
  '/terms-of-service': ['legal'],
};

const sourcesOf = (path: string): ContentModule[] | undefined =>
  STATIC_SOURCES[path] ?? (path.startsWith('/resources/') ? ['guides'] : undefined);

/** The latest of some ISO dates (YYYY-MM-DD strings sort as dates). */
const latest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((max, d) => (d !== undefined && (max === undefined || d > max) ? d : max), undefined);

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodLine = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>${lastmodLine}\n  </url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

const sameCities = (a: CitySummary[], b: CitySummary[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * GET/HEAD /sitemap.xml (sitemaps.org): every site route, neighborhood, city, property and guide,
 * as absolute URLs on siteUrl, each with the date its content last changed.
 */
export function sitemapRouter(options: SitemapOptions): Router {
  const { siteUrl, content, cityGuides, logger } = options;
  const modified = options.modified ?? contentModified;
  const dateOf = (modules: ContentModule[]) => latest(modules.map((m) => modified[m]));
  // A guide is dated by its own dateModified, the date its Article structured data gives: a
  // sitemap that disagreed with the page's own markup would teach crawlers to trust neither.
  const guideModified = options.guideModified ?? Object.fromEntries(guides.map((g) => [g.slug, g.dateModified]));
  const router = express.Router();

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      // When the city-guide provider is down the sitemap still answers, without the city pages,
      // and a warning is logged. A 503 would hold back every other URL for one provider's
      // outage, while a sitemap is a discovery hint, not an inventory: search engines do not
      // drop pages because a sitemap fetch left them out, and the city pages themselves answer
      // 503 until the provider is back. The short cache brings the full sitemap back soon.
      let cities: CitySummary[] | undefined;
      try {
        cities = await cityGuides.list();
      } catch (error) {
        logger.warn('sitemap without city pages: the city-guide provider failed', { requestId: requestIdOf(res), ...errorFields(error) });
      }
      // The bundled guides' date holds only for the bundled guides: a city-guide service with
      // other guides has dates we do not know, so its pages get no lastmod.
      const citiesDate = cities && sameCities(cities, content.cities()) ? modified.cities : undefined;

      const entries: SitemapEntry[] = STATIC_SITE_PATHS.map((path) => {
        if (path === '/cities') return { path, lastmod: citiesDate };
        const guide = path.startsWith('/resources/') ? guideModified[path.slice('/resources/'.length)] : undefined;
        if (guide !== undefined) return { path, lastmod: guide };
        const sources = sourcesOf(path);
        return { path, lastmod: sources && dateOf(sources) };
      });
      const neighborhoods = content.neighborhoods();
      const home = entries.find((e) => e.path === '/');
      const list = entries.find((e) => e.path === '/neighborhoods');
      // The home page and the neighborhood list show the market figures, dated per neighborhood.
      for (const entry of [home, list]) {
        if (entry) entry.lastmod = latest([entry.lastmod, ...neighborhoods.map((n) => n.marketTrendsUpdated)]);
      }
      for (const n of neighborhoods) {
        entries.push({ path: `/neighborhoods/${encodeURIComponent(n.slug)}`, lastmod: latest([dateOf(['neighborhoods', 'properties']), n.marketTrendsUpdated]) });
      }
      for (const city of cities ?? []) {
        entries.push({ path: `/cities/${encodeURIComponent(city.slug)}`, lastmod: citiesDate });
      }
      for (const property of content.properties()) {
        // A listing from the MLS carries its own change time; a bundled one is dated by its module.
        const listingDate = property.updatedAt?.slice(0, 10);
        entries.push({ path: `/properties/${encodeURIComponent(property.id)}`, lastmod: listingDate ? latest([listingDate, modified.agents]) : dateOf(['properties', 'agents']) });
      }

      res
        .status(200)
        .type('application/xml; charset=utf-8')
        .setHeader('Cache-Control', cities ? SEO_CACHE_CONTROL : PARTIAL_CACHE_CONTROL)
        .send(renderSitemap(siteUrl, entries));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
