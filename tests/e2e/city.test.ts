import { beforeAll, describe, expect, it } from 'vitest';
import { cityPageTitle, formatCount, formatUsd, type CityDetail } from '@pcr/contracts';
import { openPage } from './support/browser.js';
import { holdRequests } from './support/hold.js';
import { exactly, expectPageBasics, visit, waitForElementHydrated, waitForPageRunning, watchMostShownInAFrame, sharedPicture } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();
let city: CityDetail;

beforeAll(async () => {
  city = (await (await fetch(`${running.site.baseUrl}/api/cities/irvine`)).json()) as CityDetail;
});

describe('/cities/{slug}', () => {
  it('shows the guide: title, meta description and share image from the city, breadcrumb, hero, four stat tiles, sidebar', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities/${city.slug}`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly(cityPageTitle(city.name)), h1: exactly(city.name) });
    expect(await page.title()).toBe(`${city.name}, Orange County Real Estate Guide | Pacific Crest Realty`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(city.metaDescription);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(sharedPicture(running.site.baseUrl, city.imageUrl));

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs.locator('li').allTextContents()).join(' ')).toBe(`Home / Cities / ${city.name}`);
    expect(await crumbs.getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe('/cities');
    const hero = page.getByTestId('city-hero');
    expect((await hero.boundingBox())?.height).toBe(500);
    expect(await hero.getByText(city.description).isVisible()).toBe(true);

    const tiles = page.getByTestId('city-stat-tiles');
    expect(await tiles.locator('dt').allTextContents()).toEqual(['Median Price', 'Price/Sq.Ft', 'Days on Market', 'Population']);
    expect(await tiles.locator('dd').allTextContents()).toEqual([formatUsd(city.medianHomePrice), formatUsd(city.pricePerSqFt), formatCount(city.daysOnMarketAvg), formatCount(city.population)]);

    await page.getByRole('heading', { name: `Interested in ${city.name}?` }).waitFor();
    expect(await page.getByRole('link', { name: `View ${city.name} Listings` }).getAttribute('href')).toBe('/properties');
    expect(await page.getByRole('link', { name: 'Contact an Agent' }).getAttribute('href')).toBe('/contact');
    for (const nearby of city.nearbyNeighborhoods) {
      expect(await page.getByRole('link', { name: nearby.name, exact: true }).first().getAttribute('href')).toBe(`/cities/${nearby.slug}`);
    }
    expect(await page.locator('header [aria-current="page"]').first().textContent()).toBe('OC Cities');
    await visited.close();
  });

  it('opens on Real Estate; the other tabs work by mouse and by arrow keys', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities/${city.slug}`);
    const { page } = visited;
    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Real Estate').waitFor();
    expect(await tab('Real Estate').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.getByRole('tabpanel').textContent()).toContain(city.realEstateMarket);
    // The tabs' code loads when it is needed: this test drives the tabs themselves, once they work.
    await waitForElementHydrated(tab('Schools'));
    // A switch must never paint two panels in one frame.
    const mostPanelsInAFrame = await watchMostShownInAFrame(page, '[role="tabpanel"]');
    await tab('Schools').click();
    await expect.poll(() => tab('Schools').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Schools' }).getByText('Average School Rating').waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Attractions').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Attractions' }).getByRole('heading', { name: 'Popular Attractions' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Lifestyle').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Lifestyle' }).getByRole('heading', { name: 'Restaurants & Dining' }).waitFor();
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await mostPanelsInAFrame()).toBe(1);
    await visited.close();
  });

  it('keeps one FAQ answer open at a time, and the open one closes again', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities/${city.slug}`);
    const { page } = visited;
    const question = (index: number) => page.getByRole('button', { name: city.faqs[index]!.question });
    const answer = (index: number) => page.getByText(city.faqs[index]!.answer);
    // The FAQ's code loads when it is needed: this test drives the FAQ itself, once it works.
    await waitForElementHydrated(question(0));
    // Opening another question must never paint two answers in one frame.
    const mostAnswersInAFrame = await watchMostShownInAFrame(page, '[data-scope="accordion"][data-part="item-content"]');
    await question(0).click();
    await expect.poll(() => answer(0).isVisible()).toBe(true);
    await question(1).click();
    await expect.poll(() => answer(0).isVisible()).toBe(false);
    expect(await answer(1).isVisible()).toBe(true);
    expect(await question(0).getAttribute('aria-expanded')).toBe('false');
    await question(1).click();
    await expect.poll(() => answer(1).isVisible()).toBe(false);
    expect(await page.locator('[aria-expanded="true"]').count()).toBe(0);
    expect(await mostAnswersInAFrame()).toBe(1);
    await visited.close();
  });

  it('a question clicked before the FAQ code has arrived opens once the code is there, and stays open', async () => {
    const { page, consoleErrors, context } = await openPage(running.browser);
    const faqCode = await holdRequests(page, /\/assets\/CityFaq-[\w-]+\.js$/);
    await page.goto(`${running.site.baseUrl}/cities/${city.slug}`);
    await waitForPageRunning(page);
    const question = page.getByRole('button', { name: city.faqs[0]!.question });
    await question.scrollIntoViewIfNeeded();
    await question.click();
    // The code is still held: the click has done nothing yet, but asked for the code.
    await expect.poll(() => faqCode.seen()).toBeGreaterThan(0);
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(city.faqs[0]!.answer).isVisible()).toBe(false);
    faqCode.release();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByText(city.faqs[0]!.answer).isVisible()).toBe(true);
    // Clicked once, not twice: after the tasks queued by then have run, the answer is still open.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)));
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('replaces a failing city image with Image not available', async () => {
    const { page, consoleErrors, context } = await openPage(running.browser);
    await page.route(`**${city.imageUrl}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${running.site.baseUrl}/cities/${city.slug}`);
    await waitForPageRunning(page);
    await page.getByTestId('city-hero').getByText('Image not available').waitFor();
    expect(await page.getByTestId('city-hero').locator('img').count()).toBe(0);
    expect((await page.getByTestId('city-hero').boundingBox())?.height).toBe(500);
    // The browser reports the failed image itself; nothing else may go wrong.
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('moving to a nearby city loads it and starts again on Real Estate', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities/${city.slug}`);
    const { page } = visited;
    await page.getByRole('tab', { name: 'Schools' }).click();
    const nearby = city.nearbyNeighborhoods[0]!;
    await page.getByRole('link', { name: nearby.name, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: nearby.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cities/${nearby.slug}`);
    await expect.poll(() => page.getByRole('tab', { name: 'Real Estate' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.title()).toBe(cityPageTitle(nearby.name));
    await visited.close();
  });

  it('an unknown city answers HTTP 404 and shows City Not Found with Back to Cities', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/cities/no-such-city`, { status: 404 });
    const { page } = visited;
    await page.getByRole('heading', { level: 1, name: exactly('City Not Found') }).waitFor();
    await page.getByText("We couldn't find information for this city. Please try another city or go back to the cities list.", { exact: true }).waitFor();
    const back = page.getByRole('link', { name: 'Back to Cities' });
    expect(await back.getAttribute('href')).toBe('/cities');
    await back.click();
    await page.waitForURL(`${running.site.baseUrl}/cities`);
    await visited.close();
  });
});
