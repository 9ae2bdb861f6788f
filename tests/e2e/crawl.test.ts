import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './support/browser.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';
import { waitForPageRunning } from './support/page-checks.js';

const running = siteAndBrowserForFile();

/** Every same-site page link of the rendered document, without query-less duplicates or anchors. */
const linksOf = () =>
  Array.from(document.querySelectorAll('a[href]'))
    .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname))
    .map((url) => url.pathname + url.search);

/**
 * The page template a path renders: a detail route's slug and any query string do not change which
 * components are on the page, only their data (a photo gallery does: the crawl tells it apart). Axe runs once per template (3-5 s a page on 2 cores:
 * every page took 4-7 minutes); tests/e2e/standards.test.ts checks WCAG 2 AA (HTML_CodeSniffer) and
 * HTML validity on every page of the sitemap, and every story is axe-checked in every state.
 */
const templateOf = (path: string) => {
  const [pathname = '/'] = path.split('?');
  return pathname.replace(/^\/(neighborhoods|cities|properties|resources)\/[^/]+$/, '/$1/:slug');
};

describe('no link on the site leads to the not-found page', () => {
  // ~70 pages loaded to network idle one after another; the limit is there to stop a hang, not to time it.
  it('a crawl from the home page reaches every linked page with HTTP 200, its own title, description and h1, every icon drawn, no not-found heading, no console error, and nothing axe finds on any page template', { timeout: 600_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();
    const titles = new Map<string, string>();
    const axeChecked = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const response = await page.goto(`${running.site.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForPageRunning(page);
      const notFound = await page.getByRole('heading', { level: 1, name: /not found/i }).count();
      if (response?.status() !== 200 || notFound > 0) {
        broken.push(`${path} (HTTP ${response?.status()}, linked from ${linkedFrom.get(path) ?? 'nowhere'})`);
        continue;
      }
      // Every page renders without a console error (failed requests, React warnings, exceptions).
      if (consoleErrors.length > 0) broken.push(`${path}: ${consoleErrors.splice(0).join('; ')}`);
      // Its own title with the site name, one meta description and one h1.
      const title = await page.title();
      if (!title.endsWith(' | Pacific Crest Realty')) broken.push(`${path}: title "${title}"`);
      if (titles.has(title)) broken.push(`${path}: same title as ${titles.get(title)}`);
      titles.set(title, path);
      const descriptions = await page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
      if (descriptions.length !== 1 || descriptions[0]!.length < 50) broken.push(`${path}: meta descriptions ${JSON.stringify(descriptions)}`);
      const h1s = await page.getByRole('heading', { level: 1 }).count();
      if (h1s !== 1) broken.push(`${path}: ${h1s} h1 headings`);
      // Every icon draws a symbol of the page's own sprite, and that symbol has a drawing.
      const blankIcons = await page.locator('svg use').evaluateAll((uses) =>
        uses.map((use) => use.getAttribute('href') ?? '').filter((href) => !/^#[\w-]+$/.test(href) || !document.querySelector(`symbol${href}`)?.querySelector('path, circle, rect')),
      );
      if (blankIcons.length > 0) broken.push(`${path}: icons without a drawing ${JSON.stringify(blankIcons)}`);
      // …and with nothing axe can find, in whatever state the page has reached (once per template;
      // a property with a photo gallery has components the others have not).
      const template = templateOf(path) + ((await page.locator('[aria-roledescription="carousel"]').count()) > 0 ? ' with a gallery' : '');
      if (!axeChecked.has(template)) {
        axeChecked.add(template);
        const violations = await axeViolations(page);
        if (violations.length > 0) broken.push(`${path}: axe ${JSON.stringify(violations)}`);
      }
      for (const link of await page.evaluate(linksOf)) {
        if (seen.has(link)) continue;
        seen.add(link);
        linkedFrom.set(link, path);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    // The crawl really went through the site: every route kind was reached.
    const pages = [...seen];
    for (const prefix of ['/neighborhoods', '/cities', '/properties', '/about', '/contact', '/team', '/hot-listings', '/cities/', '/neighborhoods/', '/properties/', '/resources/', '/testimonials', '/privacy-policy', '/terms-of-service']) {
      expect(pages.some((p) => p.startsWith(prefix)), `${prefix} reached`).toBe(true);
    }
    // The condo's page (pcr-1020) has the only gallery: axe saw it too.
    expect(axeChecked.has('/properties/:slug with a gallery')).toBe(true);
    await context.close();
  });
});
