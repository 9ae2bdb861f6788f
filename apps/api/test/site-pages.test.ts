import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cityDetails } from '@pcr/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpCityGuides } from '../src/city-guides/http-provider.js';
import { appConfigDefaults } from '../src/config.js';
import { builtWebConfig, postJson, startApp, type RunningApp } from './helpers.js';
import { rawRequest } from './raw-http.js';

/**
 * The pages of the site, as the built web app renders them through the server (issue 29): one route
 * table decides each page's status, its data comes from the API in-process, and URLs that differ only
 * in what the page does not read are one page.
 */

let site: RunningApp;
let bare: RunningApp;
/** HTTP requests the server received: a page render must not add any of its own. */
let requestsReceived = 0;

beforeAll(async () => {
  site = await startApp({ config: builtWebConfig({ siteUrl: 'https://www.example.test' }) });
  site.server.on('request', () => void (requestsReceived += 1));
  bare = await startApp();
});

afterAll(async () => {
  await site?.close();
  await bare?.close();
});

const get = (app: RunningApp, pathname: string, init?: RequestInit) => fetch(app.baseUrl + pathname, init);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
/** The page renders the server logged (debug 'page rendered'), with how many React renders each took. */
const rendersOf = (app: RunningApp) => app.logger.entries().filter((e) => e.msg === 'page rendered') as { cacheKey: string; reactRenders: number; status: number }[];

