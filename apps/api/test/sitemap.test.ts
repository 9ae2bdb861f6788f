import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guides } from '@pcr/content';
import type { CitySummary } from '@pcr/contracts';
import { bundledCityGuides } from '../src/city-guides/bundled-provider.js';
import type { CityGuideProvider } from '../src/city-guides/provider.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { UpstreamError } from '../src/upstream/upstream-error.js';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

const SITE_URL = 'https://www.example.test';

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/** A small parser for the sitemap's one shape: a urlset of url elements with a loc, an optional lastmod and language alternates. */
function parseSitemap(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n')).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const body = xml.slice(xml.indexOf('<urlset'), xml.lastIndexOf('</urlset>'));
  const urls = [...body.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>\s*)?(?:<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>\s*)*<\/url>/g)].map(([, loc = '', lastmod]) => ({
    loc: unescapeXml(loc),
    lastmod: lastmod === undefined ? undefined : unescapeXml(lastmod),
  }));
  // Nothing else in the urlset: every <url> element was understood.
  expect((body.match(/<url>/g) ?? []).length).toBe(urls.length);
  return urls;
}

/** The pages that are not content: written out here, so a route that falls out of the table fails the test. */
const FIXED_PAGES = ['/', '/about', '/contact', '/neighborhoods', '/team', '/hot-listings', '/open-houses', '/home-prices', '/cities', '/resources', '/properties', '/testimonials', '/privacy-policy', '/terms-of-service', '/sell'];
/** Every page is translated (issue 30): listed in Spanish too, under /es (decision 0032). */
const SPANISH_PAGES = ['/es', '/es/about', '/es/contact', '/es/neighborhoods', '/es/team', '/es/hot-listings', '/es/open-houses', '/es/home-prices', '/es/cities', '/es/resources', '/es/properties', '/es/testimonials', '/es/privacy-policy', '/es/terms-of-service', '/es/sell'];

const countOf = async (app: RunningApp, pathname: string) => ((await (await fetch(app.baseUrl + pathname)).json()) as unknown[]).length;

let app: RunningApp;
let sitemapResponse: Response;
let urls: SitemapUrl[];

beforeAll(async () => {
  app = await startApp({ config: builtWebConfig({ siteUrl: SITE_URL }) });
  sitemapResponse = await fetch(`${app.baseUrl}/sitemap.xml`);
  urls = parseSitemap(await sitemapResponse.clone().text());
});

afterAll(async () => {
  await app?.close();
});

describe('GET /sitemap.xml', () => {
  it('answers XML with a cache lifetime', () => {
    expect(sitemapResponse.status).toBe(200);
    expect(sitemapResponse.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemapResponse.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('lists the site routes, neighborhoods, cities, properties and guides as absolute URLs', () => {
    const locs = urls.map((u) => u.loc);
    for (const expected of [
      'https://www.example.test/',
      'https://www.example.test/about',
      'https://www.example.test/contact',
      'https://www.example.test/neighborhoods',
      'https://www.example.test/neighborhoods/newport-beach',
      'https://www.example.test/neighborhoods/irvine',
      'https://www.example.test/cities',
      'https://www.example.test/cities/irvine',
      'https://www.example.test/properties',
      'https://www.example.test/properties/pcr-1001',
      'https://www.example.test/resources',
      'https://www.example.test/resources/mortgage-guide',
      'https://www.example.test/hot-listings',
      'https://www.example.test/team',
      'https://www.example.test/testimonials',
      'https://www.example.test/privacy-policy',
      'https://www.example.test/terms-of-service',
    ]) {
      expect(locs).toContain(expected);
    }
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
  });

  it('has one URL per site route and per neighborhood, city, property and agent the API serves', async () => {
    const [neighborhoods, cities, properties, agents] = await Promise.all([countOf(app, '/api/neighborhoods'), countOf(app, '/api/cities'), countOf(app, '/api/properties'), countOf(app, '/api/agents')]);
    expect(neighborhoods).toBeGreaterThan(0);
    expect(cities).toBeGreaterThan(0);
    expect(properties).toBeGreaterThan(0);
    expect(agents).toBe(8);
    expect(urls).toHaveLength(FIXED_PAGES.length + SPANISH_PAGES.length + 2 * (guides.length + neighborhoods + cities + properties + agents));
    expect(urls.filter((u) => /\/team\/[^/]+$/.test(u.loc))).toHaveLength(2 * agents);
    for (const page of [...FIXED_PAGES, ...SPANISH_PAGES]) expect(urls.map((u) => u.loc)).toContain(SITE_URL + page);
    expect(urls.filter((u) => /\/neighborhoods\/[^/]+$/.test(u.loc))).toHaveLength(2 * neighborhoods);
    expect(urls.filter((u) => /\/cities\/[^/]+$/.test(u.loc))).toHaveLength(2 * cities);
    expect(urls.filter((u) => u.loc.startsWith(`${SITE_URL}/properties/`))).toHaveLength(properties);
    expect(urls.filter((u) => u.loc.startsWith(`${SITE_URL}/es/properties/`))).toHaveLength(properties);
  });

  it('lists only pages that exist: every URL answers 200 from the same server', async () => {
    // Four at a time, as a polite crawler asks.
    const statuses: string[] = [];
    const queue = [...urls];
    await Promise.all(
      [1, 2, 3, 4].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await fetch(app.baseUrl + new URL(next.loc).pathname);
          await res.arrayBuffer();
          statuses.push(`${res.status} ${next.loc}`);
        }
      }),
    );
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
  });

  it('dates every page but the live hot listings and the open houses (in either language) with a real W3C date, not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    // Both change by the day (a provider's feed; open houses that end): no date would stay true.
    const undated = ['/hot-listings', '/es/hot-listings', '/open-houses', '/es/open-houses'].map((path) => `${SITE_URL}${path}`);
    for (const { loc, lastmod } of urls) {
      if (undated.includes(loc)) {
        expect(lastmod).toBeUndefined();
        continue;
      }
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${lastmod}T00:00:00Z`).toISOString().slice(0, 10)).toBe(lastmod);
      expect(lastmod! <= today, `${loc} ${lastmod}`).toBe(true);
    }
  });

  it('dates each guide by its own dateModified, as its structured data does', () => {
    for (const guide of guides) {
      expect(urls.find((u) => u.loc === `${SITE_URL}/resources/${guide.slug}`)?.lastmod).toBe(guide.dateModified);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${app.baseUrl}/sitemap.xml`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe('');
  });

});

