import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';
import { htmlcsErrors, htmlValidateErrors } from './support/standards.js';

const running = siteAndBrowserForFile();

/** Pages that answer a not-found page (every kind the site has), besides the sitemap's routes. */
const notFoundRoutes = ['/no-such-page', '/neighborhoods/atlantis', '/cities/atlantis', '/properties/no-such-home'];

/** Every route of the sitemap, and the not-found pages. */
async function routes(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, ...notFoundRoutes];
}

/** The page as it settles: no request in flight, its h1 rendered. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

// Second opinions beside axe, by checkers no one here wrote. One browser page visits every route
// once; both checkers read it there (the HTML as served, the document once rendered).
describe('every route as the site serves it', () => {
  const served = new Map<string, string[]>();
  const rendered = new Map<string, string[]>();
  const codeSniffer = new Map<string, string[]>();
  let visited: string[] = [];

  beforeAll(async () => {
    visited = await routes(running.site.baseUrl);
    const { page, context } = await openPage(running.browser, { bypassCSP: true });
    for (const path of visited) {
      const response = await page.goto(`${running.site.baseUrl}${path}`);
      served.set(path, await htmlValidateErrors(await response!.text(), `${path} (served)`));
      await settle(page);
      rendered.set(path, await htmlValidateErrors(await page.content(), `${path} (rendered)`));
      // A page that stops HTML_CodeSniffer is a finding of its own, named with the route (2.5.1 throws
      // in its WCAG 1.3.5 check on a multi-line autocomplete token on a one-line input).
      codeSniffer.set(path, await htmlcsErrors(page).catch((error: Error) => [`HTML_CodeSniffer could not finish: ${error.message.split('\n')[0]}`]));
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

  it('html-validate finds no error in the document once the app has rendered', () => {
    expect(failing(rendered)).toEqual([]);
  });

  it('HTML_CodeSniffer (WCAG 2 AA) finds no error', () => {
    expect(failing(codeSniffer)).toEqual([]);
  });
});