describe('statuses from the route table', () => {
  it.each([
    ['/', 'Orange County & Los Angeles Real Estate | Pacific Crest Realty'],
    ['/about', 'About Us | Pacific Crest Realty'],
    ['/neighborhoods/newport-beach', 'Newport Beach, Orange County Neighborhood Guide | Pacific Crest Realty'],
    ['/neighborhoods/nb-001', 'Newport Beach, Orange County Neighborhood Guide | Pacific Crest Realty'],
    ['/cities/irvine', 'Irvine, Orange County Real Estate Guide | Pacific Crest Realty'],
    ['/properties/pcr-1001', undefined],
    ['/resources/mortgage-guide', undefined],
    ['/privacy-policy', undefined],
  ])('200 for %s', async (pathname, title) => {
    const res = await get(site, pathname);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    if (title) expect(titleOf(html)).toBe(title);
    expect(html).not.toContain('noindex');
  });

  it.each(['/no-such-page', '/neighborhoods/atlantis', '/cities/atlantis', '/properties/no-such-home', '/resources/no-such-guide', '/about/team', '/neighborhoods/%E0%A4%A', '/index.html'])(
    '404 with the not-found page, not to be indexed, for %s',
    async (pathname) => {
      const res = await get(site, pathname);
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('reads a path that starts with // as a path, not a host (the property test found GET // answered 500)', async () => {
    const port = Number(new URL(site.baseUrl).port);
    // "//" is the home page spelt with a slash too many: sent to "/" (the address is a path, never a host).
    expect((await rawRequest(port, { method: 'GET', target: '//' })).status).toBe(301);
    expect((await rawRequest(port, { method: 'GET', target: '//evil.example/about' })).status).toBe(404);
    expect((await rawRequest(port, { method: 'GET', target: '//?neighborhood=irvine' })).status).toBe(301);
  });

  // Issue 45: a page's links name its own address, never a spelling a stranger made the first to be kept.
  it.each([
    ['/about/', '/about'],
    ['/AbOuT/', '/about'],
    ['/es/', '/es'],
    ['/ES/About', '/es/about'],
    ['//', '/'],
    [`/properties${'/'.repeat(8000)}`, '/properties'],
    ['/properties//?neighborhood=irvine&minBeds=3', '/properties?neighborhood=irvine&minBeds=3'],
    ['/neighborhoods/%6Eewport-beach', '/neighborhoods/newport-beach'],
    ['/es/cities/irvine/', '/es/cities/irvine'],
  ])('sends %s to the page’s own address (301 %s)', async (spelling, address) => {
    const port = Number(new URL(site.baseUrl).port);
    const res = await rawRequest(port, { method: 'GET', target: spelling });
    expect({ status: res.status, location: res.headers.location }).toEqual({ status: 301, location: address });
  });

  it('keeps canonical, og:url and hreflang on the page’s address whatever spelling came first (an empty cache)', async () => {
    const fresh = await startApp({ config: builtWebConfig({ siteUrl: 'https://www.example.test' }) });
    try {
      const port = Number(new URL(fresh.baseUrl).port);
      for (const spelling of [`/properties${'/'.repeat(8000)}`, '/PROPERTIES/', '/es/Properties//']) await rawRequest(port, { method: 'GET', target: spelling });
      for (const [path, own] of [['/properties', 'https://www.example.test/properties'], ['/es/properties', 'https://www.example.test/es/properties']] as const) {
        const html = await (await get(fresh, path)).text();
        expect(html.length).toBeLessThan(200_000);
        expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(own);
        expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]).toBe(own);
        expect([...html.matchAll(/<link rel="alternate" hreflang="[^"]*" href="([^"]*)"/g)].map((m) => m[1])).toEqual([
          'https://www.example.test/properties',
          'https://www.example.test/es/properties',
          'https://www.example.test/properties',
        ]);
      }
    } finally {
      await fresh.close();
    }
  });

  it('answers HEAD like GET, without a body, and other methods with 404', async () => {
    const head = await get(site, '/neighborhoods/atlantis', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    expect((await get(site, '/contact', { method: 'POST' })).status).toBe(404);
  });

  it('allows each inline script of a page by its hash in the page’s CSP', async () => {
    const res = await get(site, '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('one render per page, in-process', () => {
  it('renders a page with its data without one HTTP request to itself', async () => {
    const before = requestsReceived;
    const res = await get(site, '/neighborhoods/laguna-beach?first=1');
    expect(res.status).toBe(200);
    const html = await res.text();
    // The neighborhood and its homes are in the page, loaded before the one render.
    expect(html).toContain('Laguna Beach');
    // Once: the page's data is its HTML, not also a copy for a script (decision 0048).
    expect(html).not.toContain('pcr-initial-data');
    expect(html).not.toContain('application/json" id="pcr-app');
    expect(requestsReceived - before).toBe(1);
    expect(rendersOf(site).filter((r) => r.cacheKey.startsWith('en:neighborhood {"idOrSlug":"laguna-beach"}'))).toEqual([
      expect.objectContaining({ status: 200, reactRenders: 1 }),
    ]);
  });

  it('makes one page of URLs that differ in query parameters the page does not read', async () => {
    // 1,000 unique junk query strings (issue 28), ten at a time: one render, one kept page.
    const statuses = new Set<number>();
    for (let batch = 0; batch < 100; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const res = await get(site, `/testimonials?junk=${batch * 10 + i}&utm_source=x${batch}`);
          await res.arrayBuffer();
          return res.status;
        }),
      );
      for (const status of answers) statuses.add(status);
    }
    expect([...statuses]).toEqual([200]);
    expect(rendersOf(site).filter((r) => r.cacheKey.startsWith('en:testimonials '))).toHaveLength(1);
    // A parameter the page reads is a page of its own.
    for (const url of ['/properties?junk=1', '/properties?junk=2', '/properties?neighborhood=irvine', '/properties?neighborhood=irvine&junk=3']) {
      expect((await get(site, url)).status).toBe(200);
    }
    expect(rendersOf(site).filter((r) => r.cacheKey.startsWith('en:properties ')).map((r) => r.cacheKey)).toEqual(['en:properties {}', 'en:properties {}?neighborhood=irvine']);
  });

  it('renders a not-found page once for any number of unknown URLs of a route', async () => {
    const bodies: string[] = [];
    for (const slug of ['atlantis-1', 'atlantis-2', "atlantis-3'"]) {
      const res = await get(site, `/cities/${slug}`);
      expect(res.status).toBe(404);
      const body = await res.text();
      // Its language switches (the header's and the menu's) lead to the same address in Spanish: each URL's own, never another's.
      const switchLinks = [...body.matchAll(/href="(\/language\/es\?path=[^"]*)"/g)].map(([, href]) => href!);
      expect(switchLinks.map((href) => href.replaceAll('&#x27;', "'"))).toEqual(Array(2).fill(`/language/es?path=${encodeURIComponent(`/cities/${slug}`)}`));
      // The header's island is told the page's own address (its language switch, once it runs); the rest of the page is the same.
      const islandProps = [...body.matchAll(/ data-props="([^"]*)"/g)].map(([, props]) => props!.replaceAll('&quot;', '"'));
      expect(islandProps.some((props) => props.includes(`"pageAddress":"/cities/${slug}"`))).toBe(true);
      bodies.push(body.replace(/ data-props="[^"]*"/g, '').replaceAll(switchLinks[0]!, ''));
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<main');
    expect(bodies[0]).not.toContain('atlantis');
    const renders = rendersOf(site).filter((r) => r.cacheKey.startsWith('en:city {"slug":"atlantis-'));
    expect(renders.map((r) => r.reactRenders).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
  });
});

describe('the code a page lists for its islands', () => {
  /** The page's islands record (`#pcr-islands`) and the names of the islands in its markup. */
  const islandsOf = async (pathname: string) => {
    const html = await (await get(site, pathname)).text();
    const record = JSON.parse(/<script type="application\/json" id="pcr-islands">([^<]*)<\/script>/.exec(html)![1]!) as { entry: string; preload: string[]; islands: Record<string, string[]> };
    return { record, names: [...new Set([...html.matchAll(/ data-island="([\w-]+)"/g)].map(([, name]) => name!))] };
  };
  const servesScript = async (file: string) => {
    const res = await get(site, file);
    return res.status === 200 && /javascript/.test(res.headers.get('content-type') ?? '');
  };

  it('names, for each island of the page, its own chunks, and the chunks the entry imports: fetched together as one is about to wake', async () => {
    for (const pathname of ['/properties/pcr-1001', '/cities/irvine', '/es/contact']) {
      const { record, names } = await islandsOf(pathname);
      expect(names.length, pathname).toBeGreaterThanOrEqual(2);
      expect(Object.keys(record.islands).sort(), pathname).toEqual([...names].sort());
      for (const name of names) expect(record.islands[name]!.length, `${pathname} ${name}`).toBeGreaterThan(0);
      for (const file of [record.entry, ...record.preload, ...Object.values(record.islands).flat()]) expect(await servesScript(file), `${pathname}: ${file}`).toBe(true);
      // The entry's own imports, not the islands' (each island's list has them).
      expect(record.preload.some((file) => /react-dom/.test(file)), pathname).toBe(true);
    }
  });

  it('adds the Spanish catalog on a Spanish page, and nothing of it on an English one', async () => {
    expect((await islandsOf('/es/properties/pcr-1001')).record.preload.some((file) => /\/catalog-es-/.test(file))).toBe(true);
    expect((await islandsOf('/properties/pcr-1001')).record.preload.some((file) => /catalog-es/.test(file))).toBe(false);
  });
});

describe('a stranger\'s path as the first unknown page of a fresh server', () => {
  // The first not-found render of a route is kept for every unknown URL after it: a path that a URL
  // parser reads as a host ("//…") once threw while naming its languages, and every not-found page answered 500.
  it('"//..%2f..%2fetc/passwd" is a 404, and so is every unknown page after it, in both languages', async () => {
    const fresh = await startApp({ config: builtWebConfig({ siteUrl: 'https://www.example.test' }) });
    try {
      const port = Number(new URL(fresh.baseUrl).port);
      for (const target of ['//..%2f..%2fetc/passwd', '/no-such-page', '//%2e%2e/', '/es/no-such-page', '/es//..%2f..%2fetc', '/es/no-such-page-2']) {
        const response = await rawRequest(port, { method: 'GET', target });
        expect(response.status, target).toBe(404);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('files', () => {
  const assetsDir = path.join(appConfigDefaults.webDist, 'assets');
  const script = fs.readdirSync(assetsDir).find((f) => f.endsWith('.js'))!;

  it('serves hashed assets with a long cache, other files with revalidation', async () => {
    const asset = await get(site, `/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const favicon = await get(site, '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves the agency's PNG logo (structured data's) at its fixed address, revalidated", async () => {
    const logo = await get(site, '/logo.png');
    const bytes = Buffer.from(await logo.arrayBuffer());
    expect({ status: logo.status, type: logo.headers.get('content-type'), cache: logo.headers.get('cache-control') }).toEqual({
      status: 200,
      type: 'image/png',
      cache: 'no-cache',
    });
    // The IHDR chunk's width and height.
    expect([bytes.subarray(1, 4).toString('latin1'), bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(['PNG', 512, 512]);
  });

  it('answers a plain 404, not the page, for a missing asset or image', async () => {
    for (const pathname of ['/assets/index-gone.js', '/images/agents/nobody.svg']) {
      const res = await get(site, pathname);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('serves the stylesheet a page links by the list in its address: the build’s stylesheets joined in that order, kept a year, compressed as asked', async () => {
    const [first, second, third] = fs.readdirSync(assetsDir).filter((file) => file.endsWith('.css')).slice(0, 3) as [string, string, string];
    const idOf = (file: string) => file.replace(/\.css$/, '').split('-').at(-1)!;
    const text = (file: string) => fs.readFileSync(path.join(assetsDir, file), 'utf8');
    const address = `/assets/styles/${idOf(third)}.${idOf(first)}.${idOf(second)}.css`;
    const answer = await get(site, address, { headers: { 'accept-encoding': 'br' } });
    expect({ status: answer.status, type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control'), encoding: answer.headers.get('content-encoding') }).toEqual({
      status: 200,
      type: 'text/css; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      encoding: 'br',
    });
    expect(await answer.text()).toBe(`${text(third)}\n${text(first)}\n${text(second)}`);
    // Asked again, in another coding, and by a browser that holds it.
    const again = await get(site, address, { headers: { 'accept-encoding': 'gzip' } });
    expect({ status: again.status, encoding: again.headers.get('content-encoding'), etag: again.headers.get('etag') }).toEqual({ status: 200, encoding: 'gzip', etag: answer.headers.get('etag') });
    expect(await again.text()).toBe(`${text(third)}\n${text(first)}\n${text(second)}`);
    // (Raw HTTP: fetch adds `Cache-Control: no-cache` to a conditional request, which rules out a 304.)
    const revalidated = await rawRequest(Number(new URL(site.baseUrl).port), { method: 'GET', target: address, headers: [['If-None-Match', answer.headers.get('etag')!]] });
    expect(revalidated.status).toBe(304);
    // The page's own link answers too.
    const home = await (await get(site, '/')).text();
    const linked = /<link rel="stylesheet" href="(\/assets\/styles\/[^"]+)">/.exec(home)![1]!;
    expect((await get(site, linked)).status).toBe(200);
  });

  it('answers a plain 404 for a page stylesheet whose address lists no stylesheets of the build', async () => {
    const [first] = fs.readdirSync(assetsDir).filter((file) => file.endsWith('.css')) as [string];
    const id = first.replace(/\.css$/, '').split('-').at(-1)!;
    for (const name of [`${id}.nosuchid.css`, `${id}.${id}.css`, '.css', `${id}`, `${id}.js`, `${id}..css`, `%2E%2E%2F${id}.css`, `${id}.css/x`, 'x'.repeat(3000) + '.css']) {
      const res = await get(site, `/assets/styles/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toMatch(/^text\/plain/);
    }
  });

  it('keeps the build’s own files private: source maps, the budget report, the bare template', async () => {
    // Issue 45: whatever the spelling or encoding, and the compressed copies asked for by name.
    const spellings = [
      `/assets/${script}.map`,
      `/assets/${script}%2Emap`,
      `/assets/${script}%2emap`,
      `/assets/${script}.map.br`,
      `/assets/${script}.br`,
      `/assets/${script}.gz`,
      '/bundle-report.json',
      '/bundle-report%2Ejson',
      '/bundle-report.json.br',
      '/bundle-report.json.gz',
      '/index.html.br',
      '/index%2Ehtml.br',
      '/index.html.gz',
      '/favicon.svg.br',
      '/%62undle-report.json',
    ];
    for (const pathname of spellings) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(site, pathname, { headers: { 'accept-encoding': encoding } });
        expect(res.status, `${pathname} (${encoding})`).toBe(404);
        expect(await res.text()).not.toMatch(/sourcesContent|"routes"|<!doctype html><html lang="en-US" class="light"><head><meta charset="UTF-8" \/>/);
      }
    }
    // The public files still go out, compressed as asked: every script, style, font and share image of the build.
    const served = await get(site, `/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect({ status: served.status, encoding: served.headers.get('content-encoding') }).toEqual({ status: 200, encoding: 'br' });
    const publicFiles = fs.readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(?:js|css|woff2|png)$/.test(file));
    // The Spanish catalog is one of them (decision 0051).
    expect(publicFiles.some((file) => /^catalog-es-/.test(file))).toBe(true);
    for (const file of publicFiles) expect((await get(site, `/assets/${file}`)).status, file).toBe(200);
  });
});

// Issue 45: a flood of new URLs must slow nobody else; the pages past the render slots answer at once.
describe('while every render slot is taken and the line for them is full', () => {
  it('a new page answers a fast 503 with Retry-After; a kept page, an asset and a lead answer as ever; the held pages come', async () => {
    // A city-guide service that holds its answers until the test lets them go: six city pages take the two slots and the line of four.
    const held: (() => void)[] = [];
    const upstream = http.createServer((req, res) => {
      const slug = decodeURIComponent((req.url ?? '').split('/')[2] ?? '');
      const city = cityDetails.find((c) => c.slug === slug);
      held.push(() => res.writeHead(city ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(city ?? { message: 'unknown city' })));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const busy = await startApp({ cityGuides: httpCityGuides(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, 30_000), config: builtWebConfig() });
    try {
      expect((await get(busy, '/about')).status).toBe(200);
      const slow = ['irvine', 'tustin', 'anaheim', 'fullerton', 'santa-ana', 'costa-mesa'].map((slug) => get(busy, `/cities/${slug}`));
      await vi.waitFor(() => expect(held).toHaveLength(2));
      await vi.waitFor(() => expect(busy.logger.entries().filter((entry) => entry.msg === 'page waits for a render slot')).toHaveLength(4));
      const refused = await get(busy, '/properties?minPrice=222222');
      expect({ status: refused.status, retryAfter: refused.headers.get('retry-after'), cacheControl: refused.headers.get('cache-control') }).toEqual({
        status: 503,
        retryAfter: '5',
        cacheControl: 'no-cache',
      });
      expect(await refused.text()).toBe('The site is busy. Please try again in a moment.');
      expect((await get(busy, '/about')).status).toBe(200);
      const script = fs.readdirSync(path.join(appConfigDefaults.webDist, 'assets')).find((f) => f.endsWith('.js'))!;
      expect((await get(busy, `/assets/${script}`)).status).toBe(200);
      expect((await postJson(busy.baseUrl, '/api/contact', { name: 'Ann Lee', email: 'ann@example.test', phone: '(949) 555-0101' })).status).toBe(201);
      // Let the service answer: each held page is rendered in turn.
      while (held.length > 0 || (await Promise.race([Promise.all(slow).then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))])) === false) held.shift()?.();
      expect((await Promise.all(slow)).map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await busy.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

describe('before the web app is built', () => {
  it('answers a page saying to run the build, and still answers the API', async () => {
    const res = await get(bare, '/about');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('npm run build');
    expect((await get(bare, '/api/agents')).status).toBe(200);
  });
});
