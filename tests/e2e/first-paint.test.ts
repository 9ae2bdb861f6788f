import { describe, expect, it } from 'vitest';
import { visit } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/**
 * A page is its server's HTML (decision 0048): it loads no code to show itself or to follow a link;
 * an island's code loads when a visitor reaches for it. Kept apart from the other server-rendered
 * checks (the e2e-serial project runs it alone): it reads the browser's resource timings.
 */
const running = siteAndBrowserForFile();

const scriptsLoaded = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((pathname) => pathname.endsWith('.js'));

describe('a page runs no code until a visitor reaches for a part that needs it', () => {
  it.each(['/', '/about', '/neighborhoods/newport-beach', '/properties', '/es/properties/pcr-1001'])('%s paints and settles with no script loaded', async (route) => {
    const { page, close } = await visit(running.browser, `${running.site.baseUrl}${route}`);
    // Every request the page makes by itself has ended (the load event, then no request in flight).
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)).toBeGreaterThan(0);
    expect(await page.evaluate(scriptsLoaded)).toEqual([]);
    // Nor does the page carry its data a second time for a script to read.
    expect(await page.locator('script[type="application/json"]:not(#pcr-islands)').count()).toBe(0);
    await close();
  });

  it('the theme switch loads the entry and its own code once, and works', async () => {
    const { page, close } = await visit(running.browser, `${running.site.baseUrl}/about`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(scriptsLoaded)).toEqual([]);
    const dark = page.getByRole('banner').getByRole('button', { name: 'Dark' }).first();
    await dark.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');
    await expect.poll(() => dark.getAttribute('aria-pressed')).toBe('true');
    const loaded = await page.evaluate(scriptsLoaded);
    expect(loaded.filter((pathname) => /^\/assets\/index-[\w-]+\.js$/.test(pathname))).toHaveLength(1);
    expect(new Set(loaded).size).toBe(loaded.length);
    await close();
  });
});
