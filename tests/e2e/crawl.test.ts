import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_SWITCH_PATH, pathInLocale, splitLocale, type Locale } from '@pcr/contracts';
import { axeViolations, openPage } from './support/browser.js';
import { crawlOverHttp } from './support/crawl.js';
import { outlineOf, type PageOutline } from './support/page-outline.js';
import { repeatedData } from './support/repeated-data.js';
import { stateOf } from './support/page-states.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';
import { waitForPageRunning } from './support/page-checks.js';

const running = siteAndBrowserForFile();

/**
 * Every same-site page link of the document at `pageUrl`, without anchors (a query string kept). The
 * language switch's link (/language/es?path=…) stands for the page it leads to, which the crawl
 * reads (api/test/spanish-pages.test.ts checks the switch's answers).
 */
const linksOf = (outline: PageOutline, pageUrl: string) =>
  outline.hrefs
    .map((href) => new URL(href, pageUrl))
    .filter((url) => url.origin === new URL(pageUrl).origin && !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname))
    .map((url) => {
      if (!url.pathname.startsWith(`${LANGUAGE_SWITCH_PATH}/`)) return url.pathname + url.search;
      const [pathname = '/', query] = (url.searchParams.get('path') ?? '/').split('?');
      return pathInLocale(splitLocale(pathname).path, url.pathname.slice(LANGUAGE_SWITCH_PATH.length + 1) as Locale) + (query ? `?${query}` : '');
    });

const notFound = (outline: PageOutline) => outline.h1s.some((name) => /not found/i.test(name));

/** What every page's document must have: its title with the site name, one meta description, one h1, every icon drawn. */
function documentProblems(path: string, outline: PageOutline): string[] {
  const problems: string[] = [];
  if (!outline.title.endsWith(' | Pacific Crest Realty')) problems.push(`${path}: title "${outline.title}"`);
  const { descriptions } = outline;
  if (descriptions.length !== 1 || descriptions[0]!.length < 50) problems.push(`${path}: meta descriptions ${JSON.stringify(descriptions)}`);
  if (outline.h1s.length !== 1) problems.push(`${path}: ${outline.h1s.length} h1 headings`);
  // Every icon draws a symbol of the page's own sprite, and that symbol has a drawing.
  if (outline.blankIcons.length > 0) problems.push(`${path}: icons without a drawing ${JSON.stringify(outline.blankIcons)}`);
  return problems;
}

interface Crawl {
  /** Every page path linked from a page reached from the home page (the home page included). */
  seen: Set<string>;
  /** Each reached page's title as served. */
  titles: Map<string, string>;
  /** The first page reached of each template and state. */
  firstOfState: Map<string, string>;
  broken: string[];
}

/**
 * Reads every page reached from the home page as the server sends it, and asks once for every file
 * a page asks the browser for (the browser would log a missing one as an error).
 */
async function crawlSite(baseUrl: string): Promise<Crawl> {
  const titles = new Map<string, string>();
  const firstOfState = new Map<string, string>();
  const broken: string[] = [];
  const titled = new Map<string, string>();
  const files = new Map<string, Promise<number>>();
  const seen = await crawlOverHttp(baseUrl, async ({ path, url, response, outline, html, linkedFrom }) => {
    if (response.status !== 200 || notFound(outline)) {
      broken.push(`${path} (HTTP ${response.status}, linked from ${linkedFrom ?? 'nowhere'})`);
      return [];
    }
    broken.push(...documentProblems(path, outline));
    broken.push(...repeatedData(html).map((problem) => `${path}: ${problem}`));
    // The agency's license number on every page (California: wherever it solicits business), in the page's language.
    const license = splitLocale(path.split('?')[0]!).locale === 'es' ? 'DRE n.º 02154879' : 'DRE #02154879';
    if (!html.includes(license)) broken.push(`${path}: no "${license}" (the agency's license number)`);
    // Titles are unique within a language (a home's title reads the same in both).
    const titleKey = `${splitLocale(path.split('?')[0]!).locale} ${outline.title}`;
    if (titled.has(titleKey)) broken.push(`${path}: same title as ${titled.get(titleKey)}`);
    titled.set(titleKey, path);
    titles.set(path, outline.title);
    for (const file of outline.filesAskedFor(url)) {
      if (!files.has(file)) files.set(file, fetch(file).then(async (answer) => (await answer.arrayBuffer(), answer.status)));
      const status = await files.get(file);
      if (status !== 200) broken.push(`${path}: ${file} answers HTTP ${status}`);
    }
    const state = stateOf(path, outline);
    if (!firstOfState.has(state)) firstOfState.set(state, path);
    return linksOf(outline, url);
  });
  return { seen, titles, firstOfState, broken };
}

