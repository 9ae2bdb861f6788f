import { describe, expect, it } from 'vitest';
import { visit } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * The order of a page's first paint and its code's requests, as the browser timed them. Kept apart
 * from the other server-rendered checks: it runs in the e2e-serial project (vitest.config.ts), alone
 * and before the other e2e files, as on a loaded machine the first frame can be presented after the
 * start-up script's one-second fallback for a page that never paints (decision 0026) has fired.
 */
const running = siteAndBrowserForFile();

describe('the first paint waits for no request', () => {
  it.each(['/', '/about', '/neighborhoods/newport-beach', '/properties'])(
    '%s asks for its code only once its first contentful paint is on the screen',
    async (route) => {
      const { page, close } = await visit(running.browser, `${running.site.baseUrl}${route}`);
      // The paint entry's time is when the frame was presented, not when its task ran; code asked
      // for between the two shares the network with what the visitor is about to see.
      const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(firstContentfulPaint).toBeGreaterThan(0);
      expect(scripts.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
      expect(scripts.filter((script) => script.startTime < firstContentfulPaint!)).toEqual([]);
      await close();
    },
  );
});
