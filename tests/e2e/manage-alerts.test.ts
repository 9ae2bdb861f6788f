import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AlertRequest, AlertSubject } from '@pcr/contracts';
import { manageAlertsToken } from '../../apps/api/src/alerts/alert-management.js';
import { migrationsDir } from '../../apps/api/src/config.js';
import { alertLead } from '../../apps/api/src/leads.js';
import { silentLogger } from '../../apps/api/src/logger.js';
import { unsubscribeSecret } from '../../apps/api/src/notifications/unsubscribe.js';
import { sqlLeadStore } from '../../apps/api/src/storage/lead-store.js';
import { migrate } from '../../apps/api/src/storage/migrate.js';
import { openPgliteClient } from '../../apps/api/src/storage/pglite-client.js';
import { axeViolations, launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { visit, waitForElementHydrated } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * The page every alert e-mail links to (decision 0038), in Chromium against the built site: an
 * address's stored alerts, a new frequency, a pause and "Delete all my alerts", once with JavaScript
 * (the API, no page load) and once without (plain forms, the server's 303 back to the page). What is
 * stored is read back from the agency's export of alerts.
 */

interface StoredAlerts {
  /** The manage link of the address's first alert, as its e-mails carry it. */
  link: string;
}

/** Two alerts of one address (a search, confirmed; a home, waiting) and one of another, stored before the site starts. */
async function storeAlerts(dataDir: string, email: string, language: 'en' | 'es'): Promise<StoredAlerts> {
  const db = await openPgliteClient(dataDir);
  try {
    await migrate(db, migrationsDir, silentLogger);
    const store = sqlLeadStore(db);
    const origin = { ip: undefined, userAgent: undefined, ipHashSecret: undefined };
    const page = language === 'es' ? '/es/properties' : '/properties';
    const create = async (address: string, subject: AlertSubject) => {
      const body: AlertRequest = { email: address, frequency: 'instant', consent: true, website: '', page, ...(subject.kind === 'home' ? { propertyId: subject.propertyId } : { search: '' }) };
      return (await store.create(alertLead(body, subject, origin))).id;
    };
    const search = await create(email, { kind: 'search', search: { neighborhood: 'newport-beach', minBeds: 3 } });
    await create(email, { kind: 'home', propertyId: 'pcr-1001' });
    // Another address's alert, which no change of this link may touch.
    const stranger = await create('someone.else@example.com', { kind: 'search', search: { city: 'irvine' } });
    // The search alert's address confirmed it from its e-mail (double opt-in); the home's request waits.
    await db.query('UPDATE leads SET confirmed_at = now() WHERE id = ANY($1::uuid[])', [[search, stranger]]);
    const secret = await unsubscribeSecret(db);
    const prefix = language === 'es' ? '/es' : '';
    return { link: `${prefix}/alerts/manage?${new URLSearchParams({ lead: search, token: manageAlertsToken(secret, search) })}` };
  } finally {
    await db.close();
  }
}

/** A site of its own, started on a data folder holding the alerts. */
async function siteWithAlerts(email: string, language: 'en' | 'es'): Promise<{ site: RunningSite; stored: StoredAlerts }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pcr-e2e-manage-alerts-'));
  try {
    cpSync(inject('e2ePgliteTemplate'), dataDir, { recursive: true });
    const stored = await storeAlerts(dataDir, email, language);
    return { site: await startSite({}, { dataFrom: dataDir }), stored };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The agency's export of alerts (the embedded database is read once the site has stopped): one line per alert. */
async function exportedAlerts(site: RunningSite): Promise<string[]> {
  await site.stop({ keepData: true });
  const rows = (await exportLeadsCsv(site.dataDir, ['--alerts'])).split('\r\n').filter((row) => row.includes('@'));
  site.removeData();
  return rows;
}

const item = (page: Page, topic: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: topic }) });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('managing alerts from the link of an alert e-mail', () => {
  let site: RunningSite | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  it('with JavaScript: lists the alerts, saves a new frequency, pauses one and deletes all in place, with nothing axe finds', async () => {
    const started = await siteWithAlerts('js-buyer@example.com', 'en');
    site = started.site;
    const visited = await visit(browser, `${site.baseUrl}${started.stored.link}`);
    const { page } = visited;
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Manage your alerts' }).waitFor();
    // The home is not in the MLS copy (this site has none): it is named by its id, linked to its page.
    expect(await main.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Homes in Newport Beach · 3+ beds', 'pcr-1001']);
    await item(page, 'pcr-1001').getByText('Waiting for confirmation', { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'pcr-1001' }).getAttribute('href')).toBe('/properties/pcr-1001');
    expect(await axeViolations(page)).toEqual([]);

    const search = item(page, 'Homes in Newport Beach · 3+ beds');
    await waitForElementHydrated(search.getByRole('button', { name: 'Save' }));
    const url = page.url();
    await search.getByLabel('How often').selectOption('daily');
    await search.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Your changes are saved.', { exact: true }).waitFor();
    await search.getByText('Daily and weekly alerts come around 7 a.m. Pacific time.', { exact: true }).waitFor();

    await item(page, 'pcr-1001').getByRole('button', { name: 'Pause' }).click();
    await item(page, 'pcr-1001').getByRole('button', { name: 'Resume' }).waitFor();
    await item(page, 'pcr-1001').getByText('Paused', { exact: true }).waitFor();
    // No page load: the address is still the link. Opened again, the page shows what was stored.
    expect(page.url()).toBe(url);
    await page.reload();
    await waitForElementHydrated(search.getByRole('button', { name: 'Save' }));
    expect(await search.getByLabel('How often').inputValue()).toBe('daily');
    await item(page, 'pcr-1001').getByText('Paused', { exact: true }).waitFor();

    const deleteAll = main.getByRole('button', { name: 'Delete all my alerts' });
    const tick = main.getByRole('checkbox', { name: 'Yes, delete all my alerts' });
    // The tick comes first: the browser's own check stops the form (and says so on the box).
    const stopped = tick.evaluate((box) => new Promise<boolean>((resolve) => box.addEventListener('invalid', () => resolve(true), { once: true })));
    await deleteAll.click();
    expect(await stopped).toBe(true);
    expect(await main.getByRole('heading', { level: 3 }).count()).toBe(2);
    await tick.check();
    await deleteAll.click();
    await main.getByRole('heading', { level: 2, name: 'You have no alerts' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your changes are saved.');
    expect(page.url()).toBe(url);
    expect(await axeViolations(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();

    const rows = await exportedAlerts(site);
    site = undefined;
    // Only the other address's alert is left, as it was.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/,someone\.else@example\.com,en,city=irvine,,instant,no,yes,$/);
  });

  it('without JavaScript: each form posts to the page, which comes back saying the change is saved (in Spanish)', async () => {
    const started = await siteWithAlerts('sin-js@example.com', 'es');
    site = started.site;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}${started.stored.link}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Administre sus alertas' }).waitFor();
    const search = item(page, 'Casas en Newport Beach · 3+ recámaras');

    await search.getByLabel('Frecuencia').selectOption('weekly');
    await Promise.all([page.waitForURL(/saved=1/), search.getByRole('button', { name: 'Guardar' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/es/alerts/manage');
    await page.getByRole('status').getByText('Sus cambios están guardados.', { exact: true }).waitFor();
    expect(await item(page, 'Casas en Newport Beach · 3+ recámaras').getByLabel('Frecuencia').inputValue()).toBe('weekly');

    await Promise.all([page.waitForURL(/saved=1/), item(page, 'pcr-1001').getByRole('button', { name: 'Pausar' }).click()]);
    await item(page, 'pcr-1001').getByText('En pausa', { exact: true }).waitFor();

    // Without the tick the browser does not send the form: no page load.
    const before = page.url();
    await main.getByRole('button', { name: 'Eliminar todas mis alertas' }).click();
    expect(page.url()).toBe(before);
    expect(await main.getByRole('heading', { level: 3 }).count()).toBe(2);
    await main.getByRole('checkbox', { name: 'Sí, eliminar todas mis alertas' }).check();
    await Promise.all([page.waitForURL(/saved=1/), main.getByRole('button', { name: 'Eliminar todas mis alertas' }).click()]);
    await main.getByRole('heading', { level: 2, name: 'No tiene alertas' }).waitFor();
    await page.getByRole('status').getByText('Sus cambios están guardados.', { exact: true }).waitFor();
    await context.close();

    const left = await exportedAlerts(site);
    site = undefined;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/,someone\.else@example\.com,es,city=irvine,,instant,no,yes,$/);
  });
});
