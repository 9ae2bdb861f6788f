import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AlertRequest, PropertySearch } from '@pcr/contracts';
import { migrationsDir } from '../../apps/api/src/config.js';
import { alertLead } from '../../apps/api/src/leads.js';
import { silentLogger } from '../../apps/api/src/logger.js';
import { sqlLeadStore } from '../../apps/api/src/storage/lead-store.js';
import { migrate } from '../../apps/api/src/storage/migrate.js';
import { openPgliteClient } from '../../apps/api/src/storage/pglite-client.js';
import { axeViolations, launchBrowser, openPage } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * "What's my home worth?" (issue 47) in Chromium against the built site: both steps of /sell without
 * JavaScript in English and with it in Spanish, each step's messages beside its fields, the page
 * after it with the homes like the visitor's, and the buyers' count: shown for the city with three
 * buyers whose confirmed alert matches, not for the one with two. The lead is read back from the
 * agency's export.
 */

/** Search alerts stored before the site starts: confirmed ones (they count) and one waiting (it does not). */
async function storeBuyers(dataDir: string): Promise<void> {
  const db = await openPgliteClient(dataDir);
  try {
    await migrate(db, migrationsDir, silentLogger);
    const store = sqlLeadStore(db);
    const origin = { ip: undefined, userAgent: undefined, ipHashSecret: undefined };
    const create = async (email: string, search: PropertySearch) => {
      const body: AlertRequest = { email, frequency: 'weekly', consent: true, website: '', page: '/properties', search: '' };
      return (await store.create(alertLead(body, { kind: 'search', search }, origin))).id;
    };
    const confirmed = [
      await create('irvine.one@example.com', { city: 'irvine', minBeds: 3 }),
      await create('irvine.two@example.com', { city: 'irvine' }),
      await create('irvine.three@example.com', { city: 'irvine', type: 'single-family', minBaths: 2 }),
      await create('la.one@example.com', { city: 'los-angeles' }),
      await create('la.two@example.com', { city: 'los-angeles', minBeds: 2 }),
    ];
    await create('irvine.waiting@example.com', { city: 'irvine' });
    await create('la.waiting@example.com', { city: 'los-angeles' });
    await db.query('UPDATE leads SET confirmed_at = now() WHERE id = ANY($1::uuid[])', [confirmed]);
  } finally {
    await db.close();
  }
}

