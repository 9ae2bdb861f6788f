import { guideCatalog } from '@pcr/content/editorial/guide-catalog';
import { escapeMarkup, LOCALE_TAGS, LOCALES, pathInLocale, type PageReads, type Sitemap, type SitemapOptions } from '@pcr/contracts';
import { routeList } from '../routes/route-table.js';
import type { SitemapInput, SitemapUrl } from '../routes/route-types.js';

/** The latest of some ISO dates (YYYY-MM-DD strings sort as dates). */
const latest = (dates: (string | undefined)[]): string | undefined => dates.filter((d): d is string => d !== undefined).sort().at(-1);

/** `<lastmod>` of a URL: the latest date of the modules it shows and its own; none when nothing honest is known. */
const lastmodOf = (url: SitemapUrl, modified: Readonly<Record<string, string>>) => latest([...url.modules.map((m) => modified[m]), url.date]);

/**
 * /sitemap.xml (sitemaps.org) from the route table: every page's URLs, in Spanish too once the page
 * is translated (`inSpanish`), absolute on the site's origin, each dated by its content and naming
 * its twin (`xhtml:link rel="alternate" hreflang`, English as x-default), as Google reads language pairs.
 * When the city-guide provider is down the sitemap still lists
 * everything else (a sitemap is a discovery hint, and the city pages answer 503 until it is back).
 */
export async function renderSitemap(reads: Pick<PageReads, 'getNeighborhoods' | 'getProperties' | 'getCities' | 'getAgents'>, options: SitemapOptions): Promise<Sitemap> {
  const [neighborhoodsRead, propertiesRead, citiesRead, agentsRead] = await Promise.all([
    reads.getNeighborhoods({ query: {} }),
    reads.getProperties({ query: {} }),
    reads.getCities({ query: {} }),
    reads.getAgents({ query: {} }),
  ]);
  // The agency's own content failing is the server's fault (500); the city guides are another service's.
  if (neighborhoodsRead.status !== 200) throw new Error(`sitemap: the neighborhoods answered ${neighborhoodsRead.status}`);
  if (propertiesRead.status !== 200) throw new Error(`sitemap: the properties answered ${propertiesRead.status}`);
  if (agentsRead.status !== 200) throw new Error(`sitemap: the agents answered ${agentsRead.status}`);
  const [neighborhoods, properties, agents] = [neighborhoodsRead.body, propertiesRead.body, agentsRead.body];
  const cities = citiesRead.status === 200 ? citiesRead.body : undefined;
  const input: SitemapInput = { neighborhoods, agents, properties, cities, citiesBundled: options.citiesBundled && cities !== undefined, guides: guideCatalog };
  const urls = routeList.flatMap((route) => (route.server?.sitemap?.(input) ?? []).map((url) => ({ ...url, locales: route.inSpanish ? LOCALES : (['en'] as const) })));
  const body = urls
    .flatMap((url) => {
      const lastmod = lastmodOf(url, options.modified);
      const address = (locale: (typeof LOCALES)[number]) => escapeMarkup(options.siteUrl + pathInLocale(url.path, locale));
      // A page in one language only (not translated yet) names no alternates.
      const alternates = (url.locales.length > 1 ? [...url.locales.map((locale) => [LOCALE_TAGS[locale], address(locale)]), ['x-default', address('en')]] : [])
        .map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('');
      return url.locales.map(
        (locale) => `  <url>\n    <loc>${address(locale)}</loc>${lastmod ? `\n    <lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}${alternates}\n  </url>\n`,
      );
    })
    .join('');
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}</urlset>\n`,
    complete: cities !== undefined,
  };
}
