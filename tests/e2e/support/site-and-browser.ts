import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import type { RunningSite } from './server.js';

export interface SiteAndBrowser {
  /** The built site, served as `npm start` serves it, shared by the e2e files (global-setup.ts). */
  readonly site: Pick<RunningSite, 'baseUrl'>;
  readonly browser: Browser;
}

/**
 * The shared built site (started once for the run by the e2e global setup) and a Chromium of the
 * file's own, launched before its tests and closed after them. Call it at the top of the file; its
 * own beforeAll hooks registered later run after this one. Tests isolate themselves with a browser
 * context each; what they write (a lead) must not assume a database no other file writes to.
 */
export function siteAndBrowserForFile(): SiteAndBrowser {
  const site = { baseUrl: inject('e2eSiteUrl') };
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    site,
    get browser() {
      if (browser === undefined) throw new Error('Chromium starts in beforeAll: use it inside tests and hooks.');
      return browser;
    },
  };
}
