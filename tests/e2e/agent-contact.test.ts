import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/test/smtp-receiver.js';
import { waitFor } from '../../apps/api/test/webhook-receiver.js';
import { axeViolations, launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { noticeRegion, visit, waitForElementHydrated } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * The contact form on an agent's own page reaches that agent (issue 47, section 2), in Chromium
 * against the built site and a real SMTP server: what their clients say beside it, the agency's
 * e-mail in the agent's inbox (not the desk's, not the next in turn), the visitor's confirmation
 * naming them, the export's assigned agent; in English and in Spanish, for an agent who takes no
 * turns (the founder) and one who speaks no Spanish.
 */
const DESK = 'desk@pacificcrest.example';
const COPY = 'inbox@pacificcrest.example';

let browser: Browser;
let smtp: SmtpReceiver;
let site: RunningSite;
beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtpReceiver();
  site = await startSite({ SMTP_URL: smtp.url, LEAD_NOTIFY_TO: DESK, LEAD_NOTIFY_TO_ES: DESK, LEAD_COPY_TO: COPY });
});
afterAll(async () => {
  await site?.removeData();
  await smtp?.close();
  await browser?.close();
});

const mailTo = (address: string) => smtp.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);
const rowOf = (csv: string, email: string) => csv.split('\n').find((line) => line.includes(email));

async function send(page: Page, form: string, fields: { name: string; email: string; phone: string }, labels: Record<'name' | 'email' | 'phone' | 'send', string>) {
  const contact = page.getByRole('main').getByRole('form', { name: form });
  await waitForElementHydrated(contact);
  await contact.getByLabel(labels.name).fill(fields.name);
  await contact.getByLabel(labels.email).fill(fields.email);
  await contact.getByLabel(labels.phone).fill(fields.phone);
  await contact.getByRole('button', { name: labels.send }).click();
}

describe('the contact form on an agent’s page', () => {
  it('reaches that agent, in English and in Spanish, whatever the turns and the language rules say', async () => {
    // Kenji's page, in English: what his client says, then the form headed for him.
    const kenji = await visit(browser, `${site.baseUrl}/team/kenji-watanabe`);
    const reviews = kenji.page.getByRole('region', { name: 'What clients say about Kenji' });
    await reviews.getByText('Priya and Arjun Mehta', { exact: true }).waitFor();
    await kenji.page.getByText('Leave your details and Kenji will reply within 24 hours.', { exact: true }).waitFor();
    await send(kenji.page, 'Write to Kenji', { name: 'Owen Park', email: 'owen@example.com', phone: '(949) 555-0188' }, { name: 'Name', email: 'Email', phone: 'Phone', send: 'Send Message' });
    await noticeRegion(kenji.page).getByText('Message sent!', { exact: true }).waitFor();
    expect(await axeViolations(kenji.page)).toEqual([]);
    expect(kenji.consoleErrors).toEqual([]);
    await kenji.close();

    // The founder's page, in Spanish: she takes no turns and a Spanish lead would go to Sofia or Luis, but it was written to her.
    const margaret = await visit(browser, `${site.baseUrl}/es/team/margaret-ellison`);
    await margaret.page.getByRole('region', { name: 'Lo que dicen los clientes de Margaret' }).waitFor();
    await send(
      margaret.page,
      'Escriba a Margaret',
      { name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163' },
      { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', send: 'Enviar mensaje' },
    );
    await noticeRegion(margaret.page, 'es').getByText('¡Mensaje enviado!', { exact: true }).waitFor();
    expect(margaret.consoleErrors).toEqual([]);
    await margaret.close();

    // Each agent's notification in their own inbox, Reply-To the visitor; a copy to the main inbox; none to the desk.
    await waitFor('two notifications, two copies and two confirmations', () => smtp.accepted.length === 6);
    const [toKenji] = mailTo('kenji@pacificcrestrealty.example');
    expect(toKenji?.subject).toBe('New contact request from Owen Park');
    expect(toKenji?.replyTo?.value).toEqual([{ name: 'Owen Park', address: 'owen@example.com' }]);
    expect(mailTo('margaret@pacificcrestrealty.example').map((m) => m.subject)).toEqual(['New contact request from Lucía Hernández (prefers Spanish)']);
    expect(mailTo(COPY)).toHaveLength(2);
    expect(mailTo(DESK)).toEqual([]);
    // The visitor's confirmation names the agent written to, in the page's language.
    expect(mailTo('owen@example.com')[0]?.text).toContain('Kenji Watanabe will reply within 24 hours.');
    expect(mailTo('lucia@example.com')[0]?.text).toContain('Margaret Ellison le responderá en menos de 24 horas.');

    // The export: the page each was sent from, and the agent it was assigned to.
    await site.stop({ keepData: true });
    const csv = await exportLeadsCsv(site.dataDir);
    expect(rowOf(csv, 'owen@example.com')).toMatch(/,\/team\/kenji-watanabe,en,no,no,,kenji-watanabe\r?$/);
    expect(rowOf(csv, 'lucia@example.com')).toMatch(/,\/es\/team\/margaret-ellison,es,no,no,,margaret-ellison\r?$/);
  });
});
