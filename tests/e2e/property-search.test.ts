import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage } from './support/browser.js';
import { exactly, expectPageBasics, visit, waitForPageRunning } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();

/** The homes the page lists, by their card titles, in order. */
const listed = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
const count = (page: Page) => page.getByTestId('result-count').textContent();
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('/properties search', () => {
  it('a shared address renders filtered on the server, and its form works, with scripts off', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${running.site.baseUrl}/properties?city=los-angeles&minBeds=3&sort=price-asc`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Showing homes in\s*Los Angeles$/);
    expect(await count(page)).toBe('2 homes match these filters');
    expect(await listed(page)).toEqual(['Mid-Century Modern Hillside Home', 'Los Feliz Hills Mediterranean']);

    // The form is a plain GET to /properties: the server renders the next search (empty fields mean "any").
    await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '4+' });
    await page.getByRole('button', { name: 'Show homes' }).click();
    await page.waitForURL(/minBeds=4/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('los-angeles');
    expect(await count(page)).toBe('1 home matches these filters');
    expect(await listed(page)).toEqual(['Los Feliz Hills Mediterranean']);
    await context.close();
  });

  it('a filtered address hydrates from its HTML: no warning, no request for its data, nothing wrong for axe', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    await page.goto(`${running.site.baseUrl}/properties?type=townhouse`, { waitUntil: 'networkidle' });
    await waitForPageRunning(page);
    await expectPageBasics({ page, consoleErrors, close: () => context.close() }, { title: exactly('Homes for Sale | Pacific Crest Realty'), h1: exactly('Homes for Sale') });
    expect(await count(page)).toBe('1 home matches these filters');
    expect(await listed(page)).toEqual(['Lantern District Modern Townhome']);
    expect(await page.getByRole('combobox', { name: 'Property type' }).inputValue()).toBe('townhouse');
    expect(apiRequests).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('a search is a page of its own: its address holds only what was chosen, the server renders it, and Back restores the previous search and list', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
    });
    await page.goto(`${running.site.baseUrl}/properties`);
    await waitForPageRunning(page);
    expect(await count(page)).toBe('20 homes listed');

    await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Los Angeles' });
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect.poll(() => addressOf(page)).toBe('/properties?city=los-angeles');
    await expect.poll(() => count(page)).toBe('3 homes match these filters');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Showing homes in\s*Los Angeles$/);

    await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3+' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect.poll(() => addressOf(page)).toBe('/properties?city=los-angeles&minBeds=3&sort=price-desc');
    await expect.poll(() => count(page)).toBe('2 homes match these filters');
    expect(await listed(page)).toEqual(['Los Feliz Hills Mediterranean', 'Mid-Century Modern Hillside Home']);

    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/properties?city=los-angeles');
    await expect.poll(() => count(page)).toBe('3 homes match these filters');
    expect(await listed(page)).toEqual(['Mid-Century Modern Hillside Home', 'Spanish Bungalow near the Reservoir', 'Los Feliz Hills Mediterranean']);
    // The form shows the search it came back to.
    expect(await page.getByRole('combobox', { name: 'City' }).inputValue()).toBe('los-angeles');
    expect(await page.getByRole('combobox', { name: 'Bedrooms' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('');

    await page.goBack();
    await expect.poll(() => addressOf(page)).toBe('/properties');
    await expect.poll(() => count(page)).toBe('20 homes listed');

    // Each search is a document the server rendered with its homes (decision 0048): the browser asks the API nothing.
    expect(apiRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a choice made while the page still loads its pictures is kept once it has loaded, and sent', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    // The page's load (and the \`pageshow\` after it) waits for this picture until the choice is made.
    let releasePicture!: () => void;
    const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
    await page.route('**/images/properties/pcr-1012.svg', async (route) => {
      await pictureHeld;
      await route.continue();
    });
    await page.addInitScript(() => window.addEventListener('pageshow', () => document.documentElement.setAttribute('data-test-shown', '')));
    await page.goto(`${running.site.baseUrl}/properties?city=los-angeles`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3+' });

    releasePicture();
    await page.locator('html[data-test-shown]').waitFor({ state: 'attached' });
    expect(await page.getByRole('combobox', { name: 'Bedrooms' }).inputValue()).toBe('3');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect.poll(() => addressOf(page)).toBe('/properties?city=los-angeles&minBeds=3&sort=price-desc');
    await expect.poll(() => count(page)).toBe('2 homes match these filters');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters nothing matches say so, and Clear filters shows every home again', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/properties?minPrice=2000000`);
    await waitForPageRunning(page);
    await page.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Condo' });
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect.poll(() => addressOf(page)).toBe('/properties?minPrice=2000000&type=condo');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'No homes match these filters' }).waitFor();
    expect(await count(page)).toBe('0 homes match these filters');
    await main.getByRole('link', { name: 'Clear filters' }).last().click();
    await expect.poll(() => addressOf(page)).toBe('/properties');
    await expect.poll(() => count(page)).toBe('20 homes listed');
    expect(await page.getByRole('spinbutton', { name: 'Min price (USD)' }).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a wrong value in the address is left out of the search and the form says why', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/properties?minPrice=3000000&maxPrice=1000000`);
    const max = visited.page.getByRole('spinbutton', { name: 'Max price (USD)' });
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    expect(await visited.page.getByText('The maximum price cannot be below the minimum price.').count()).toBe(1);
    expect(await count(visited.page)).toBe('6 homes match these filters');
    await visited.close();
  });
});

/** A 390 px phone (issue 31, item 7: results first). */
const phone = { width: 390, height: 844 };

describe('/properties on a phone: results first, the filters in a sheet', () => {
  it('the first home is on the first screen; the Filters sheet sends its search as a page of its own, and Escape gives focus back', async () => {
    const { page, context, consoleErrors } = await openPage(running.browser, { viewport: phone });
    await page.goto(`${running.site.baseUrl}/properties`);
    await waitForPageRunning(page);
    expect(await count(page)).toBe('20 homes listed');
    // The form waits in the sheet; the homes start on the first screen (a fifth of it at least shows the first).
    expect(await page.getByRole('search', { name: 'Search homes' }).isVisible()).toBe(false);
    const firstCard = await page.getByRole('main').getByRole('article').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(phone.height * 0.8);

    const button = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await button.textContent()).toBe('Filters');
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3+' });
    await sheet.getByRole('button', { name: 'Show homes' }).click();
    await expect.poll(() => addressOf(page)).toBe('/properties?minBeds=3');
    await expect.poll(() => count(page)).toBe('17 homes match these filters');
    await sheet.waitFor({ state: 'detached' });
    const filtered = page.getByRole('button', { name: 'Filters, 1 active' });
    expect(await filtered.textContent()).toBe('Filters (1)');

    // It opens on the address's search; Escape closes it and the focus is back on the button.
    await filtered.click();
    expect(await sheet.getByRole('combobox', { name: 'Bedrooms' }).inputValue()).toBe('3');
    // As a visitor would: press Escape once the open sheet holds the focus (the dialog listens from then on).
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await filtered.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('without scripts the form is inline (no Filters button) and sends as a plain GET', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${running.site.baseUrl}/properties`);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    const form = page.getByRole('search', { name: 'Search homes' });
    expect(await form.isVisible()).toBe(true);
    await form.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3+' });
    await form.getByRole('button', { name: 'Show homes' }).click();
    await page.waitForURL(/minBeds=3/);
    expect(new URL(page.url()).searchParams.get('minBeds')).toBe('3');
    expect(await count(page)).toBe('17 homes match these filters');
    await context.close();
  });
});
