import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent, Property } from '@pcr/contracts';
import { axeViolations, openPage } from './support/browser.js';
import { waitForPageRunning } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

const running = siteAndBrowserForFile();
let agents: Agent[];

beforeAll(async () => {
  agents = (await (await fetch(`${running.site.baseUrl}/api/agents`)).json()) as Agent[];
});

describe('/team', () => {
  it('shows the founder apart and every other agent in the grid', async () => {
    const { page, consoleErrors, context } = await openPage(running.browser);
    const response = await page.goto(`${running.site.baseUrl}/team`);
    await waitForPageRunning(page);
    expect(response?.status()).toBe(200);

    // One founder, shown apart (spec section 9: the team page hides the founder from the agent grid).
    const founders = agents.filter((agent) => agent.isFounder);
    expect(founders).toHaveLength(1);
    const founder = founders[0];
    const others = agents.filter((agent) => !agent.isFounder);

    await page.getByRole('heading', { level: 1, name: 'Meet Our Team', exact: true }).waitFor();
    await page.getByRole('heading', { name: founder!.name }).first().waitFor();
    const grid = page.getByRole('region', { name: 'Our Agents' });
    await expect.poll(() => grid.getByRole('article').count()).toBe(others.length);
    expect(await grid.getByText(founder!.name, { exact: true }).count()).toBe(0);
    for (const agent of others) {
      expect(await grid.getByRole('heading', { name: agent.name }).count()).toBe(1);
      // Each agent's DRE license number on their card (issue 47: California wants it beside the name).
      expect(await grid.locator('article', { has: page.getByRole('heading', { name: agent.name }) }).getByText(`DRE #${agent.licenseNumber}`, { exact: true }).count(), agent.name).toBe(1);
    }
    expect(await grid.locator('article', { has: page.getByRole('heading', { name: 'Daniel Okafor' }) }).innerText()).toContain('DRE #01736582');
    expect(await page.getByText('DRE #01412736', { exact: true }).count(), 'the founder’s number').toBe(1);
    await page.getByRole('heading', { name: 'Join Our Team' }).waitFor();

    expect(await page.title()).toBe('Our Team | Pacific Crest Realty');
    expect(await page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')))).toEqual([
      'Meet the 20+ agents and specialists of our Orange County and Los Angeles real estate team, led by our founder.',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

});

describe('/team/{slug}: a page for every agent (issue 47)', () => {
  it('each agent card on /team leads to the agent’s page, which answers 200 in both languages with their name, license number and languages', async () => {
    const { page, consoleErrors, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/team`);
    const grid = page.getByRole('region', { name: 'Our Agents' });
    const link = grid.getByRole('link', { name: 'Daniel Okafor', exact: true });
    expect(await link.getAttribute('href')).toBe('/team/daniel-okafor');
    await link.click();
    await page.waitForURL(`${running.site.baseUrl}/team/daniel-okafor`);
    await page.getByRole('heading', { level: 1, name: 'Daniel Okafor' }).waitFor();
    expect(await page.title()).toBe('Daniel Okafor, Real Estate Agent | Pacific Crest Realty');
    expect(await page.getByRole('main').innerText()).toContain('DRE #01736582');
    // The homes he lists, each a card leading to its page.
    const homes = page.getByRole('region', { name: 'Homes listed by Daniel' });
    expect(await homes.getByRole('article').count()).toBe(3);
    expect(await homes.getByRole('link', { name: 'Bayfront Modern on Lido Isle' }).getAttribute('href')).toBe('/properties/pcr-1001');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Every agent's page, in both languages, with their number and the homes they list (as many cards as the API has homes of theirs).
    const allHomes = (await (await fetch(`${running.site.baseUrl}/api/properties`)).json()) as Property[];
    for (const agent of agents) {
      const theirs = allHomes.filter((home) => home.agent.slug === agent.slug);
      for (const [prefix, license, languages, listed] of [
        ['', 'DRE #', 'Languages: ', 'Homes listed by'],
        ['/es', 'DRE n.º ', 'Idiomas: ', 'Casas que ofrece'],
      ] as const) {
        const response = await page.goto(`${running.site.baseUrl}${prefix}/team/${agent.slug}`);
        expect(response?.status(), `${prefix}/team/${agent.slug}`).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(agent.name);
        const main = await page.getByRole('main').innerText();
        expect(main).toContain(`${license}${agent.licenseNumber}`);
        expect(main).toContain(languages);
        const cards = page.getByRole('region', { name: `${listed} ${agent.name.split(' ')[0]}` }).getByRole('article');
        expect(await cards.count(), `${prefix}/team/${agent.slug}`).toBe(theirs.length);
        for (const home of theirs) expect(await cards.getByRole('link', { name: home.title, exact: true }).count(), home.id).toBe(1);
      }
    }
    // The bundled homes belong to more than one agent: the counts above are not all zero.
    expect(new Set(allHomes.map((home) => home.agent.slug)).size).toBeGreaterThan(3);
    await context.close();
  });

  it('an unknown agent answers 404 with Agent Not Found and the way back to /team, in both languages', async () => {
    const { page, context } = await openPage(running.browser);
    const response = await page.goto(`${running.site.baseUrl}/team/no-such-agent`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Agent Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Our Team' }).getAttribute('href')).toBe('/team');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const spanish = await page.goto(`${running.site.baseUrl}/es/team/no-such-agent`);
    expect(spanish?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Agente no encontrado' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver a nuestro equipo' }).getAttribute('href')).toBe('/es/team');
    await context.close();
  });

  it('lists every agent’s page in the sitemap, in both languages', async () => {
    const sitemap = await (await fetch(`${running.site.baseUrl}/sitemap.xml`)).text();
    for (const agent of agents) {
      expect(sitemap).toContain(`/team/${agent.slug}</loc>`);
      expect(sitemap).toContain(`/es/team/${agent.slug}</loc>`);
    }
    expect(sitemap).toContain('/team/margaret-ellison</loc>');
  });
});

describe('layout', () => {
  it('offers the spec navigation with a phone link and marks no nav link current on /team', async () => {
    const { page, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/team`);
    await waitForPageRunning(page);
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const name of ['Home', 'Hot Listings', 'OC Cities', 'Buyer Resources', 'Sell', 'About', 'Contact']) {
      await nav.getByRole('link', { name, exact: true }).first().waitFor({ state: 'attached' });
    }
    expect(await nav.locator('[aria-current="page"]').count()).toBe(0);
    expect(await page.locator('header a[href^="tel:"]').count()).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()}`, { exact: false }).waitFor();
    await context.close();
  });

  it('switches the theme, keeps it across a reload and sets it before first paint', async () => {
    const { page, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/team`);
    await waitForPageRunning(page);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    // The switch is an island (decision 0048): a click before its code came is clicked again once it runs.
    await page.getByRole('button', { name: /dark/i }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The stored choice shows pressed on the next page before any of its code runs.
    await page.goto(`${running.site.baseUrl}/about`);
    expect(await page.getByRole('button', { name: /dark/i }).first().getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length)).toBe(0);

    // Read the class as soon as the document is parsed, before any app script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toContain('dark');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu at 375 px', async () => {
    const { page, context } = await openPage(running.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${running.site.baseUrl}/team`);
    await waitForPageRunning(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'OC Cities' }).last().waitFor();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('not found', () => {
  it('answers HTTP 404 with a real not-found page', async () => {
    const { page, consoleErrors, context } = await openPage(running.browser);
    const response = await page.goto(`${running.site.baseUrl}/no-such-page`);
    await waitForPageRunning(page);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().waitFor();
    expect(await page.title()).toMatch(/\| Pacific Crest Realty$/);
    expect(await axeViolations(page)).toEqual([]);
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
