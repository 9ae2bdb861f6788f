import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract, type Agent, type CitySummary, type HotListing, type Neighborhood, type PageReads, type Property } from '@pcr/contracts';
import { initClient } from '@ts-rest/core';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ASSETS_FILE, PAGE_TEMPLATE_FILE } from '@pcr/contracts';
import { createPageRenderer } from '../../apps/web/src/server/render-page.js';
import type { PageAssets } from '../../apps/web/src/server/page-assets.js';
import type { PageTemplate } from '../../apps/web/src/server/page-template.js';
import { freePort, repoRoot, startSite } from './support/server.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * decisions.md: pages must render outside a browser, because they will be prerendered for search
 * engines: their data comes from their route's loader (decision 0050). Each page is rendered in Node by the web app's
 * renderer (apps/web/src/server/render-page.tsx, over the built template) from the running server's
 * data, then its markup is read in Chromium with scripts off: what a crawler gets.
 */
const running = siteAndBrowserForFile();
let reader: Page;
/** The public address the pages are prerendered for (not the test server's). */
const siteUrl = 'https://www.pacificcrestrealty.example';

const get = async <T,>(path: string): Promise<T> => (await (await fetch(`${running.site.baseUrl}${path}`)).json()) as T;

const webDist = path.join(repoRoot, 'apps/web/dist');
const readBuild = <T,>(file: string) => JSON.parse(fs.readFileSync(path.join(webDist, file), 'utf8')) as T;
const renderer = createPageRenderer({ template: readBuild<PageTemplate>(PAGE_TEMPLATE_FILE), assets: readBuild<PageAssets>(PAGE_ASSETS_FILE), siteUrl });

/** The reads of a render, answered by a running site's HTTP API (ts-rest's own client: status and body, as the loaders take them). */
const overHttp = (baseUrl: string) => initClient(apiContract, { baseUrl }) as unknown as PageReads;

/** Renders `path` as the server does, its data from the site at `baseUrl`. */
const prerenderPage = (pagePath: string, baseUrl = running.site.baseUrl) => renderer.render(renderer.resolve(pagePath), overHttp(baseUrl));

beforeAll(async () => {
  reader = await (await running.browser.newContext({ javaScriptEnabled: false })).newPage();
});

/**
 * Prerenders `path` and loads its markup; checks what every page needs: data in, one h1, a title,
 * and a description (a not-found page instead asks not to be indexed).
 */
async function prerendered(path: string, { notFound = false }: { notFound?: boolean } = {}): Promise<Page> {
  const { html } = await prerenderPage(path);
  await reader.setContent(html);
  expect(await reader.locator('h1').count(), `h1 elements on ${path}`).toBe(1);
  expect(await reader.title()).toMatch(/\S \| Pacific Crest Realty$/);
  if (notFound) {
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  } else {
    const description = reader.locator('meta[name="description"]');
    expect(await description.count(), `meta descriptions on ${path}`).toBe(1);
    expect(await description.getAttribute('content')).toMatch(/\S/);
  }
  // Everything came through the fallback: no section is still loading.
  expect(await reader.locator('[data-testid$="-skeleton"], [aria-busy="true"]').count(), `loading sections on ${path}`).toBe(0);
  return reader;
}

const main = (page: Page) => page.getByRole('main');

