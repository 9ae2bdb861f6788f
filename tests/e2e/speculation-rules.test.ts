import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clickAcrossActivation, launchPrerenderingBrowser, readOnceAt } from '../../scripts/lib/prerendering-browser.js';

/**
 * Navigation between pages stays instant without a client router (decision 0048): the browser
 * prerenders the page behind a link a visitor rests the pointer on, and the click shows that page.
 * Checked in the full Chromium through Puppeteer, under which Chrome prerenders (prerendering-browser.ts).
 */

const baseUrl = inject('e2eSiteUrl');
/** Chrome's `moderate` eagerness starts a prerender after the pointer has rested 200 ms on a link. */
const REST_ON_LINK_MS = 1_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchPrerenderingBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Arrival {
  heading: string;
  prerendered: boolean;
}

/** The first link to `href` that the page shows (the phone's menu holds hidden twins of the header's links). */
async function visibleLink(page: Page, href: string) {
  await page.waitForSelector(`a[href="${href}"]`);
  for (const link of await page.$$(`a[href="${href}"]`)) {
    await link.scrollIntoView();
    if (await link.boundingBox()) return link;
  }
  throw new Error(`no visible link to ${href}`);
}

/** Opens `from`, rests the pointer on its first link to `href`, clicks it; the next page's heading and whether it was prerendered. */
async function restAndClick(from: string, href: string, pathname: string): Promise<Arrival> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}${from}`, { waitUntil: 'load' });
    const link = await visibleLink(page, href);
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, REST_ON_LINK_MS));
    await clickAcrossActivation(link);
    return await readOnceAt(page, pathname, () => ({
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      // A prerendered page is activated by the click, after it started: its activationStart is after 0.
      prerendered: ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number }).activationStart ?? 0) > 0,
    }));
  } finally {
    await context.close();
  }
}

describe('a link the pointer rests on', () => {
  it('opens its page prerendered, in English and in Spanish', async () => {
    expect(await restAndClick('/', '/cities', '/cities')).toEqual({ heading: 'Orange County Cities', prerendered: true });
    expect(await restAndClick('/properties', '/properties/pcr-1001', '/properties/pcr-1001')).toEqual({ heading: 'Bayfront Modern on Lido Isle', prerendered: true });
    expect(await restAndClick('/es', '/es/neighborhoods', '/es/neighborhoods')).toEqual({ heading: 'Explore nuestros vecindarios', prerendered: true });
  });

  it('is not prerendered when following it changes something: the language switch sets a cookie', async () => {
    expect(await restAndClick('/', '/language/es?path=%2F', '/es')).toEqual({ heading: 'Encuentre su lugar en la costa', prerendered: false });
  });
});
