import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/test/smtp-receiver.js';
import { axeViolations, launchBrowser } from './support/browser.js';
import { exportLeadsCsv } from './support/leads-export.js';
import { noticeRegion, visit, waitForElementHydrated } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * The three lead forms on Spanish pages, end to end (issue 30 item 5, decision 0033): Spanish
 * validation messages, from the form and from the server; each lead stored with its language; the
 * visitor's Spanish confirmation over a real SMTP server; the agency's e-mail flagged and sent to
 * the agents who speak Spanish (LEAD_NOTIFY_TO_ES).
 */
const ENGLISH_DESK = 'leads@pacificcrest.example';
const SPANISH_DESK = 'agentes@pacificcrest.example';

let browser: Browser;
let receiver: SmtpReceiver;
let site: RunningSite;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startSmtpReceiver();
  // The Spanish desk also gets the copy of each lead assigned to an agent (LEAD_COPY_TO, issue 47 section 3).
  site = await startSite({ SMTP_URL: receiver.url, LEAD_NOTIFY_TO: ENGLISH_DESK, LEAD_NOTIFY_TO_ES: SPANISH_DESK, LEAD_COPY_TO: SPANISH_DESK });
});
afterAll(async () => {
  await site?.stop();
  await receiver?.close();
  await browser?.close();
});

const rowOf = (csv: string, email: string) => csv.split('\n').find((line) => line.includes(email));
const mailTo = (address: string) => receiver.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);

/** The form's request to the API, as the browser sent it. */
function leadRequest(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);
}

async function expectSentInSpanish(request: Request, page: string) {
  expect(await request.headerValue('accept-language')).toBe('es-US');
  expect((request.postDataJSON() as { page?: string }).page).toBe(page);
}

async function expectMessages(form: Locator, messages: string[]) {
  for (const message of messages) await form.getByText(message, { exact: true }).waitFor();
}

describe('agents\' languages on Spanish pages', () => {
  it('/es/team and /es name each agent\'s languages in Spanish, in the server\'s HTML and once the page runs', async () => {
    for (const path of ['/es/team', '/es']) {
      const html = await (await fetch(`${site.baseUrl}${path}`)).text();
      expect(html, path).toContain('Idiomas: inglés, español');
      const visited = await visit(browser, `${site.baseUrl}${path}`);
      await visited.page.getByRole('main').getByText('Idiomas: inglés, español').first().waitFor();
      expect(await visited.page.getByRole('main').getByText(/^Languages: /).count(), path).toBe(0);
      await visited.close();
    }
  });
});

