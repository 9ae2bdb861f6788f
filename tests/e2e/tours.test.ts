import { addDays, pacificInstant, pacificParts, weekdayOf } from '@pcr/contracts';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/test/smtp-receiver.js';
import { waitFor } from '../../apps/api/test/webhook-receiver.js';
import { axeViolations, launchBrowser, openPage } from './support/browser.js';
import { escapeRegExp, visit } from './support/page-checks.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * Private tours (issue 48, section 2) in Chromium against the built site and a real SMTP server: a
 * visitor asks for a tour from a home's page without JavaScript (refused with each message beside its
 * field, then sent); the home's listing agent (pcr-1001: Daniel Okafor) confirms one of the times
 * from the signed link in his e-mail, and the visitor gets an iTIP invitation (read back by ical.js);
 * in Spanish, the visitor cancels a confirmed tour from the link in their e-mail, without JavaScript,
 * and the invitation is withdrawn (METHOD:CANCEL, the same UID).
 */
const DANIEL = 'daniel@pacificcrestrealty.example';
const DESK = 'desk@pacificcrestrealty.example';
const HOME = 'pcr-1001';
const CONSENT = /^I agree to receive e-mails from Pacific Crest Realty about this tour, starting with the agent’s answer\. An agent may also call me\.$/;
const CONSENT_ES =
  /^Acepto recibir correos electrónicos de Pacific Crest Realty sobre esta visita, empezando por la respuesta del agente\. Un agente también podrá llamarme\.$/;

let browser: Browser;
let smtp: SmtpReceiver;
let site: RunningSite;
beforeAll(async () => {
  browser = await launchBrowser();
  smtp = await startSmtpReceiver();
  // A site of its own: the e-mails go to this file's SMTP server, and no other file's tours take Daniel's hours.
  site = await startSite({
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: DESK,
    LEAD_NOTIFY_TO_ES: DESK,
  });
});
afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await browser?.close();
});

// ---- times, from today in California --------------------------------------------------------

