import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { visit } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * "Get alerts for this search" and "Alert me about this home" (issue 31) in a real browser: with
 * JavaScript (the API, no page load) and without (a plain POST, the server's 303 back), in English
 * and Spanish; what is stored is read back from the agency's export of alerts.
 */
let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startSite();
});
afterAll(async () => {
  await browser?.close();
  site?.removeData();
});

/** The agency's export of alerts: the embedded database is read once the site has stopped. */
const alertsExport = async () => {
  await site.stop({ keepData: true });
  return exportLeadsCsv(site.dataDir, ['--alerts']);
};

describe('the alert form', () => {
  it('with JavaScript: says what is wrong, then sends the search and shows "Check your inbox" in place', async () => {
    const visited = await visit(browser, `${site.baseUrl}/properties?city=irvine&minBeds=3`);
    const { page } = visited;
    const form = page.getByRole('form', { name: 'Get alerts for this search' });
    // The form's script has taken over from the browser's own checks once the form is noValidate.
    await page.locator('form[action^="/properties?"][action$="#alert"][novalidate]').waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Create alert' }).click();
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await form.getByText('Please agree to receive these e-mails', { exact: true }).waitFor();

    await form.getByLabel('Email', { exact: true }).fill('js-buyer@example.com');
    await form.getByLabel('Daily').check();
    await form.getByRole('checkbox').check();
    const url = page.url();
    await form.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText('Check your inbox', { exact: true }).waitFor();
    await page.getByText('We sent a link to confirm your alert. Nothing else will come until you confirm.', { exact: true }).waitFor();
    // No page load: the address is the search's.
    expect(page.url()).toBe(url);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();
  });

  it('without JavaScript: a Spanish home alert posts to its page, which answers a wrong address beside the field, then comes back saying so', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/es/properties/pcr-1001`);
    const form = page.getByRole('form', { name: 'Avíseme sobre esta casa' });
    // An address the browser's own check lets through and the contract does not: the page again (the route's action), 400.
    await form.getByLabel('Correo electrónico', { exact: true }).fill('sin-js@example');
    await form.getByLabel('Una vez por semana').check();
    await form.getByRole('checkbox').check();
    const [refused] = await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST'), form.getByRole('button', { name: 'Crear alerta' }).click()]);
    expect(refused.status()).toBe(400);
    // The page answering it opens at the form (its action ends with #alert), not at the top where nothing says what went wrong.
    expect(new URL(page.url()).hash).toBe('#alert');
    await expect
      .poll(() => page.evaluate(() => { const card = document.getElementById('alert')!.getBoundingClientRect(); return card.top < window.innerHeight && card.bottom > 0; }))
      .toBe(true);
    const email = form.getByLabel('Correo electrónico', { exact: true });
    await expect.poll(() => email.inputValue()).toBe('sin-js@example');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Escriba un correo electrónico válido', { exact: true }).waitFor();
    await form.getByText('No pudimos guardar su alerta. Inténtelo de nuevo.', { exact: true }).waitFor();
    expect(await form.getByLabel('Una vez por semana').isChecked()).toBe(true);

    await email.fill('sin-js@example.com');
    await form.getByRole('checkbox').check();
    await Promise.all([page.waitForURL(/alert=sent/), form.getByRole('button', { name: 'Crear alerta' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/es/properties/pcr-1001');
    await page.getByText('Revise su bandeja de entrada', { exact: true }).waitFor();
    await context.close();

    const csv = await alertsExport();
    const rows = csv.split('\r\n');
    expect(rows.find((row) => row.includes('js-buyer@example.com'))).toMatch(/,js-buyer@example\.com,en,city=irvine&minBeds=3,,daily,no,no,$/);
    expect(rows.find((row) => row.includes('sin-js@example.com'))).toMatch(/,sin-js@example\.com,es,,pcr-1001,weekly,no,no,$/);
  });
});