describe('/sitemap.xml with a failing or foreign city-guide provider', () => {
  it('still answers without the city pages, logs a warning and is cached briefly', async () => {
    const down: CityGuideProvider = {
      list: () => Promise.reject(new UpstreamError('timeout', 'no answer in 5000 ms')),
      get: () => Promise.reject(new UpstreamError('timeout', 'no answer in 5000 ms')),
    };
    const broken = await startApp({ cityGuides: down, config: builtWebConfig({ siteUrl: SITE_URL }) });
    try {
      const res = await fetch(`${broken.baseUrl}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      const partial = parseSitemap(await res.text());
      expect(partial.filter((u) => u.loc.includes('/cities/'))).toEqual([]);
      expect(partial.map((u) => u.loc)).toContain(`${SITE_URL}/neighborhoods/newport-beach`);
      expect(partial.find((u) => u.loc === `${SITE_URL}/cities`)?.lastmod).toBeUndefined();
      expect(partial).toHaveLength(urls.length - urls.filter((u) => u.loc.includes('/cities/')).length);
      expect(broken.logger.entries().filter((e) => e.level === 'warn').map((e) => e.msg)).toContainEqual(expect.stringMatching(/sitemap/));
    } finally {
      await broken.close();
    }
  });

  it('gives no lastmod to the city pages of another city-guide service (CITY_GUIDES_URL), whose dates it does not know', async () => {
    const content = fixtureContentRepository();
    const bundled = bundledCityGuides(content);
    const foreign: CityGuideProvider = {
      list: async () => (await bundled.list()).map((c): CitySummary => ({ ...c, description: `${c.description} (updated)` })),
      get: (slug) => bundled.get(slug),
    };
    const other = await startApp({ cityGuides: foreign, citiesBundled: false, content, config: builtWebConfig() });
    try {
      const listed = parseSitemap(await (await fetch(`${other.baseUrl}/sitemap.xml`)).text());
      const cityUrls = listed.filter((u) => /\/cities(\/|$)/.test(u.loc));
      expect(cityUrls.length).toBeGreaterThan(1);
      for (const u of cityUrls) expect(u.lastmod).toBeUndefined();
      expect(listed.find((u) => u.loc.endsWith('/about'))?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await other.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the API and points to the sitemap', async () => {
    const res = await fetch(`${app.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe('User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: https://www.example.test/sitemap.xml\n');
  });

  it('answers HEAD', async () => {
    const res = await fetch(`${app.baseUrl}/robots.txt`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});

describe('SITE_URL', () => {
  it('defaults to where the server listens', () => {
    expect(loadConfig({}).siteUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).siteUrl).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).siteUrl).toBe('http://[::1]:8080');
  });

  it('takes an http(s) origin, without its trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.test' }).siteUrl).toBe('https://www.example.test');
    expect(loadConfig({ SITE_URL: 'https://www.example.test/' }).siteUrl).toBe('https://www.example.test');
    expect(loadConfig({ SITE_URL: ' http://localhost:8080/ ' }).siteUrl).toBe('http://localhost:8080');
  });

  it.each(['www.example.test', '/sitemap', 'ftp://www.example.test', 'https://www.example.test/shop', 'https://www.example.test/?a=1', 'https://www.example.test/#top', 'https://user:secret@www.example.test'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig({ SITE_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SITE_URL: value })).toThrow(/SITE_URL/);
    },
  );
});
