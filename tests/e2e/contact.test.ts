import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { exactly, expectPageBasics, visit, noticeRegion } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const form = (page: Page) => page.getByRole('main').getByRole('form');
const notice = noticeRegion;

async function fillContactForm(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const f = form(page);
  await f.getByLabel('Name').fill(values.name);
  await f.getByLabel('Email').fill(values.email);
  await f.getByLabel('Phone').fill(values.phone);
  await f.getByLabel('Message').fill(values.message);
}

describe('/contact', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.removeData());

  it('shows every validation message, sends the lead, shows the success notice, resets; the lead is in the CSV export', async () => {
    const visited = await visit(browser, `${site.baseUrl}/contact`);
    const { page } = visited;
    await expectPageBasics(visited, { title: exactly('Contact Us | Pacific Crest Realty'), h1: exactly('Let’s Talk') });
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);

    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Please enter your name', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please enter your message']) {
      await form(page).getByText(message, { exact: true }).waitFor();
    }
    // Focus goes to the first invalid field.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

    await fillContactForm(page, { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(714) 555-0199', message: 'We would like to tour homes in Irvine this spring.' });
    await form(page).getByLabel("I'm interested in").selectOption('Selling');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await notice(page).getByText('Message sent!', { exact: true }).waitFor();
    await notice(page).getByText('Thank you for contacting us. An agent will be in touch shortly.', { exact: true }).waitFor();
    await expect.poll(() => form(page).getByLabel('Name').inputValue()).toBe('');
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();

    await site.stop({ keepData: true });
    const csv = await exportLeadsCsv(site.dataDir);
    const row = csv.split('\n').find((line) => line.includes('dana@example.com'));
    expect(row, csv).toBeDefined();
    expect(row).toContain('Dana Whitfield');
    expect(row).toContain('We would like to tour homes in Irvine this spring.');
    expect(row).toContain('Selling');
  });
});

describe('/contact when the server refuses', () => {
  let site: RunningSite;
  beforeAll(async () => {
    // One lead per IP and window: the second submission gets the server's real 429.
    site = await startSite({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '600000' });
  });
  afterAll(() => site?.stop());

  it('a 429 shows the failure notice with a clear reason and keeps what the visitor typed', async () => {
    const visited = await visit(browser, `${site.baseUrl}/contact`);
    const { page } = visited;
    const values = { name: 'Ravi Patel', email: 'ravi@example.com', phone: '(949) 555-0123', message: 'Please call me about selling my condo.' };
    await fillContactForm(page, values);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await notice(page).getByText('Message sent!', { exact: true }).waitFor();

    await fillContactForm(page, values);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await notice(page).getByText('Message failed', { exact: true }).waitFor();
    await notice(page).getByText('Too many requests. Please wait a moment and try again.', { exact: true }).waitFor();
    expect(await notice(page).getByText('Message sent!').count()).toBe(0);
    expect(await form(page).getByLabel('Name').inputValue()).toBe(values.name);
    expect(await form(page).getByLabel('Message').inputValue()).toBe(values.message);
    // F8 moves focus to the notice region.
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-label^="Notifications"]') !== null)).toBe(true);
    // The browser logs the refused request itself; nothing else may fail.
    expect(visited.consoleErrors.filter((text) => !text.includes('status of 429'))).toEqual([]);
    await visited.close();
  });
});
