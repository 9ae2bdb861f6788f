import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Neighborhood } from '@pcr/contracts';
import { openPage } from './support/browser.js';
import { waitForPageRunning } from './support/page-checks.js';
import { siteAndBrowserForFile } from './support/site-and-browser.js';

/** A visitor reaches every screen from the home page with the keyboard alone (issue "The assembled site"). */
const running = siteAndBrowserForFile();

interface Focused {
  tag: string;
  name: string;
  href: string | null;
  id: string;
  outline: string;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    // Cards draw their focus ring on the stretched link's ::after.
    const ring = style.outlineStyle !== 'none' ? style.outlineStyle : after.outlineStyle;
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: element.getAttribute('href'),
      id: element.id,
      outline: ring,
    };
  });

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: (element: Focused) => boolean, limit = 80): Promise<Focused> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (matches(element)) return element;
    seen.push(`${element.tag}:${element.name.slice(0, 30)}`);
  }
  throw new Error(`Nothing matching was reached with ${limit} Tabs; focus went through: ${seen.join(' | ')}`);
}

describe('keyboard only', () => {
  it('the first Tab offers Skip to main content, and Enter moves focus into main', async () => {
    const { page, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/`);
    await waitForPageRunning(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first.name).toBe('Skip to main content');
    expect(first.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).id).toBe('main');
    await context.close();
  });

  it('goes from the home page to the neighborhoods, into a guide and on to its homes, with a visible focus ring at every stop', async () => {
    const neighborhoods = (await (await fetch(`${running.site.baseUrl}/api/neighborhoods`)).json()) as Neighborhood[];
    const { page, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/`);
    await waitForPageRunning(page);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The home page's link to every neighborhood.
    const toAll = await tabTo(page, (element) => element.href === '/neighborhoods');
    expect(toAll.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.site.baseUrl}/neighborhoods`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A guide from the list (the last one: every card before it is passed on the way).
    const last = neighborhoods.at(-1)!;
    const card = await tabTo(page, (element) => element.href === `/neighborhoods/${last.slug}`);
    expect(card.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.site.baseUrl}/neighborhoods/${last.slug}`);
    await page.getByRole('heading', { level: 1, name: last.name }).waitFor();

    const homes = await tabTo(page, (element) => element.href === `/properties?neighborhood=${last.slug}`);
    expect(homes.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/properties?neighborhood=${last.slug}`);
    await context.close();
  });

  it('reaches every page of the main navigation from the header; on each, the first Tab is the skip link, which lands in main', async () => {
    const { page, context } = await openPage(running.browser);
    await page.goto(`${running.site.baseUrl}/`);
    await waitForPageRunning(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const navLinks = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') as string),
    );
    expect(navLinks.length).toBeGreaterThan(3);
    for (const href of navLinks) {
      // Start each trip from the top of the current page, as a visitor who reloads would.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.locator('body').focus();
      await tabTo(page, (element) => element.href === href && element.tag === 'a');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${running.site.baseUrl}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Each link loads its page (decision 0048): a visitor starts it from the top, the skip link first.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
      await page.keyboard.press('Enter');
      await expect.poll(async () => `${href}: ${(await focused(page)).id}`).toBe(`${href}: main`);
    }
    await context.close();
  });

  it('opens the mobile menu at 375 px from the keyboard, follows a link in it, and Escape closes it', async () => {
    const { page, context } = await openPage(running.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(`${running.site.baseUrl}/`);
    await waitForPageRunning(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const toggle = page.getByRole('button', { name: /menu/i });

    await tabTo(page, (element) => element.tag === 'button' && /menu/i.test(element.name));
    // The menu is part of the header's island: a key before its code came is pressed again once it runs.
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, (element) => element.href === '/hot-listings');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.site.baseUrl}/hot-listings`);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
