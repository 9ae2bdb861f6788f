import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * Skeletons must have the size of what replaces them (issue "The assembled site": nothing shifts).
 * Each data page is loaded with its API answers held back, so the skeletons are on screen first,
 * then released; the page's Cumulative Layout Shift must stay under 0.1, the threshold Google
 * calls "good" for real visitors.
 */
const CLS_BUDGET = 0.1;
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;
const PAGES = ['/', '/team', '/hot-listings', '/cities', '/cities/irvine', '/neighborhoods', '/neighborhoods/irvine', '/properties', '/properties?neighborhood=irvine', '/testimonials'];

const running = siteAndBrowserForFile();

/** Sums every layout shift not caused by input (the browser's own CLS bookkeeping), with where it happened. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof record }).__shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node?.tagName ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 40)}` : '?';
        });
        record.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds every API answer until the skeletons have painted, then lets them all through. */
async function holdApi(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('skeletons keep the layout still', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of PAGES) {
      it(`${path} at ${viewportName} width: layout shift under ${CLS_BUDGET}`, async () => {
        const { page, context } = await openPage(running.browser, { viewport });
        await observeLayoutShifts(page);
        const release = await holdApi(page);
        await page.goto(`${running.site.baseUrl}${path}`);
        await page.locator('[data-skeleton]').first().waitFor();
        await page.waitForTimeout(300);
        release();
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.locator('[data-skeleton]').count()).toBe(0);
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(CLS_BUDGET);
        await context.close();
      });
    }
  }
});
