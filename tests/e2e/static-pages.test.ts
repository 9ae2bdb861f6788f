import { describe, expect, it } from 'vitest';
import { about } from '@pcr/content/editorial/about';
import { guides } from '@pcr/content/editorial/guides';
import { privacyPolicy, termsOfService } from '@pcr/content/editorial/legal';

import { exactly, expectPageBasics, visit } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();

describe('/about', () => {
  it('shows the mission, the four values, the timeline and links on to contact and properties', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/about`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly('About Us | Pacific Crest Realty'), h1: exactly('Local Roots, Coastal Expertise') });
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: about.mission.title }).waitFor();
    for (const value of ['Integrity', 'Excellence', 'Client-Focused', 'Local Expertise']) {
      expect(await main.getByRole('heading', { name: value, exact: true }).count(), value).toBe(1);
    }
    for (const year of ['2008', '2013', '2018', '2023']) {
      expect(await main.getByText(year, { exact: true }).count(), year).toBeGreaterThan(0);
    }
    expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/properties"]').count()).toBeGreaterThan(0);
    await visited.close();
  });
});

describe('/resources and the five guides', () => {
  it('lists the five guides and a Contact Us Today link', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/resources`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly('Buyer Resources | Pacific Crest Realty'), h1: exactly('Buy with Confidence') });
    const main = page.getByRole('main');
    for (const guide of guides) {
      expect(await main.locator(`a[href="/resources/${guide.slug}"]`).count(), guide.slug).toBeGreaterThan(0);
    }
    expect(await main.getByRole('link', { name: 'Contact Us Today' }).getAttribute('href')).toBe('/contact');
    await visited.close();
  });

  for (const guide of guides) {
    it(`/resources/${guide.slug}: the article, its contents, a contact call to action and related guides`, async () => {
      const visited = await visit(running.browser, `${running.site.baseUrl}/resources/${guide.slug}`);
      const { page } = visited;
      await expectPageBasics(visited, { title: exactly(`${guide.title} | Pacific Crest Realty`), h1: exactly(guide.title) });
      const main = page.getByRole('main');
      for (const section of guide.sections) {
        await main.getByRole('heading', { name: section.heading, exact: true }).first().waitFor();
      }
      expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
      for (const slug of guide.related) {
        expect(await main.locator(`a[href="/resources/${slug}"]`).count(), `related ${slug}`).toBeGreaterThan(0);
      }
      expect(await page.locator('header [aria-current="page"]').first().textContent()).toBe('Buyer Resources');
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      expect((await crumbs.locator('li').allTextContents()).join(' ')).toBe(`Home / Buyer Resources / ${guide.title}`);
      expect(await crumbs.getByRole('link', { name: 'Buyer Resources' }).getAttribute('href')).toBe('/resources');
      await visited.close();
    });
  }

  it('following a guide card from /resources loads the whole guide as the server rendered it, its calculator working once near the screen', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/resources`);
    const { page } = visited;
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('main').locator('a[href="/resources/mortgage-guide"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Mortgage Guide for California Buyers' }).waitFor();
    await expect.poll(() => page.title()).toBe('Mortgage Guide for California Buyers | Pacific Crest Realty');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Fixed or adjustable rate?', exact: true }).waitFor();
    await main.getByRole('textbox', { name: 'Home price ($)' }).scrollIntoViewIfNeeded();
    await expect.poll(() => main.getByRole('textbox', { name: 'Home price ($)' }).isEditable(), { timeout: 10_000 }).toBe(true);
    // One document: the guide's page, loaded by the link (decision 0048).
    expect(documents).toBe(1);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('an unknown guide is a real not-found page with HTTP 404', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/resources/no-such-guide`, { status: 404 });
    await visited.page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    await visited.close();
  });
});

describe('legal pages', () => {
  for (const [path, document] of [
    ['/privacy-policy', privacyPolicy],
    ['/terms-of-service', termsOfService],
  ] as const) {
    it(`${path}: the whole document`, async () => {
      const visited = await visit(running.browser, `${running.site.baseUrl}${path}`);
      await expectPageBasics(visited, { title: exactly(`${document.title} | Pacific Crest Realty`), h1: exactly(document.title) });
      for (const section of document.sections) {
        await visited.page.getByRole('main').getByRole('heading', { name: section.heading, exact: true }).first().waitFor();
      }
      const crumbs = visited.page.getByRole('navigation', { name: 'Breadcrumb' });
      expect((await crumbs.locator('li').allTextContents()).join(' ')).toBe(`Home / ${document.title}`);
      await visited.close();
    });
  }
});
