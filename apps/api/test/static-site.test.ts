import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cities, neighborhoods, properties } from '@pcr/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigDefaults, repoRoot } from '../src/config.js';
import { inlineScriptHashes } from '../src/static-site.js';
import { GUIDE_SLUGS } from '@pcr/contracts';
import { matchSiteRoute, STATIC_SITE_PATHS, type SiteContentLookup } from '../src/site-routes.js';
import { startApp, tempDir, testConfig, type RunningApp } from './helpers.js';

const THEME_SCRIPT = "document.documentElement.className = localStorage.getItem('theme') ?? 'light';";
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

let site: RunningApp;
let bare: RunningApp;
let remove: () => void;

beforeAll(async () => {
  const tmp = tempDir('web');
  remove = tmp.remove;
  const webDist = path.join(tmp.dir, 'dist');
  const imagesDir = path.join(tmp.dir, 'images');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(imagesDir, 'agents'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), 'console.log("app")');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(imagesDir, 'agents/ana.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  site = await startApp({ config: testConfig({ webDist, imagesDir }) });
  bare = await startApp();
});

afterAll(async () => {
  await site?.close();
  await bare?.close();
  remove?.();
});

const get = (app: RunningApp, pathname: string, init?: RequestInit) => fetch(app.baseUrl + pathname, init);

describe('history fallback: index.html for site routes, with the right status', () => {
  const known = [
    '/',
    '/about',
    '/contact',
    '/neighborhoods',
    `/neighborhoods/${neighborhoods[0]!.slug}`,
    `/neighborhoods/${neighborhoods[0]!.id}`,
    '/team',
    '/hot-listings',
    '/cities',
    `/cities/${cities[0]!.slug}`,
    '/resources',
    ...GUIDE_SLUGS.map((slug) => `/resources/${slug}`),
    '/properties',
    `/properties/${properties[0]!.id}`,
    '/testimonials',
    '/privacy-policy',
    '/terms-of-service',
    '/about/',
  ];
  it.each(known)('200 for %s', async (pathname) => {
    const res = await get(site, pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // A page that exists may be shared by a CDN for a minute and served stale while it refreshes.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it.each([
    '/no-such-page',
    '/neighborhoods/atlantis',
    '/cities/atlantis',
    '/properties/no-such-home',
    '/resources/no-such-guide',
    '/about/team',
    '/neighborhoods/%E0%A4%A',
    '/index.html',
  ])('404 with index.html for %s', async (pathname) => {
    const res = await get(site, pathname);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('keeps the query string out of the match', async () => {
    expect((await get(site, `/properties?neighborhood=${neighborhoods[0]!.slug}`)).status).toBe(200);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await get(site, '/neighborhoods/atlantis', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });

  it('allows the inline theme script by its hash in the page CSP', async () => {
    const csp = (await get(site, '/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers other methods on site paths with 404', async () => {
    expect((await get(site, '/contact', { method: 'POST' })).status).toBe(404);
  });
});

describe('files', () => {
  it('serves hashed assets with a long cache', async () => {
    const res = await get(site, '/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves other files of the build with revalidation', async () => {
    const res = await get(site, '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves content images from the images folder', async () => {
    const res = await get(site, '/images/agents/ana.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers a plain 404, not the page, for a missing asset or image', async () => {
    for (const pathname of ['/assets/index-gone.js', '/images/agents/nobody.svg']) {
      const res = await get(site, pathname);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('takes images from packages/content/public/images by default', () => {
    expect(appConfigDefaults.imagesDir).toBe(path.join(repoRoot, 'packages/content/public/images'));
    expect(appConfigDefaults.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });
});

describe('before the web app is built', () => {
  it('answers a page saying to run the build, with the same statuses', async () => {
    const ok = await get(bare, '/about');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('npm run build');
    const missing = await get(bare, '/neighborhoods/atlantis');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('npm run build');
  });

  it('still answers the API', async () => {
    expect((await get(bare, '/api/agents')).status).toBe(200);
  });
});

describe('matchSiteRoute', () => {
  const lookup: SiteContentLookup = {
    neighborhoodExists: (s) => s === 'irvine' || s === 'nb-002',
    cityExists: async (s) => s === 'irvine',
    propertyExists: (s) => s === 'pcr-1001',
  };

  it('knows every static page', async () => {
    for (const pathname of STATIC_SITE_PATHS) expect(await matchSiteRoute(pathname, lookup)).toEqual({ status: 200, route: pathname });
  });

  it('checks that dynamic routes name existing content', async () => {
    expect(await matchSiteRoute('/neighborhoods/irvine', lookup)).toEqual({ status: 200, route: '/neighborhoods/:idOrSlug' });
    expect((await matchSiteRoute('/neighborhoods/nb-002', lookup)).status).toBe(200);
    expect(await matchSiteRoute('/neighborhoods/atlantis', lookup)).toEqual({ status: 404, route: '/neighborhoods/:idOrSlug' });
    expect((await matchSiteRoute('/cities/irvine/', lookup)).status).toBe(200);
    expect((await matchSiteRoute('/cities/atlantis', lookup)).status).toBe(404);
    expect((await matchSiteRoute('/properties/pcr-1001', lookup)).status).toBe(200);
    expect((await matchSiteRoute('/properties/', lookup)).status).toBe(200);
    expect(await matchSiteRoute('/team/ana', lookup)).toEqual({ status: 404, route: null });
    expect((await matchSiteRoute('/neighborhoods/%ZZ', lookup)).status).toBe(404);
  });

  it('answers 503 (try again later), not 404, when the content source cannot tell', async () => {
    const down: SiteContentLookup = {
      ...lookup,
      cityExists: async () => {
        throw new Error('provider down');
      },
    };
    expect(await matchSiteRoute('/cities/irvine', down)).toEqual({ status: 503, route: '/cities/:slug' });
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([
      `sha256-${createHash('sha256').update('x()').digest('base64')}`,
    ]);
  });

  it('leaves out data blocks, which the browser never runs', () => {
    const html = '<script type="application/json" id="pcr-app-modules">{"entry":"/a.js"}</script><script type="application/ld+json">{"@type":"Thing"}</script><script>y()</script>';
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash('sha256').update('y()').digest('base64')}`]);
  });
});