describe('what a page carries twice', () => {
  it('is found: a data script, a text shown and carried again in props or a script, an oversized islands record', () => {
    const description = 'A 1928 Spanish Colonial with Arroyo Seco views, an arched loggia and a pool set among mature oaks.';
    const page = (extra: string) => `<html><body><main><p>${description}</p></main>${extra}</body></html>`;
    expect(repeatedData(page('<script type="application/ld+json">{"description":"' + description + '"}</script>'))).toEqual([]);
    expect(repeatedData(page('<script type="application/json" id="pcr-initial-data">{"p":1}</script>'))).toEqual(['a script of another kind: application/json#pcr-initial-data']);
    expect(repeatedData(page(`<div data-island="x" data-props="{&quot;d&quot;:&quot;${description}&quot;}"><p>Short</p></div>`))).toHaveLength(1);
    expect(repeatedData(page(`<script type="application/json" id="pcr-islands">{"x":"${'y'.repeat(5000)}"}</script>`))).toEqual(['the islands record is 5008 bytes']);
    // An island's props may carry what that island itself shows.
    expect(repeatedData(`<html><body><div data-island="x" data-props="{&quot;d&quot;:&quot;${description}&quot;}"><p>${description}</p></div></body></html>`)).toEqual([]);
  });
});

describe('no link on the site leads to the not-found page', () => {
  let crawl: Crawl;
  beforeAll(async () => {
    crawl = await crawlSite(running.site.baseUrl);
  }, 300_000);

  it('a crawl from the home page over HTTP reaches every linked page with HTTP 200, its own title, description and h1, every icon drawn, every file it asks for there, no data carried twice, the agency’s license number, and no not-found heading', () => {
    expect(crawl.broken).toEqual([]);
    // The crawl really went through the site: every route kind was reached.
    const pages = [...crawl.seen];
    for (const prefix of ['/neighborhoods', '/cities', '/properties', '/about', '/contact', '/team', '/hot-listings', '/cities/', '/neighborhoods/', '/properties/', '/resources/', '/testimonials', '/privacy-policy', '/terms-of-service']) {
      expect(pages.some((p) => p.startsWith(prefix)), `${prefix} reached`).toBe(true);
    }
  });

  // Axe and the console need the running page: one page of each template and state (3-5 s of axe a
  // page on 2 cores), loaded to network idle one after another; the limit stops a hang, it does not
  // time them. tests/e2e/standards.test.ts checks WCAG 2 AA (HTML_CodeSniffer) and HTML validity on
  // every page of the sitemap, and every story is axe-checked in every state.
  it('one page of every template and state runs in Chromium with HTTP 200, the title it was served with, one description and h1, every icon drawn, no link the crawl missed, no console error, and nothing axe finds', { timeout: 300_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    const broken: string[] = [];
    const axeChecked = new Set<string>();
    for (const path of crawl.firstOfState.values()) {
      const response = await page.goto(`${running.site.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForPageRunning(page);
      const rendered = outlineOf(await page.content());
      if (response?.status() !== 200 || notFound(rendered)) {
        broken.push(`${path} (HTTP ${response?.status()})`);
        continue;
      }
      broken.push(...documentProblems(path, rendered));
      if (rendered.title !== crawl.titles.get(path)) broken.push(`${path}: runs with the title "${rendered.title}", served with "${crawl.titles.get(path)}"`);
      // What the crawl read over HTTP is what a visitor can follow: the running page links nowhere else.
      const missed = linksOf(rendered, page.url()).filter((link) => !crawl.seen.has(link));
      if (missed.length > 0) broken.push(`${path}: links the crawl did not reach ${JSON.stringify(missed)}`);
      // …and with nothing axe can find, in whatever state the page has reached (a property with a photo
      // gallery has components the others have not).
      axeChecked.add(stateOf(path, rendered));
      const violations = await axeViolations(page);
      if (violations.length > 0) broken.push(`${path}: axe ${JSON.stringify(violations)}`);
      // The page ran, all this while, without a console error (failed requests, React warnings, hydration errors, exceptions).
      if (consoleErrors.length > 0) broken.push(`${path}: ${consoleErrors.splice(0).join('; ')}`);
    }
    expect(broken).toEqual([]);
    // The condo's page (pcr-1020) has the only gallery: axe saw it too.
    expect(axeChecked.has('/properties/:slug with a gallery')).toBe(true);
    await context.close();
  });
});
