import { describe, expect, it } from 'vitest';
import { type Neighborhood } from '@pcr/contracts';
import { exactly, expectPageBasics, visit } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();

describe('/', () => {
  it('shows the hero with its links and Talk to an Agent, the intro cards, every section and the first 4 neighborhoods', async () => {
    const visited = await visit(running.browser, `${running.site.baseUrl}/`);
    const { page } = visited;
    await expectPageBasics(visited, { title: /^Orange County & Los Angeles Real Estate \| Pacific Crest Realty$/, h1: exactly('Find your place on the coast') });
    const main = page.getByRole('main');
    expect(await main.locator('a[href="/hot-listings"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/cities"]').count()).toBeGreaterThan(0);
    await main.getByRole('heading', { name: 'Talk to an Agent' }).waitFor();
    for (const href of ['/properties', '/about', '/contact', '/testimonials', '/neighborhoods']) {
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    for (const figure of ['15+', '500+', '98%']) {
      expect(await main.getByText(figure, { exact: true }).count(), figure).toBeGreaterThan(0);
    }

    const neighborhoods = (await (await fetch(`${running.site.baseUrl}/api/neighborhoods`)).json()) as Neighborhood[];
    const section = main.getByRole('region', { name: 'Explore our neighborhoods' });
    await expect.poll(() => section.getByRole('article').count()).toBe(4);
    for (const neighborhood of neighborhoods.slice(0, 4)) {
      expect(await section.locator(`a[href="/neighborhoods/${neighborhood.slug}"]`).count(), neighborhood.slug).toBeGreaterThan(0);
    }
    expect(await section.locator(`a[href="/neighborhoods/${neighborhoods[4]!.slug}"]`).count()).toBe(0);
    await main.getByRole('form', { name: 'Subscribe to market updates' }).waitFor();
    expect(await page.locator('header [aria-current="page"]').first().textContent()).toBe('Home');
    await visited.close();
  });

});