const today = pacificParts(new Date().toISOString()).date;
/** The first date at least `days` ahead whose day of the week is one of `weekdays` (0 Sunday … 6 Saturday). */
function dateAhead(days: number, weekdays: readonly number[]): string {
  let date = addDays(today, days);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
const MON_FRI = [1, 2, 3, 4, 5];
const WEEKDAY = dateAhead(2, MON_FRI);
/** Another weekday than WEEKDAY, for the Spanish visitor's tour. */
const LATER_WEEKDAY = dateAhead((Date.parse(WEEKDAY) - Date.parse(today)) / 86_400_000 + 1, MON_FRI);
const SUNDAY = dateAhead(2, [0]);

const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
/** How the pages name a time: "Tuesday, December 8, 2:00 PM PST", "martes, 8 de diciembre, 2:00 p. m. PST" (PST or PDT, by the date). */
function timeName(date: string, time: string, language: 'en' | 'es' = 'en'): RegExp {
  const weekday = WEEKDAYS[language][weekdayOf(date)]!;
  const month = MONTHS[language][Number(date.slice(5, 7)) - 1]!;
  const day = Number(date.slice(8, 10));
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  const named =
    language === 'es'
      ? `${weekday}, ${day} de ${month}, ${clock} ${hours < 12 ? 'a. m.' : 'p. m.'}`
      : `${weekday}, ${month} ${day}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
  return new RegExp(`^${escapeRegExp(named)} P[SD]T$`);
}

// ---- e-mails ----------------------------------------------------------------------------------

const mailsTo = (address: string): ParsedMail[] => smtp.accepted.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);
/** Until an e-mail whose subject is `subject` (or matches it) reached `address`; resolves to it (the last such one). */
async function mailArrives(address: string, subject: string | RegExp): Promise<ParsedMail> {
  const matches = (mail: ParsedMail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? ''));
  await waitFor(`“${String(subject)}” to ${address}`, () => mailsTo(address).some(matches), 20_000).catch((error: Error) => {
    throw new Error(`${error.message}; it has: ${JSON.stringify(mailsTo(address).map((mail) => mail.subject))}`);
  });
  return mailsTo(address).findLast(matches)!;
}
/** The signed link for `side` and `action` in an e-mail's text (the site's own address). */
function linkIn(mail: ParsedMail, side: 'agent' | 'visitor', action: 'confirm' | 'propose' | 'accept' | 'cancel'): URL {
  const urls = [...(mail.text ?? '').matchAll(new RegExp(`${escapeRegExp(site.baseUrl)}(?:/es)?/tours/[^\\s)\\]>]+`, 'g'))].map(([url]) => new URL(url));
  const found = urls.find((url) => url.searchParams.get('side') === side && url.searchParams.get('action') === action);
  if (!found) expect.fail(`no ${side} ${action} link in: ${mail.text}`);
  return found;
}

/** The calendar part of an e-mail, parsed by ical.js (Mozilla's parser, not ours). */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) expect.fail(`“${mail.subject}” has no text/calendar part`);
  const text = part.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    vevent,
  };
}

// ---- pages ------------------------------------------------------------------------------------

/** Clicks `button` and waits for the server's answer to the post: its status (303 when it leads to another page). */
async function post(page: Page, button: Locator): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && res.request().resourceType() === 'document'),
    button.click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

/** The message a field's description reads (the last of its `aria-describedby`), once it is marked invalid. */
async function messageOf(field: Locator): Promise<string | null> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  return (
    (
      await field
        .page()
        .locator(`[id="${ids.at(-1)}"]`)
        .textContent()
    )?.trim() ?? null
  );
}

/** A page without JavaScript; a locator that finds nothing fails within 15 s, inside the test's time. */
async function noScript() {
  const opened = await openPage(browser, { javaScriptEnabled: false });
  opened.context.setDefaultTimeout(15_000);
  return opened;
}
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

// The English tour, asked for in test 1, confirmed in test 2.
const EN = {
  name: 'Lena Fischer',
  email: 'lena.fischer@example.com',
  phone: '(949) 555-0177',
};
const EN_SUBJECT = `Tour request: Bayfront Modern on Lido Isle — ${EN.name}`;
const ES = {
  name: 'Lucía Hernández',
  email: 'lucia.hernandez@example.com',
  phone: '(714) 555-0163',
};
const ES_SUBJECT = `Tour request: Bayfront Modern on Lido Isle — ${ES.name} (prefers Spanish)`;

describe('a private tour of a home', () => {
  it('without JavaScript, in English: refused with each message beside its field and what was typed kept, then sent as a request', async () => {
    const { page, context } = await noScript();
    await page.goto(`${site.baseUrl}/properties/${HOME}`);
    const form = page.getByRole('main').getByRole('form', { name: 'Request a tour' });
    await form.getByText('A tour is a request until an agent confirms it. We reply within 24 hours.', { exact: true }).waitFor();
    await form.getByRole('group', { name: 'How would you like to see it?' }).getByRole('radio', { name: 'In person' }).check();
    // A Sunday (the office is closed) and no consent.
    await form.getByLabel('Preferred time', { exact: true }).fill(`${SUNDAY}T11:00`);
    await form.getByRole('textbox', { name: 'Name' }).fill(EN.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(EN.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill(EN.phone);
    expect(await post(page, form.getByRole('button', { name: 'Request a tour' }))).toBe(400);

    // The tour's own page answers, with the form again.
    expect(new URL(page.url()).pathname).toBe(`/properties/${HOME}/tour`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Request a tour');
    const refused = page.getByRole('form', { name: 'Request a tour' });
    expect(await textOf(refused.getByRole('alert'))).toBe('Please check the fields marked below.');
    expect(await messageOf(refused.getByLabel('Preferred time', { exact: true }))).toBe(
      'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour',
    );
    const consent = refused.getByRole('checkbox', { name: CONSENT });
    expect(await messageOf(consent)).toBe('Please agree to receive these e-mails');
    expect(await consent.isChecked()).toBe(false);
    expect(await refused.getByRole('radio', { name: 'In person' }).isChecked()).toBe(true);
    expect(await refused.getByLabel('Preferred time', { exact: true }).inputValue()).toBe(`${SUNDAY}T11:00`);
    expect(await refused.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(EN.name);
    expect(await refused.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(EN.email);
    expect(await refused.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe(EN.phone);

    // A weekday at 10 AM, a second choice at 2 PM, the consent ticked.
    await refused.getByLabel('Preferred time', { exact: true }).fill(`${WEEKDAY}T10:00`);
    await refused.getByLabel(/^Second choice/).fill(`${WEEKDAY}T14:00`);
    await consent.check();
    await Promise.all([page.waitForURL(`${site.baseUrl}/properties/${HOME}/tour?sent=1`), refused.getByRole('button', { name: 'Request a tour' }).click()]);
    await page.getByRole('heading', { name: 'Your request is sent' }).waitFor();
    await page
      .getByText('This is a request, not a booking yet. The agent will confirm one of your times or propose another by e-mail, within 24 hours.', {
        exact: true,
      })
      .waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    await context.close();

    // The same refusal in a browser that runs scripts (axe runs in the page: it cannot where scripts are off): nothing axe finds.
    const withScripts = await visit(browser, `${site.baseUrl}/properties/${HOME}`);
    const again = withScripts.page.getByRole('main').getByRole('form', { name: 'Request a tour' });
    await again.getByRole('radio', { name: 'In person' }).check();
    await again.getByLabel('Preferred time', { exact: true }).fill(`${SUNDAY}T11:00`);
    await again.getByRole('textbox', { name: 'Name' }).fill(EN.name);
    expect(await post(withScripts.page, again.getByRole('button', { name: 'Request a tour' }))).toBe(400);
    await withScripts.page.getByText('Please agree to receive these e-mails', { exact: true }).waitFor();
    await withScripts.page
      .getByText('Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour', { exact: true })
      .waitFor();
    expect(await axeViolations(withScripts.page)).toEqual([]);
    // The one error is the browser's note of the refused post's 400 document, which the test asked for.
    expect(withScripts.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await withScripts.close();

    // The visitor's answer: received, a request, not a booking; the home’s agent has the request.
    const received = await mailArrives(EN.email, 'Pacific Crest Realty: we received your tour request');
    expect(received.text).toMatch(/request, not a booking/);
    expect(linkIn(received, 'visitor', 'cancel').pathname).toMatch(/^\/tours\/[^/]+$/);
    await mailArrives(DANIEL, EN_SUBJECT);
  });

  it('the agent confirms the second time from his e-mail’s link; the visitor gets an invitation at that time', async () => {
    const notice = await mailArrives(DANIEL, EN_SUBJECT);
    expect(notice.replyTo?.value[0]?.address).toBe(EN.email);
    const confirm = linkIn(notice, 'agent', 'confirm');
    for (const action of ['propose', 'cancel'] as const) expect(linkIn(notice, 'agent', action).pathname).toBe(confirm.pathname);

    const visited = await visit(browser, confirm.href);
    const { page } = visited;
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Tour request');
    await page.getByText('Requested — waiting for your answer', { exact: true }).waitFor();
    const section = page.getByRole('region', {
      name: 'Confirm one of the times',
    });
    const times = section.getByRole('group', { name: 'The visitor’s times' });
    expect(await times.getByRole('radio').count()).toBe(2);
    expect(await times.getByRole('radio', { name: timeName(WEEKDAY, '10:00') }).isChecked()).toBe(true);
    await times.getByRole('radio', { name: timeName(WEEKDAY, '14:00') }).check();
    await Promise.all([page.waitForURL(`${confirm.href}&done=1`), section.getByRole('button', { name: 'Confirm this time' }).click()]);

    expect(await textOf(page.getByRole('status'))).toBe('The tour is confirmed. We sent the visitor a calendar invitation.');
    await page.getByText('Confirmed', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm this time' }).count()).toBe(0);
    expect(await page.locator('time', { hasText: timeName(WEEKDAY, '14:00') }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(visited.consoleErrors).toEqual([]);
    await visited.close();

    // The visitor's invitation: iTIP REQUEST, Daniel its organizer, at the time he chose.
    const confirmed = await mailArrives(EN.email, 'Pacific Crest Realty: your tour is confirmed');
    const invitation = invitationOf(confirmed);
    expect(invitation.text).toContain('METHOD:REQUEST');
    expect(invitation.text).toMatch(new RegExp(`ORGANIZER[^\\r\\n]*:mailto:${escapeRegExp(DANIEL)}`));
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.vevent.getFirstPropertyValue('organizer')).toBe(`mailto:${DANIEL}`);
    expect(invitation.vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Daniel Okafor');
    expect(invitation.vevent.getFirstPropertyValue('attendee')).toBe(`mailto:${EN.email}`);
    expect(invitation.event.startDate.zone.tzid).toBe('America/Los_Angeles');
    expect(invitation.event.startDate.toString()).toBe(`${WEEKDAY}T14:00:00`);
    expect(invitation.event.startDate.toUnixTime() * 1000).toBe(Date.parse(pacificInstant(WEEKDAY, '14:00')));
    expect(invitation.event.endDate.toUnixTime() - invitation.event.startDate.toUnixTime()).toBe(3600);
    expect(invitation.event.summary).toBe('Tour: Bayfront Modern on Lido Isle');
    expect(invitation.event.uid).toBe(`tour-${confirm.pathname.split('/').at(-1)}@127.0.0.1`);
  });

  it('in Spanish, without JavaScript: the visitor cancels the confirmed tour from their e-mail, and the invitation is withdrawn', async () => {
    const { page, context } = await noScript();
    await page.goto(`${site.baseUrl}/es/properties/${HOME}/tour`);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Solicitar una visita');
    const form = page.getByRole('form', { name: 'Solicitar una visita' });
    await form.getByRole('group', { name: '¿Cómo le gustaría verla?' }).getByRole('radio', { name: 'Por video' }).check();
    await form.getByLabel('Horario preferido', { exact: true }).fill(`${LATER_WEEKDAY}T11:00`);
    await form.getByRole('textbox', { name: 'Nombre' }).fill(ES.name);
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(ES.email);
    await form.getByRole('textbox', { name: 'Teléfono' }).fill(ES.phone);
    await form.getByRole('checkbox', { name: CONSENT_ES }).check();
    await Promise.all([
      page.waitForURL(`${site.baseUrl}/es/properties/${HOME}/tour?sent=1`),
      form.getByRole('button', { name: 'Solicitar una visita' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Su solicitud está enviada' }).waitFor();
    await page
      .getByText(
        'Esto es una solicitud, todavía no una cita. El agente confirmará uno de sus horarios o le propondrá otro por correo electrónico, en menos de 24 horas.',
        { exact: true },
      )
      .waitFor();

    // The visitor's answer in Spanish, its link to a Spanish page.
    const received = await mailArrives(ES.email, 'Pacific Crest Realty: recibimos su solicitud de visita');
    expect(received.text).toContain('Esto es una solicitud, todavía no una cita');
    expect(linkIn(received, 'visitor', 'cancel').pathname).toMatch(/^\/es\/tours\/[^/]+$/);

    // Daniel confirms it (his page is in English), without scripts too.
    const confirm = linkIn(await mailArrives(DANIEL, ES_SUBJECT), 'agent', 'confirm');
    await page.goto(confirm.href);
    const section = page.getByRole('region', {
      name: 'Confirm one of the times',
    });
    expect(await section.getByRole('radio', { name: timeName(LATER_WEEKDAY, '11:00') }).isChecked()).toBe(true);
    expect(await post(page, section.getByRole('button', { name: 'Confirm this time' }))).toBe(303);
    expect(page.url()).toBe(`${confirm.href}&done=1`);
    expect(await textOf(page.getByRole('status'))).toBe('The tour is confirmed. We sent the visitor a calendar invitation.');
    const invitation = invitationOf(await mailArrives(ES.email, 'Pacific Crest Realty: su visita está confirmada'));
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.event.summary).toBe('Visita: Bayfront Modern on Lido Isle');
    expect(invitation.event.startDate.toString()).toBe(`${LATER_WEEKDAY}T11:00:00`);

    // The visitor's link to cancel, from the invitation's e-mail: a Spanish page, its one button.
    const cancel = linkIn(mailsTo(ES.email).at(-1)!, 'visitor', 'cancel');
    expect(cancel.pathname).toMatch(/^\/es\/tours\/[^/]+$/);
    expect((await page.goto(cancel.href))?.status()).toBe(200);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Su solicitud de visita');
    await page.getByText('Confirmada', { exact: true }).waitFor();
    await page.getByText('Daniel Okafor', { exact: true }).waitFor();
    expect(await page.locator('time', { hasText: timeName(LATER_WEEKDAY, '11:00', 'es') }).count()).toBeGreaterThan(0);
    const cancelling = page.getByRole('region', { name: 'Cancelar la visita' });
    await cancelling
      .getByText('Avisaremos al agente por correo electrónico.', {
        exact: true,
      })
      .waitFor();
    expect(await post(page, cancelling.getByRole('button', { name: 'Cancelar la visita' }))).toBe(303);
    expect(page.url()).toBe(`${cancel.href}&done=1`);
    expect(await textOf(page.getByRole('status'))).toBe('La visita está cancelada.');
    await page.getByText('Cancelada por usted', { exact: true }).waitFor();
    expect(await page.getByRole('button').filter({ hasText: 'Cancelar' }).count()).toBe(0);
    await context.close();
    // The same address in a browser that runs scripts (axe cannot run where they are off): the same answer, nothing axe finds, no console error.
    const withScripts = await visit(browser, `${cancel.href}&done=1`);
    expect(await textOf(withScripts.page.getByRole('status'))).toBe('La visita está cancelada.');
    await withScripts.page.getByText('Cancelada por usted', { exact: true }).waitFor();
    expect(await axeViolations(withScripts.page)).toEqual([]);
    expect(withScripts.consoleErrors).toEqual([]);
    await withScripts.close();

    // The invitation withdrawn under the same UID; Daniel is told.
    const withdrawal = invitationOf(await mailArrives(ES.email, 'Pacific Crest Realty: su visita está cancelada'));
    expect(withdrawal.text).toContain('METHOD:CANCEL');
    expect(withdrawal.method).toBe('CANCEL');
    expect(withdrawal.event.uid).toBe(invitation.event.uid);
    expect(withdrawal.event.sequence).toBeGreaterThan(invitation.event.sequence);
    expect(withdrawal.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    const told = await mailArrives(DANIEL, new RegExp(`^${escapeRegExp(`Tour cancelled: Bayfront Modern on Lido Isle — ${ES.name}`)}`));
    // The plain text writes the heading in capitals.
    expect(told.text).toMatch(new RegExp(escapeRegExp(`${ES.name} cancelled the tour of Bayfront Modern on Lido Isle`), 'i'));
    expect(told.attachments.filter((part) => part.contentType === 'text/calendar')).toEqual([]);
  });

  // Fails until fixed: apps/api/src/tours/tour-mail.ts gives the agent's "tour-cancelled" e-mail `language: 'en'`
  // whatever the visitor's, so its subject never carries the flag that the agent's other tour e-mails carry
  // (decision 0033; TourCancelledEmail's subject flags a Spanish visitor from `language`, the visitor's).
  it('the agent’s e-mail that a Spanish visitor cancelled says “(prefers Spanish)”, as his other e-mails of the tour do', async () => {
    await mailArrives(DANIEL, ES_SUBJECT);
    await mailArrives(DANIEL, new RegExp(`^${escapeRegExp(`Tour cancelled: Bayfront Modern on Lido Isle — ${ES.name}`)}`));
    expect(mailsTo(DANIEL).map((mail) => mail.subject)).toContain(`Tour cancelled: Bayfront Modern on Lido Isle — ${ES.name} (prefers Spanish)`);
  });
});