describe('the lead forms on Spanish pages', () => {
  it('validate in Spanish, send in Spanish, and each lead is stored with its language', async () => {
    const home = await visit(browser, `${site.baseUrl}/es`);
    const { page } = home;
    const main = page.getByRole('main');

    // Hable con un agente (the short form).
    const contact = main.getByRole('form', { name: 'Hable con un agente' });
    await waitForElementHydrated(contact);
    await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectMessages(contact, ['Escriba su nombre', 'Escriba un correo electrónico válido', 'Escriba un número de teléfono válido']);
    await contact.getByLabel('Nombre').fill('Lucía Hernández');
    await contact.getByLabel('Correo electrónico').fill('lucia@example.com');
    await contact.getByLabel('Teléfono').fill('(714) 555-0163');
    await contact.getByLabel('Dirección de la propiedad').fill('220 Calle Mayor, San Clemente');
    const sent = leadRequest(page, '/api/contact');
    await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectSentInSpanish(await sent, '/es');
    await noticeRegion(page, 'es').getByText('¡Mensaje enviado!', { exact: true }).waitFor();
    await noticeRegion(page, 'es').getByText('Gracias por escribirnos. Un agente se comunicará con usted en breve.', { exact: true }).waitFor();

    // The subscribe form: its messages, then the server's own Spanish for a value the form never sends.
    const subscribe = main.getByRole('region', { name: 'Novedades del mercado en su correo' }).getByRole('form');
    await waitForElementHydrated(subscribe);
    await subscribe.getByRole('button', { name: 'Suscribirse' }).click();
    await expectMessages(subscribe, ['Escriba su nombre', 'Escriba un correo electrónico válido']);
    await subscribe.getByLabel('Nombre').fill('Mateo Ruiz');
    await subscribe.getByLabel('Correo electrónico').fill('mateo@example.com');
    await subscribe.getByLabel('Me interesa').selectOption({ label: 'Oportunidades de inversión' });
    // The form accepts the name; a request rewritten on its way out (as a hand-made client would send it) is refused.
    await page.route('**/api/subscribe', (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), name: 'M' }) }), { times: 1 });
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/subscribe');
    await subscribe.getByRole('button', { name: 'Suscribirse' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(await answer.headerValue('content-language')).toBe('es-US');
    expect(await answer.json()).toEqual({ message: 'El cuerpo de la solicitud no es válido.', issues: [{ path: 'name', message: 'Escriba su nombre' }] });
    await expectMessages(subscribe, ['Escriba su nombre']);
    await noticeRegion(page, 'es').getByText('No se pudo completar la suscripción', { exact: true }).waitFor();
    // Sent again as the form has it.
    const subscribed = leadRequest(page, '/api/subscribe');
    await subscribe.getByRole('button', { name: 'Suscribirse' }).click();
    await expectSentInSpanish(await subscribed, '/es');
    await noticeRegion(page, 'es').getByText('¡Suscripción confirmada!', { exact: true }).waitFor();
    expect(home.consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
    await home.close();

    // The full contact form on /es/contact.
    const contactPage = await visit(browser, `${site.baseUrl}/es/contact`);
    const full = contactPage.page.getByRole('main').getByRole('form');
    await waitForElementHydrated(full);
    await full.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectMessages(full, ['Escriba su nombre', 'Escriba un correo electrónico válido', 'Escriba un número de teléfono válido', 'Escriba su mensaje']);
    await full.getByLabel('Nombre').fill('Valentina Soto');
    await full.getByLabel('Correo electrónico').fill('valentina@example.com');
    await full.getByLabel('Teléfono').fill('(562) 555-0110');
    await full.getByLabel('Mensaje').fill('Buscamos una casa de tres recámaras en Irvine antes del año escolar.');
    const fullSent = leadRequest(contactPage.page, '/api/contact');
    await full.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectSentInSpanish(await fullSent, '/es/contact');
    await noticeRegion(contactPage.page, 'es').getByText('¡Mensaje enviado!', { exact: true }).waitFor();
    expect(contactPage.consoleErrors).toEqual([]);
    await contactPage.close();

    // Three visitors, three Spanish confirmations; three flagged e-mails to the Spanish desk (the subscription's,
    // and the copies of the two contacts), and the contacts' to the agents who speak Spanish, in turn.
    await expect.poll(() => receiver.accepted.length).toBe(8);
    expect(mailTo('sofia@pacificcrestrealty.example').map((m) => m.subject)).toEqual(['New contact request from Lucía Hernández (prefers Spanish)']);
    expect(mailTo('luis@pacificcrestrealty.example').map((m) => m.subject)).toEqual(['New message from Valentina Soto (prefers Spanish)']);
    expect(mailTo('lucia@example.com')[0]?.text).toContain('Sofia Alvarez le responderá en menos de 24 horas.');
    expect(mailTo('lucia@example.com').map((m) => m.subject)).toEqual(['Pacific Crest Realty: recibimos su mensaje']);
    expect(mailTo('valentina@example.com').map((m) => m.subject)).toEqual(['Pacific Crest Realty: recibimos su mensaje']);
    const [subscription] = mailTo('mateo@example.com');
    expect(subscription?.subject).toBe('Pacific Crest Realty: confirme su suscripción');
    expect(subscription?.text).toContain('Pidió recibir información sobre: Oportunidades de inversión');
    expect(subscription?.text).toMatch(/\/es\/unsubscribe\?lead=/);
    expect(mailTo('lucia@example.com')[0]?.text).toContain('Gracias por escribirnos. Un agente se comunicará con usted en breve.');
    expect(mailTo(ENGLISH_DESK)).toEqual([]);
    expect(mailTo(SPANISH_DESK).map((m) => m.subject).sort()).toEqual([
      'New contact request from Lucía Hernández (prefers Spanish)',
      'New message from Valentina Soto (prefers Spanish)',
      'New subscriber: Mateo Ruiz (prefers Spanish)',
    ]);

    // Mateo confirms from the e-mail's link: the site's Spanish page, its button (with scripts).
    const confirmPath = /\/es\/subscribe\/confirm\?lead=[^\s"<>\]]+/.exec(subscription?.text ?? '')?.[0];
    expect(confirmPath, subscription?.text).toBeDefined();
    const confirmPage = await visit(browser, `${site.baseUrl}${confirmPath}`);
    const confirmButton = confirmPage.page.getByRole('button', { name: 'Confirmar mi suscripción' });
    await waitForElementHydrated(confirmButton);
    await confirmButton.click();
    await confirmPage.page.getByRole('heading', { level: 1, name: 'Su suscripción está confirmada' }).waitFor();
    expect(await axeViolations(confirmPage.page)).toEqual([]);
    expect(confirmPage.consoleErrors).toEqual([]);
    await confirmPage.close();

    await site.stop({ keepData: true });
    const csv = await exportLeadsCsv(site.dataDir);
    // …,page,language,spam,unsubscribed,confirmed,assigned_agent (Mateo confirmed his subscription above;
    // the contacts went to the agents who speak Spanish in turn)
    expect(rowOf(csv, 'lucia@example.com'), csv).toMatch(/,\/es,es,no,no,,sofia-alvarez\r?$/);
    expect(rowOf(csv, 'mateo@example.com'), csv).toMatch(/,\/es,es,no,no,yes,\r?$/);
    expect(rowOf(csv, 'valentina@example.com'), csv).toMatch(/,\/es\/contact,es,no,no,,luis-castillo\r?$/);
  });
});
