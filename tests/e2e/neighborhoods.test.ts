import { beforeAll, describe, expect, it } from 'vitest';
import { type Neighborhood, type Property } from '@pcr/contracts';
import { axeViolations } from './support/browser.js';
import { exactly, expectPageBasics, noticeRegion, visit, sharedPicture } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();
let neighborhoods: Neighborhood[];
/** The neighborhood with the most homes, and one with none (found through the API, not assumed). */
let busiest: { hood: Neighborhood; homes: Property[] };
let withoutHomes: Neighborhood;

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${running.site.baseUrl}${path}`)).json()) as T;
const guideTitle = (hood: Neighborhood) => `${hood.name}, ${hood.region} Neighborhood Guide | Pacific Crest Realty`;

beforeAll(async () => {
  neighborhoods = await api<Neighborhood[]>('/api/neighborhoods');
  const withHomes = await Promise.all(
    neighborhoods.map(async (hood) => ({ hood, homes: await api<Property[]>(`/api/properties?neighborhood=${hood.slug}`) })),
  );
  busiest = withHomes.reduce((most, next) => (next.homes.length > most.homes.length ? next : most));
  const empty = withHomes.find((entry) => entry.homes.length === 0);
  if (!empty) throw new Error('The content needs a neighborhood without homes for the empty state');
  withoutHomes = empty.hood;
});

describe('/neighborhoods', () => {
  it('lists every neighborhood under Orange County, then Los Angeles, each card linking to its guide', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods`);
    const { page } = visited;
    await expectPageBasics(visited, { title: /^Neighborhood Guides \| /, h1: /neighborhoods/i });
    expect(await page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Orange County|Los Angeles)$/ }).allTextContents()).toEqual([
      'Orange County',
      'Los Angeles',
    ]);
    await page.getByTestId('neighborhood-filter-panel').waitFor();
    for (const region of ['Orange County', 'Los Angeles'] as const) {
      const group = page.getByRole('region', { name: region, exact: true });
      const expected = neighborhoods.filter((hood) => hood.region === region);
      const links = group.getByRole('link');
      await expect.poll(() => links.count()).toBe(expected.length);
      for (const hood of expected) {
        expect(await group.getByRole('link', { name: new RegExp(hood.name) }).first().getAttribute('href')).toBe(`/neighborhoods/${hood.slug}`);
      }
    }
    await visited.close();
  });

});

describe('/neighborhoods/{id-or-slug}', () => {
  it('shows the guide: title, meta, breadcrumb, hero, the four lists, market trends, the area homes with a link to all of them, nearby', async () => {
    const { hood, homes } = busiest;
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/${hood.slug}`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly(guideTitle(hood)), h1: exactly(hood.name) });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(hood.name);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(sharedPicture(running.site.baseUrl, hood.imageUrl));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs.locator('li').allTextContents()).join(' ')).toBe(`Home / Neighborhoods / ${hood.name}`);
    expect(await crumbs.getByRole('link', { name: 'Neighborhoods' }).getAttribute('href')).toBe('/neighborhoods');
    expect(await page.getByTestId('neighborhood-hero').getByText(hood.description).isVisible()).toBe(true);

    for (const list of ['Housing', 'Lifestyle', 'Education', 'Transportation']) {
      await page.getByRole('heading', { name: list, exact: true }).waitFor();
    }
    for (const item of hood.housing) await page.getByText(item, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Market Trends' }).waitFor();

    const area = page.getByRole('region', { name: `Homes for sale in ${hood.name}` });
    await expect.poll(() => area.getByRole('article').count()).toBe(Math.min(homes.length, 4));
    for (const home of homes.slice(0, 4)) await area.getByText(home.title).waitFor();
    const viewAll = area.getByRole('link', { name: `View all properties in ${hood.name}` });
    expect(await viewAll.getAttribute('href')).toBe(`/properties?neighborhood=${hood.slug}`);

    await page.getByRole('heading', { name: `Interested in ${hood.name}?` }).waitFor();
    for (const nearby of hood.nearbyNeighborhoods) {
      expect(await page.getByRole('link', { name: new RegExp(nearby.name) }).first().getAttribute('href')).toBe(`/neighborhoods/${nearby.slug}`);
    }

    // The area link leads to the neighborhood's homes on /properties.
    await viewAll.click();
    await page.waitForURL(`**/properties?neighborhood=${hood.slug}`);
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(homes.length);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('finds a neighborhood by its id too', async () => {
    const hood = busiest.hood;
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/${hood.id}`);
    await visited.page.getByRole('heading', { level: 1, name: hood.name }).waitFor();
    expect(await visited.page.title()).toBe(guideTitle(hood));
    await visited.close();
  });

  it('says so, in the spec’s words, when the neighborhood has no homes for sale', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/${withoutHomes.slug}`);
    const { page } = visited;
    await page.getByText('There are currently no available properties in this neighborhood. Please check back soon or contact us to be notified when new listings become available.', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: `Homes for sale in ${withoutHomes.name}` }).getByRole('article').count()).toBe(0);
    await visited.close();
  });

  it('sends the short contact form from the guide', async () => {
    const hood = busiest.hood;
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/${hood.slug}`);
    const { page } = visited;
    const form = page.getByRole('form', { name: `Interested in ${hood.name}?` });
    await form.getByLabel('Name').fill('Dana Whitfield');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByLabel('Phone').fill('(714) 555-0133');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await noticeRegion(page).getByText('Message sent!', { exact: true }).waitFor();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('answers an unknown neighborhood with HTTP 404 and Neighborhood Not Found, linking back to the list', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/no-such-place`, { status: 404 });
    const { page } = visited;
    await page.getByRole('heading', { level: 1, name: exactly('Neighborhood Not Found') }).waitFor();
    expect(await page.title()).toBe('Neighborhood Not Found | Pacific Crest Realty');
    expect(await axeViolations(page)).toEqual([]);
    // The browser logs the two 404 answers (the page and the API lookup); nothing else may go wrong.
    expect(visited.consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.getByText("The neighborhood you're looking for could not be found or has been removed.", { exact: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: /neighborhoods/i }).first().click();
    await page.waitForURL(`${running.site.baseUrl}/neighborhoods`);
    await visited.close();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/neighborhoods/${busiest.hood.slug}`, { viewport: { width: 375, height: 812 } });
    const { page } = visited;
    await page.getByRole('heading', { name: `Interested in ${busiest.hood.name}?` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visited.close();
  });
});
