import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startSite, type RunningSite } from './server.js';

export interface SiteAndBrowser {
  /** The built site, served as `npm start` serves it (available once the file's tests run). */
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * Starts the built site and Chromium before a test file's tests and stops both after them. Call it
 * at the top of the file; its own beforeAll hooks registered later run after these.
 */
export function siteAndBrowserForFile(): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start in beforeAll: use them inside tests and hooks.');
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
  };
}
