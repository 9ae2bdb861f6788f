import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_INTERESTS } from '@pcr/contracts';
import { startTestPostgres, type TestPostgresServer } from '../../apps/api/test/postgres-server.js';
import { launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { visit, noticeRegion } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/** Leads from the home page's forms, a bot's honeypot, and the same path on PostgreSQL. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const notice = noticeRegion;
const talkToAnAgent = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Talk to an Agent' });
const subscribeForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Subscribe to market updates' });
const rowOf = (csv: string, email: string) => csv.split('\n').find((line) => line.includes(email));

/** A bot fills every input, the hidden honeypot too (a person never sees it). */
async function fillHoneypot(form: Locator) {
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'https://cheap-backlinks.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('home page forms (PGlite)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.removeData());

  it('Talk to an Agent and Subscribe show their validation messages, send, notify, reset; a filled honeypot looks sent but is stored as spam', async () => {
    const visited = await visit(browser, `${site.baseUrl}/`);
    const { page } = visited;

    const contact = talkToAnAgent(page);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Please enter your name', 'Please enter a valid email address', 'Please enter a valid phone number']) {
      await contact.getByText(message, { exact: true }).waitFor();
    }
    await contact.getByLabel('Name').fill('Marisol Ortega');
    await contact.getByLabel('Email').fill('marisol@example.com');
    await contact.getByLabel('Phone').fill('(949) 555-0172');
    await contact.getByLabel('Property address').fill('18 Sandpiper Lane, Irvine');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await notice(page).getByText('Message sent!', { exact: true }).waitFor();
    await notice(page).getByText('Thank you for contacting us. An agent will be in touch shortly.', { exact: true }).waitFor();
    await expect.poll(() => contact.getByLabel('Name').inputValue()).toBe('');

    const subscribe = subscribeForm(page);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await subscribe.getByText('Please enter your name', { exact: true }).waitFor();
    await subscribe.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await subscribe.getByLabel("I'm interested in").inputValue()).toBe(SUBSCRIBE_INTERESTS[0]);
    await subscribe.getByLabel('Name').fill('Theo Lindqvist');
    await subscribe.getByLabel('Email').fill('theo@example.com');
    await subscribe.getByLabel("I'm interested in").selectOption('Investment opportunities');
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    // One notice at a time: the subscription's replaces the contact one.
    await notice(page).getByText('Subscription successful!', { exact: true }).waitFor();
    await expect.poll(() => notice(page).getByText('Message sent!').count()).toBe(0);
    await expect.poll(() => subscribe.getByLabel('Email').inputValue()).toBe('');

    // A bot: same form, honeypot filled. It sees the normal success.
    await subscribe.getByLabel('Name').fill('Link Builder');
    await subscribe.getByLabel('Email').fill('bot@spam.example');
    await fillHoneypot(subscribe);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => subscribe.getByLabel('Email').inputValue()).toBe('');
    await notice(page).getByText('Subscription successful!', { exact: true }).waitFor();
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();

    await site.stop({ keepData: true });
    const csv = await exportLeadsCsv(site.dataDir);
    expect(rowOf(csv, 'marisol@example.com'), csv).toContain('18 Sandpiper Lane, Irvine');
    // The page each lead was sent from is stored with it (here the home page) and its language; then spam, unsubscribed,
    // confirmed, and the agent it went to (the first turn of the agents who take leads).
    expect(rowOf(csv, 'marisol@example.com')).toMatch(/,\/,en,no,no,,daniel-okafor\r?$/);
    expect(rowOf(csv, 'theo@example.com'), csv).toContain('Investment opportunities');
    // Not counted as a real lead: left out of the export unless asked for, and then marked.
    expect(rowOf(csv, 'bot@spam.example')).toBeUndefined();
    const withSpam = await exportLeadsCsv(site.dataDir, ['--include-spam']);
    expect(rowOf(withSpam, 'bot@spam.example'), withSpam).toMatch(/,yes,no,no,\r?$/);
    // Theo has not confirmed his subscription from its e-mail (double opt-in).
    expect(rowOf(withSpam, 'theo@example.com')).toMatch(/,no,no,no,\r?$/);
  });
});

describe('the full contact form on PostgreSQL (DATABASE_URL)', () => {
  let postgres: TestPostgresServer;
  let site: RunningSite;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    site = await startSite({ DATABASE_URL: postgres.url });
  });
  afterAll(async () => {
    await site?.stop();
    postgres?.stop();
  });

  it('validates, sends, notifies and resets; the lead is in the CSV export of the PostgreSQL database', async () => {
    const visited = await visit(browser, `${site.baseUrl}/contact`);
    const { page } = visited;
    const form = page.getByRole('main').getByRole('form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Please enter your name', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please enter your message']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await form.getByLabel('Name').fill('Priya Raman');
    await form.getByLabel('Email').fill('priya@example.com');
    await form.getByLabel('Phone').fill('(562) 555-0110');
    await form.getByLabel('Message').fill('Looking for a three-bedroom in Long Beach before the school year.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await notice(page).getByText('Message sent!', { exact: true }).waitFor();
    await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('');
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();

    const csv = await exportLeadsCsv(site.dataDir, [], { DATABASE_URL: postgres.url });
    expect(rowOf(csv, 'priya@example.com'), csv).toContain('Looking for a three-bedroom in Long Beach before the school year.');
    expect(rowOf(csv, 'priya@example.com')).toMatch(/,\/contact,en,no,no,,daniel-okafor\r?$/);
  });
});