let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  browser = await launchBrowser();
  const dataDir = mkdtempSync(join(tmpdir(), 'pcr-e2e-sell-'));
  try {
    cpSync(inject('e2ePgliteTemplate'), dataDir, { recursive: true });
    await storeBuyers(dataDir);
    site = await startSite({}, { dataFrom: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Clicks `button` and waits for the document that answers the post: its status. */
async function post(page: Page, button: ReturnType<Page['getByRole']>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST'), button.click()]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

const fieldMessage = async (page: Page, label: string) => {
  const field = page.getByLabel(label, { exact: true });
  expect(await field.getAttribute('aria-invalid'), label).toBe('true');
  const id = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${id.split(' ').at(-1)}"]`).textContent();
};

describe('/sell, "What’s my home worth?"', () => {
  it('without JavaScript: each step answers its own messages, keeps what was typed, and sends the seller to the homes like theirs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/`);
    // The header and the home page lead to it.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sell', exact: true }).getAttribute('href')).toBe('/sell');
    expect(await page.getByRole('main').getByRole('link', { name: 'What’s my home worth?' }).getAttribute('href')).toBe('/sell');

    await page.goto(`${site.baseUrl}/sell`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('What’s my home worth?');
    expect(await page.title()).toBe('What’s My Home Worth? Free Home Valuation | Pacific Crest Realty');
    const next = page.getByRole('button', { name: 'Next: about your home' });
    expect(await post(page, next)).toBe(400);
    expect(await page.getByRole('alert').textContent()).toContain('Please check the fields marked below.');
    expect(await fieldMessage(page, 'Street address')).toBe('Please enter the street address');
    expect(await fieldMessage(page, 'City')).toBe('Please choose the city');
    expect(await fieldMessage(page, 'ZIP code')).toBe('Please enter a 5-digit ZIP code');

    await page.getByLabel('Street address').fill('18 Shady Canyon Drive');
    await page.getByLabel('City').selectOption({ label: 'Irvine' });
    await page.getByLabel('ZIP code').fill('9260');
    expect(await post(page, next)).toBe(400);
    expect(await fieldMessage(page, 'ZIP code')).toBe('Please enter a 5-digit ZIP code');
    expect(await page.getByLabel('Street address').inputValue()).toBe('18 Shady Canyon Drive');
    expect(await page.getByLabel('City').inputValue()).toBe('irvine');
    await page.getByLabel('ZIP code').fill('92603');
    expect(await post(page, next)).toBe(200);
    expect(await page.getByText('Step 2 of 2').count()).toBe(1);
    await page.getByText('18 Shady Canyon Drive, Irvine, CA 92603', { exact: true }).waitFor();

    // Back to the address and forward again: nothing typed is lost.
    expect(await post(page, page.getByRole('button', { name: 'Change address' }))).toBe(200);
    expect(await page.getByLabel('Street address').inputValue()).toBe('18 Shady Canyon Drive');
    expect(await post(page, next)).toBe(200);

    const send = page.getByRole('button', { name: 'Send and see homes like mine' });
    await page.getByLabel('Name').fill('Jordan Reyes');
    await page.getByLabel('Email').fill('jordan.reyes@');
    expect(await post(page, send)).toBe(400);
    expect(await fieldMessage(page, 'Type of home')).toBe('Please choose the type of home');
    expect(await fieldMessage(page, 'Bedrooms')).toBe('Please enter the number of bedrooms');
    expect(await fieldMessage(page, 'Bathrooms')).toBe('Please enter the number of bathrooms (halves allowed)');
    expect(await fieldMessage(page, 'Living area (sq ft)')).toBe('Please enter the living area in square feet (200 to 50,000)');
    expect(await fieldMessage(page, 'Condition')).toBe('Please choose the condition');
    expect(await fieldMessage(page, 'When might you sell?')).toBe('Please choose when you may sell');
    expect(await fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
    expect(await fieldMessage(page, 'Phone')).toBe('Please enter a valid phone number');
    expect(await page.getByText('Please agree to receive these e-mails', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Name').inputValue()).toBe('Jordan Reyes');

    await page.getByLabel('Type of home').selectOption({ label: 'Single-family home' });
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('3.5');
    await page.getByLabel('Living area (sq ft)').fill('2500');
    await page.getByLabel('Condition').selectOption({ label: 'Move-in ready' });
    await page.getByLabel('When might you sell?').selectOption({ label: 'In 3 to 6 months' });
    await page.getByLabel('Email').fill('jordan.reyes@example.com');
    await page.getByLabel('Phone').fill('(949) 555-0199');
    await page.getByRole('checkbox', { name: /^I agree to receive e-mails from Pacific Crest Realty about selling this home/ }).check();
    await Promise.all([page.waitForURL(/\/sell\/thanks/), send.click()]);

    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/sell/thanks?city=irvine&type=single-family&beds=4&baths=3.5&area=2500');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you! Your analysis is on its way');
    // Three buyers' confirmed alerts match a 4-bedroom single-family home in Irvine (the one waiting for confirmation does not count).
    await page.getByText('3 buyers with a confirmed alert on this site are looking for a home like yours', { exact: true }).waitFor();
    const homes = page.getByRole('region', { name: 'Homes like yours on our site' });
    await homes.getByText('Homes in Irvine with 3 to 5 bedrooms and 2,000 to 3,000 sq ft of living space.', { exact: true }).waitFor();
    // Irvine's homes with 3 to 5 bedrooms and 2,000 to 3,000 sq ft, closest in area first (pcr-1005's 3,340 sq ft is out).
    expect(await homes.getByRole('article').getByRole('heading').allTextContents()).toEqual(['Woodbridge Lakeside Retreat', 'Great Park Modern Farmhouse']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await context.close();
  });

  it('with JavaScript, in Spanish: the same two steps, and no count where only two buyers look', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${site.baseUrl}/es/sell`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¿Cuánto vale mi casa?');
    await page.getByLabel('Dirección (calle y número)').fill('2150 Silver Lake Boulevard');
    await page.getByLabel('Ciudad').selectOption('los-angeles');
    await page.getByLabel('Código postal').fill('90039');
    expect(await post(page, page.getByRole('button', { name: 'Siguiente: sobre su casa' }))).toBe(200);
    expect(await page.getByText('Paso 2 de 2').count()).toBe(1);

    await page.getByLabel('Tipo de vivienda').selectOption('single-family');
    await page.getByLabel('Recámaras').fill('3');
    await page.getByLabel('Baños').fill('2');
    await page.getByLabel('Superficie habitable (pies cuadrados)').fill('1700');
    await page.getByLabel('Estado').selectOption({ label: 'Necesita algunas mejoras' });
    await page.getByLabel('¿Cuándo podría vender?').selectOption({ label: 'Solo por curiosidad' });
    await page.getByLabel('Nombre').fill('Camila Ortega');
    await page.getByLabel('Correo electrónico').fill('camila.ortega@example.com');
    await page.getByLabel('Teléfono').fill('(323) 555-0142');
    const send = page.getByRole('button', { name: 'Enviar y ver casas como la mía' });
    // Without the consent: the step again, its message in Spanish, the rest kept.
    expect(await post(page, send)).toBe(400);
    await page.getByText('Acepte recibir estos correos electrónicos', { exact: true }).waitFor();
    expect(await page.getByLabel('Recámaras').inputValue()).toBe('3');
    await page.getByRole('checkbox', { name: /^Acepto recibir correos electrónicos de Pacific Crest Realty/ }).check();
    await Promise.all([page.waitForURL(/\/es\/sell\/thanks/), send.click()]);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¡Gracias! Su análisis está en camino');
    const homes = page.getByRole('region', { name: 'Casas como la suya en nuestro sitio' });
    expect(await homes.getByRole('article').getByRole('heading').allTextContents()).toEqual(['Mid-Century Modern Hillside Home']);
    // Two buyers' confirmed alerts match in Los Angeles: too few to say (it could point at a person).
    expect(await page.getByText(/compradores con una alerta confirmada/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The one error is the browser's note of the refused step's 400 document, which the test asked for.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it('stores each request as a seller lead the agency exports, with the home', async () => {
    await site.stop({ keepData: true });
    const rows = (await exportLeadsCsv(site.dataDir)).split('\r\n');
    const sellers = rows.filter((row) => row.includes(',seller,'));
    expect(sellers).toHaveLength(2);
    expect(sellers.find((row) => row.includes('jordan.reyes@example.com'))).toContain('18 Shady Canyon Drive, Irvine, CA 92603');
    expect(sellers.find((row) => row.includes('camila.ortega@example.com'))).toContain('2150 Silver Lake Boulevard, Los Angeles, CA 90039');
    site.removeData();
  });
});