describe('pages render outside a browser with their data', () => {
  it('every page without a parameter', async () => {
    for (const path of ['/about', '/contact', '/neighborhoods', '/team', '/hot-listings', '/cities', '/resources', '/properties', '/testimonials', '/privacy-policy', '/terms-of-service']) {
      const page = await prerendered(path);
      expect(await main(page).getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    }
  });

  it('the home page: featured homes and the first four neighborhoods', async () => {
    const [featured, neighborhoods] = await Promise.all([get<Property[]>('/api/properties/featured'), get<Neighborhood[]>('/api/neighborhoods')]);
    const page = await prerendered('/');
    const hoods = main(page).getByRole('region', { name: 'Explore our neighborhoods' });
    expect(await hoods.getByRole('article').count()).toBe(4);
    expect(await hoods.getByRole('link', { name: neighborhoods[0]!.name }).count()).toBe(1);
    for (const home of featured) expect(await main(page).getByRole('link', { name: home.title }).count()).toBe(1);
  });

  it('/team: every agent but the founder in the grid', async () => {
    const agents = await get<Agent[]>('/api/agents');
    const page = await prerendered('/team');
    const grid = main(page).getByRole('region', { name: 'Our Agents' });
    for (const agent of agents.filter((a) => !a.isFounder)) expect(await grid.getByRole('heading', { name: agent.name }).count()).toBe(1);
  });

  it('/hot-listings and /cities: every listing and city', async () => {
    const [listings, cities] = await Promise.all([get<HotListing[]>('/api/hot-listings'), get<CitySummary[]>('/api/cities')]);
    expect(await main(await prerendered('/hot-listings')).getByRole('article').count()).toBe(listings.length);
    expect(await main(await prerendered('/cities')).getByRole('article').count()).toBe(cities.length);
  });

  it('a neighborhood with its homes, which are requested only once the neighborhood is known', async () => {
    const homes = await get<Property[]>('/api/properties?neighborhood=irvine');
    expect(homes.length).toBeGreaterThan(0);
    const page = await prerendered('/neighborhoods/irvine');
    expect(await page.title()).toMatch(/^Irvine/);
    const hood = await get<Neighborhood>('/api/neighborhoods/irvine');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${siteUrl}${hood.imageUrl}`);
    const area = main(page).getByRole('region', { name: 'Homes for sale in Irvine' });
    expect(await area.getByRole('article').count()).toBe(Math.min(homes.length, 4));
  });

  it('a city guide with its title, description and share image', async () => {
    const page = await prerendered('/cities/newport-beach');
    expect(await page.title()).toBe('Newport Beach, Orange County Real Estate Guide | Pacific Crest Realty');
    const city = await get<{ imageUrl: string }>('/api/cities/newport-beach');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${siteUrl}${city.imageUrl}`);
    expect(await main(page).getByRole('tab', { name: 'Real Estate', selected: true }).count()).toBe(1);
  });

  it('a home, a guide, the homes of one neighborhood and the not-found page', async () => {
    const [home] = await get<Property[]>('/api/properties');
    expect(await main(await prerendered(`/properties/${home!.id}`)).getByRole('heading', { level: 1, name: home!.title }).count()).toBe(1);
    expect(await main(await prerendered('/resources/first-time-buyers')).getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    expect(await main(await prerendered('/properties?neighborhood=irvine')).getByRole('heading', { level: 1 }).textContent()).toBe('Showing homes in Irvine');
    expect(await main(await prerendered('/no-such-page', { notFound: true })).getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });
});

describe('a page whose code has loaded is written in one pass', () => {
  it('the same page, byte for byte, as the streaming render writes it, in both languages', async () => {
    const streaming = createPageRenderer({ template: readBuild<PageTemplate>(PAGE_TEMPLATE_FILE), assets: readBuild<PageAssets>(PAGE_ASSETS_FILE), siteUrl, renderWith: 'streaming' });
    const paths = ['/', '/properties?city=irvine&minBeds=3', '/properties/pcr-1001', '/cities/irvine', '/neighborhoods/newport-beach', '/hot-listings', '/team', '/resources/mortgage-guide', '/neighborhoods/atlantis', '/es', '/es/properties/pcr-1001', '/es/cities/irvine'];
    for (const pagePath of paths) {
      await prerenderPage(pagePath); // its code loads (a first render waits for it)
      // Both renders of this page read the same answers: two requests apart may carry another data time.
      const answers = new Map<string, Promise<unknown>>();
      const http = overHttp(running.site.baseUrl) as unknown as Record<string, (input: unknown) => Promise<unknown>>;
      const sameAnswers = new Proxy(http, {
        get: (target, name: string) => (input: unknown) => {
          const key = `${name} ${JSON.stringify(input)}`;
          let answer = answers.get(key);
          if (!answer) answers.set(key, (answer = target[name]!(input)));
          return answer;
        },
      }) as unknown as PageReads;
      const [onePass, streamed] = await Promise.all([renderer.render(renderer.resolve(pagePath), sameAnswers), streaming.render(streaming.resolve(pagePath), sameAnswers)]);
      expect(onePass.status, pagePath).toBe(streamed.status);
      // A route's not-found page is rendered once and kept: no render at all the second time.
      const kept = pagePath === '/neighborhoods/atlantis';
      expect({ onePass: onePass.onePass, reactRenders: onePass.reactRenders }, pagePath).toEqual(kept ? { onePass: false, reactRenders: 0 } : { onePass: true, reactRenders: 1 });
      expect(streamed.onePass, pagePath).toBe(false);
      // React writes its image preloads first in one pass; the page must not carry them in its markup.
      expect(onePass.html, pagePath).not.toMatch(/<div id="root"><link/);
      expect(onePass.html === streamed.html, `${pagePath}: one-pass and streamed markup differ`).toBe(true);
    }
  });
});

describe('a request that fails while prerendering', () => {
  it('renders its section in the error state the browser would show, and says which request failed', async () => {
    const down = await startSite({ CITY_GUIDES_URL: `http://127.0.0.1:${await freePort()}`, CITY_GUIDES_TIMEOUT_MS: '2000' });
    try {
      const { html, failed } = await prerenderPage('/cities', down.baseUrl);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toContain('getCities');
      await reader.setContent(html);
      expect(await reader.getByText('Error loading cities. Please try again later.').count()).toBe(1);
      expect(await reader.locator('[data-testid="city-card-skeleton"]').count()).toBe(0);
    } finally {
      await down.stop();
    }
  });
});
