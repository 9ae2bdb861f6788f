import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../../apps/api/src/config.js';
import { alertLead, subscribeLead } from '../../apps/api/src/leads.js';
import { silentLogger } from '../../apps/api/src/logger.js';
import { unsubscribeSecret, unsubscribeToken } from '../../apps/api/src/notifications/unsubscribe.js';
import { sqlLeadStore } from '../../apps/api/src/storage/lead-store.js';
import { migrate } from '../../apps/api/src/storage/migrate.js';
import { openPgliteClient } from '../../apps/api/src/storage/pglite-client.js';
import { axeViolations, launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { visit, waitForElementHydrated } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * The page of an e-mail's unsubscribe link (decisions 0016, 0038), in Chromium against the built
 * site: an alert's link stops that alert with JavaScript (the one-click API, no page load); a
 * Spanish subscription's link unsubscribes the address without it (the form, the server's 303 back).
 */

const origin = { ip: undefined, userAgent: undefined, ipHashSecret: undefined };

let browser: Browser;
let site: RunningSite;
let links: { alert: string; subscription: string };

beforeAll(async () => {
  browser = await launchBrowser();
  // A subscriber (from a Spanish page) and another address's alert, stored before the site starts.
  const dataDir = mkdtempSync(join(tmpdir(), 'pcr-e2e-unsubscribe-'));
  try {
    cpSync(inject('e2ePgliteTemplate'), dataDir, { recursive: true });
    const db = await openPgliteClient(dataDir);
    try {
      await migrate(db, migrationsDir, silentLogger);
      const store = sqlLeadStore(db);
      const subscriber = await store.create(subscribeLead({ name: 'Lucía Hernández', email: 'lucia@example.com', interest: 'Market updates', website: '', page: '/es' }, origin));
      const alert = await store.create(
        alertLead({ email: 'buyer@example.com', frequency: 'daily', consent: true, website: '', page: '/properties', search: 'city=irvine' }, { kind: 'search', search: { city: 'irvine' } }, origin),
      );
      const secret = await unsubscribeSecret(db);
      const query = (lead: string) => new URLSearchParams({ lead, token: unsubscribeToken(secret, lead) });
      links = { alert: `/unsubscribe?${query(alert.id)}`, subscription: `/es/unsubscribe?${query(subscriber.id)}` };
    } finally {
      await db.close();
    }
    site = await startSite({}, { dataFrom: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the unsubscribe page', () => {
  it('with JavaScript: an alert’s link asks, then stops that alert in place', async () => {
    const visited = await visit(browser, `${site.baseUrl}${links.alert}`);
    const { page } = visited;
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Stop this alert' }).waitFor();
    await main.getByText('Stop this alert? You will get no more e-mails about this search or home.', { exact: true }).waitFor();
    expect(await page.title()).toBe('Stop this alert | Pacific Crest Realty');
    const button = main.getByRole('button', { name: 'Stop this alert' });
    await waitForElementHydrated(button);
    expect(await axeViolations(page)).toEqual([]);
    await button.click();
    await main.getByRole('heading', { level: 1, name: 'Alert stopped' }).waitFor();
    await main.getByRole('status').getByText('This alert is stopped: it will send no more e-mails.', { exact: true }).waitFor();
    // No page load: the address is still the link.
    expect(page.url()).toBe(`${site.baseUrl}${links.alert}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('without JavaScript: a Spanish subscription’s link unsubscribes the address and comes back saying so', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}${links.subscription}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    const main = page.getByRole('main');
    await main.getByText('¿Dejar de recibir todos nuestros correos en la dirección de esta suscripción?', { exact: true }).waitFor();
    await Promise.all([page.waitForURL(/stopped=address/), main.getByRole('button', { name: 'Cancelar la suscripción' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/es/unsubscribe');
    await main.getByRole('heading', { level: 1, name: 'Suscripción cancelada' }).waitFor();
    await main.getByText('Su suscripción está cancelada: no volveremos a escribir a esta dirección a menos que usted se suscriba de nuevo.', { exact: true }).waitFor();
    await context.close();

    // The agency's exports (read once the site has stopped): the address unsubscribed, the alert gone.
    await site.stop({ keepData: true });
    const leads = await exportLeadsCsv(site.dataDir);
    expect(leads.split('\r\n').find((row) => row.includes('lucia@example.com'))).toMatch(/,no,yes,no,$/);
    const alerts = await exportLeadsCsv(site.dataDir, ['--alerts']);
    expect(alerts).not.toContain('buyer@example.com');
  });
});
