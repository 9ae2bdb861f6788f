import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { outlineOf } from './support/page-outline.js';
import { stateOf } from './support/page-states.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';
import { htmlcsErrors, htmlValidateErrors } from './support/standards.js';

const running = siteAndBrowserForFile();

/** Pages that answer a not-found page (every kind the site has), besides the sitemap's routes. */
const notFoundRoutes = ['/no-such-page', '/neighborhoods/atlantis', '/cities/atlantis', '/properties/no-such-home', '/team/no-such-agent'];

/** Pages no sitemap lists (a visitor's own, noindex) that every home links to: its tour request form. */
const formRoutes = ['/properties/pcr-1001/tour', '/es/properties/pcr-1001/tour'];

/** Every route of the sitemap, the forms' pages, and the not-found pages. */
async function routes(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, ...formRoutes, ...notFoundRoutes];
}

/** The page as it settles: no request in flight, its h1 rendered. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** HTML_CodeSniffer's errors on the page as it stands; one that stops it is a finding of its own. */
const codeSnifferFindings = (page: Page) =>
  // 2.5.1 throws in its WCAG 1.3.5 check on a multi-line autocomplete token on a one-line input.
  htmlcsErrors(page).catch((error: Error) => [`HTML_CodeSniffer could not finish: ${error.message.split('\n')[0]}`]);

// Second opinions beside axe, by checkers no one here wrote. Every route is read as the server sends
// it: html-validate on its HTML, HTML_CodeSniffer on the page it makes with scripts off (no app code to
// wait for). What the app's code changes once it runs is the same on every page of a template and
// state: both checkers read one page of each once it has settled.
describe('every route as the site serves it', () => {
  const served = new Map<string, string[]>();
  const rendered = new Map<string, string[]>();
  const codeSniffer = new Map<string, string[]>();
  let visited: string[] = [];

  beforeAll(async () => {
    visited = await routes(running.site.baseUrl);
    const firstOfState = new Map<string, string>();
    const asServed = await openPage(running.browser, { javaScriptEnabled: false });
    for (const path of visited) {
      const response = await asServed.page.goto(`${running.site.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      const html = await response!.text();
      served.set(path, await htmlValidateErrors(html, `${path} (served)`));
      codeSniffer.set(`${path} (served, scripts off)`, await codeSnifferFindings(asServed.page));
      const state = stateOf(path, outlineOf(html), response!.status());
      if (!firstOfState.has(state)) firstOfState.set(state, path);
    }
    await asServed.context.close();

    const { page, context } = await openPage(running.browser);
    for (const path of firstOfState.values()) {
      await page.goto(`${running.site.baseUrl}${path}`);
      await settle(page);
      rendered.set(path, await htmlValidateErrors(await page.content(), `${path} (rendered)`));
      codeSniffer.set(`${path} (running)`, await codeSnifferFindings(page));
    }
    await context.close();
  }, 300_000);

  const failing = (findings: Map<string, string[]>) => [...findings].filter(([, errors]) => errors.length > 0);

  it('covers the sitemap and the not-found pages', () => {
    expect(visited.length).toBeGreaterThan(20);
    expect(visited).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/neighborhoods', '/team', '/hot-listings', '/cities', '/resources', ...notFoundRoutes]));
  });

  it('html-validate finds no error in the HTML the server sends', () => {
    expect(failing(served)).toEqual([]);
  });

  it('html-validate finds no error in the document once the app has rendered, on a page of every template and state', () => {
    expect(rendered.size).toBeGreaterThan(15);
    expect(failing(rendered)).toEqual([]);
  });

  it('HTML_CodeSniffer (WCAG 2 AA) finds no error, on every route as served and on a running page of every template and state', () => {
    expect(failing(codeSniffer)).toEqual([]);
  });
});
