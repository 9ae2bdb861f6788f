import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, openPage } from './browser.js';

export interface VisitedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  consoleErrors: string[];
  close: () => Promise<void>;
}

/** Opens `url` in a fresh context and checks the HTTP status of the document. */
export async function visit(browser: Browser, url: string, options: { status?: number; viewport?: { width: number; height: number } } = {}): Promise<VisitedPage> {
  const { page, consoleErrors, context } = await openPage(browser, options.viewport ? { viewport: options.viewport } : {});
  const response = await page.goto(url);
  expect(response?.status(), `HTTP status of ${url}`).toBe(options.status ?? 200);
  // A page starts its code once it has painted (decision 0021), often after the load event: tests use
  // it as a visitor does, once it runs.
  await waitForPageRunning(page);
  return { page, consoleErrors, close: () => context.close() };
}

/**
 * Until React has taken over `element` (its event props are on it). A part of a page is an island
 * that wakes when a visitor reaches for it (decision 0048): this reaches for it as a keyboard user
 * does (focus on it, or on its first control), then waits for its code to hydrate it.
 */
export async function waitForElementHydrated(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((node) => {
    const focusable = node.matches('a[href], button, input, select, textarea, [tabindex]') ? node : node.querySelector('a[href], button:not([disabled]), input, select, textarea, [tabindex]');
    (focusable as HTMLElement | null)?.focus();
  });
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 10_000 }).toBe(true);
}

/**
 * Counts, in every frame from now on, the elements matching `selector` that are on show (not
 * `display: none`); resolves to a reader of the most seen in one frame. For parts where one thing
 * replaces another (a tab's panel, an accordion's answer): a frame that painted both is a flash.
 */
export async function watchMostShownInAFrame(page: Page, selector: string): Promise<() => Promise<number>> {
  const key = `pcrMostShown:${selector}`;
  await page.evaluate(
    ({ selector, key }) => {
      const record = window as unknown as Record<string, number>;
      record[key] = 0;
      const count = () => {
        const shown = [...document.querySelectorAll(selector)].filter((element) => getComputedStyle(element).display !== 'none').length;
        record[key] = Math.max(record[key] ?? 0, shown);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    },
    { selector, key },
  );
  return async () => {
    // Two frames on, so whatever the last change left on show has been counted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? 0, key);
  };
}

/**
 * Until the page has loaded (decision 0048: a page is the server's HTML and needs no code to run;
 * its islands hydrate when a visitor reaches for them, see `waitForElementHydrated`).
 */
export async function waitForPageRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 20_000 });
}

/**
 * What every page of the site must have: its own title ending in the site name, a meta
 * description, one h1, no accessibility violations, no console errors.
 */
export async function expectPageBasics(visited: VisitedPage, expected: { title: string | RegExp; h1: string | RegExp }) {
  const { page, consoleErrors } = visited;
  const h1 = page.getByRole('heading', { level: 1 });
  // Pages fill in as their data arrives: wait for the state asserted, never read it once.
  await expect.poll(async () => (await h1.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()), { timeout: 10_000 }).toEqual([
    expect.stringMatching(expected.h1),
  ]);
  await expect.poll(() => page.title()).toMatch(expected.title);
  expect(await page.title()).toMatch(/ \| Pacific Crest Realty$/);
  const descriptions = page.locator('meta[name="description"]');
  expect(await descriptions.count(), 'one meta description').toBe(1);
  expect((await descriptions.getAttribute('content'))?.length ?? 0).toBeGreaterThan(40);
  // The page's own code hydrates after the shell, once its route's chunk has loaded (seconds later on
  // a busy machine): axe and the console are read on the page that runs, so a hydration error is
  // always among the errors, never reported after they were read.
  await waitForPageRunning(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole text, letter for letter (whitespace collapsed). */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The app's one notice region (the toaster; its name says F8 reaches it). */
/** The notice region, named in the page's language: "Notifications (F8)", on a Spanish page "Notificaciones (F8)". */
export const noticeRegion = (page: Page, language: 'en' | 'es' = 'en') =>
  page.getByRole('region', { name: language === 'es' ? 'Notificaciones (F8)' : 'Notifications (F8)' });

/**
 * The share image the server names for a page whose picture is `imageUrl` (/images/cities/irvine.svg):
 * the build's PNG of it, fingerprinted (issue 32: networks do not show SVG).
 */
export const sharedPicture = (siteUrl: string, imageUrl: string) => {
  const [, folder, name] = /^\/images\/([^/]+)\/([^/]+)\.svg$/.exec(imageUrl) ?? [];
  return new RegExp(`^${escapeRegExp(siteUrl)}/assets/share/${escapeRegExp(`${folder}-${name}`)}-[\\w-]+\\.png$`);
};
