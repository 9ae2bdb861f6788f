import { agents, cities, leadRouting } from '@pcr/content';
import {
  addDays,
  CreatedBodySchema,
  defaultSiteIdentity,
  ErrorBodySchema,
  pacificInstant,
  pacificParts,
  TourConflictSchema,
  TourViewSchema,
  ValidationErrorBodySchema,
  weekdayOf,
  type TourAction,
  type TourSide,
} from '@pcr/contracts';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadMailDefaults, migrationsDir, type LeadMailConfig } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { leadRouter } from '../src/lead-routing.js';
import { leadsCsv } from '../src/leads-csv.js';
import { silentLogger } from '../src/logger.js';
import { smtpTransport, startLeadMailDispatcher, type LeadMailDispatcher, type MailTransport } from '../src/notifications/lead-mail.js';
import { subscriptionLinks, unsubscribeSecret } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { tourDesk } from '../src/tours/tour-desk.js';
import { tourLinks, type TourLinks } from '../src/tours/tour-links.js';
import { tourMailSource } from '../src/tours/tour-mail.js';
import { sqlTourStore } from '../src/tours/tour-store.js';
import { expectValid, pgliteDataDir, postJson, startApp, testConfig, type RunningApp } from './helpers.js';
import { startTestPostgres, type TestPostgresServer } from './postgres-server.js';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from './smtp-receiver.js';
import { waitFor } from './webhook-receiver.js';

/**
 * Tour requests over real HTTP and a real SMTP server (issue 48, section 2): a visitor asks for a
 * tour at up to three times; the request is stored as a lead of kind `tour`, routed to the home's
 * listing agent; the agent's e-mail has signed links to confirm or propose; a confirmation sends the
 * visitor an iTIP invitation (METHOD:REQUEST, the agent as ORGANIZER), a cancellation its
 * METHOD:CANCEL under the same UID, both read back with ical.js. Overlapping tours of one agent are
 * refused, also when two confirmations race.
 */

const SITE = 'https://www.pacificcrest.example';
const AGENCY = 'leads@pacificcrest.example';
const HOME = 'pcr-1001';
// The listing agent of pcr-1001 (Lido Isle, Newport Beach), whom the routing's first rule gives its tours.
const DANIEL = agents.find((agent) => agent.slug === 'daniel-okafor')!;
const content = fixtureContentRepository();

const data = pgliteDataDir('tours-api');
let db: SqlClient;
let app: RunningApp;
let smtp: SmtpReceiver;
let mailer: LeadMailDispatcher;
let transport: MailTransport;
let links: TourLinks;

const mailConfig: LeadMailConfig = {
  ...leadMailDefaults,
  smtpUrl: undefined,
  emlDir: '',
  from: 'Pacific Crest Realty <hello@pacificcrest.example>',
  notifyTo: { en: [AGENCY], es: [AGENCY] },
  identity: defaultSiteIdentity,
  siteUrl: SITE,
  timeoutMs: 2000,
  maxAttempts: 5,
  backoffMs: 40,
  backoffMaxMs: 150,
};

beforeAll(async () => {
  db = await openPgliteClient(data.dir);
  await migrate(db, migrationsDir, silentLogger);
  const secret = await unsubscribeSecret(db);
  smtp = await startSmtpReceiver();
  links = tourLinks(secret, SITE);
  const tours = sqlTourStore(db, { onQueued: () => mailer.wake() });
  transport = smtpTransport(smtp.url, 2000);
  mailer = startLeadMailDispatcher(sqlLeadMailOutbox(db), { ...mailConfig, smtpUrl: smtp.url }, transport, subscriptionLinks(secret, SITE), silentLogger, {
    idlePollMs: 100,
    stopGraceMs: 100,
    tours: tourMailSource(tours, { siteUrl: SITE, links, agency: { name: 'Pacific Crest Realty', email: AGENCY } }),
  });
  app = await startApp({
    leads: sqlLeadStore(db, {
      mail: { notifyTo: { en: [AGENCY], es: [AGENCY] } },
      route: leadRouter(leadRouting, agents, cities, (id) => content.property(id)?.agent.slug),
      onQueued: () => mailer.wake(),
    }),
    tourDesk: tourDesk({ tours, links, property: (id) => content.property(id), agencyTo: () => [AGENCY] }),
    config: { ...testConfig(), siteUrl: SITE },
    // This file sends more requests from one address than the default limit lets through.
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await mailer?.stop();
  transport?.close();
  await smtp?.close();
  await db?.close();
  data.remove();
});
beforeEach(async () => {
  await db.query('DELETE FROM leads');
  smtp.accepted.length = 0;
});

// ---- times, from today in California --------------------------------------------------------

const today = pacificParts(new Date().toISOString()).date;
/** The first date at least `days` ahead whose day of the week is one of `weekdays` (0 Sunday … 6 Saturday). */
function dateAhead(days: number, weekdays: readonly number[]): string {
  let date = addDays(today, days);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
const WEEKDAY = dateAhead(2, [1, 2, 3, 4, 5]);
const LATER_WEEKDAY = dateAhead(4, [1, 2, 3, 4, 5]) === WEEKDAY ? dateAhead(5, [1, 2, 3, 4, 5]) : dateAhead(4, [1, 2, 3, 4, 5]);
const SATURDAY = dateAhead(2, [6]);
const SUNDAY = dateAhead(2, [0]);
const instant = (local: string) => pacificInstant(local.slice(0, 10), local.slice(11));

const request = {
  propertyId: HOME,
  mode: 'in-person',
  times: [`${WEEKDAY}T10:00`, `${SATURDAY}T11:30`, ''],
  name: 'Lena Fischer',
  email: 'lena.fischer@example.com',
  phone: '(949) 555-0177',
  message: 'Is the dock shared with the neighbours?',
  consent: true,
  page: `/properties/${HOME}/tour`,
};

// ---- helpers ------------------------------------------------------------------------------------

const drained = () =>
  waitFor('the mail outbox to drain', async () => (await db.query('SELECT 1 FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL')).length === 0);

/** Asks for a tour; resolves to its id once its first e-mails went out. */
async function requestTour(body: Record<string, unknown> = request, language?: string): Promise<string> {
  const res = await postJson(app.baseUrl, '/api/tours', body, language ? { 'accept-language': language } : {});
  expect(res.status).toBe(201);
  const { id } = expectValid(CreatedBodySchema, await res.json());
  await drained();
  return id;
}

const mailsTo = (address: string): ParsedMail[] => smtp.accepted.filter((m: ReceivedMail) => m.envelopeTo.includes(address)).map((m) => m.mail);
const textOf = (mail: ParsedMail) => mail.text ?? '';
/** The signed links in an e-mail's text. */
const linksIn = (mail: ParsedMail) => [...textOf(mail).matchAll(/https:\/\/www\.pacificcrest\.example\S*\/tours\/[^\s)\]]+/g)].map(([url]) => new URL(url));
const linkFor = (mail: ParsedMail, side: TourSide, action: TourAction) => {
  const found = linksIn(mail).find((url) => url.searchParams.get('side') === side && url.searchParams.get('action') === action);
  if (!found) expect.fail(`no ${side} ${action} link in: ${textOf(mail)}`);
  return found;
};
const linkBody = (url: URL) => Object.fromEntries(['side', 'action', 'until', 'sig'].map((name) => [name, url.searchParams.get(name) ?? '']));
const tourIdOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1)!);

/** Posts a link's action, as the page's button does through the JSON API. */
const act = (url: URL, time?: string, language?: string) =>
  postJson(app.baseUrl, `/api/tours/${tourIdOf(url)}`, { ...linkBody(url), ...(time ? { time } : {}) }, language ? { 'accept-language': language } : {});
const view = (id: string, link: Record<string, string>) => fetch(`${app.baseUrl}/api/tours/${id}?${new URLSearchParams(link)}`);

/** The calendar part of an e-mail, parsed by ical.js (Mozilla's parser, not ours). */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) expect.fail('the e-mail has no text/calendar part');
  const text = part.content.toString('utf8');
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent), vevent, contentType: part.headers.get('content-type') as { value: string; params: Record<string, string> } | undefined };
}

// ---- the request ------------------------------------------------------------------------------

describe('POST /api/tours', () => {
  it('stores a tour request (201) as a lead of kind tour for the listing agent, and sends the two first e-mails', async () => {
    const id = await requestTour();
    expect(await db.query('SELECT kind, name, message, assigned_agent FROM leads WHERE id = $1', [id])).toEqual([
      { kind: 'tour', name: 'Lena Fischer', message: 'Is the dock shared with the neighbours?', assigned_agent: { slug: 'daniel-okafor', name: DANIEL.name, email: DANIEL.email } },
    ]);
    const [tour] = await db.query<{ state: string; mode: string; times: string[]; calendar: string }>('SELECT state, mode, times, calendar FROM tours WHERE lead_id = $1', [id]);
    expect(tour).toEqual({ state: 'requested', mode: 'in-person', times: [instant(`${WEEKDAY}T10:00`), instant(`${SATURDAY}T11:30`)].sort(), calendar: 'daniel-okafor' });

    // The agent: who asked, the home, and a signed link for each answer; a reply goes to the visitor.
    const [notice] = mailsTo(DANIEL.email);
    expect(notice!.replyTo!.value[0]!.address).toBe('lena.fischer@example.com');
    expect(textOf(notice!)).toContain('Lena Fischer');
    expect(textOf(notice!)).toContain('Is the dock shared with the neighbours?');
    for (const action of ['confirm', 'propose', 'cancel'] as const) expect(linkFor(notice!, 'agent', action).pathname).toBe(`/tours/${id}`);

    // The visitor: a request, not a booking, and nothing they typed.
    const [answer] = mailsTo('lena.fischer@example.com');
    expect(textOf(answer!)).toMatch(/request, not a booking/);
    for (const typed of ['Lena', 'Fischer', 'dock', '555-0177']) expect(`${answer!.subject} ${textOf(answer!)} ${answer!.html}`).not.toContain(typed);
    expect(linkFor(answer!, 'visitor', 'cancel').pathname).toBe(`/tours/${id}`);
    expect(answer!.attachments.filter((part) => part.contentType === 'text/calendar')).toEqual([]);
  });

  it('from a Spanish page: the visitor’s e-mail and its link in Spanish', async () => {
    const id = await requestTour({ ...request, page: `/es/properties/${HOME}/tour` });
    const [answer] = mailsTo('lena.fischer@example.com');
    expect(textOf(answer!)).toContain('Esto es una solicitud, todavía no una cita');
    expect(linkFor(answer!, 'visitor', 'cancel').pathname).toBe(`/es/tours/${id}`);
  });

  it('refuses times in the past, beyond 14 days, outside office hours, twice the same, or none; each beside its field', async () => {
    const cases: [string[], Record<string, string>][] = [
      [[`${addDays(today, -1)}T10:00`], { 'times.0': 'Please choose a time in the next 14 days' }],
      [[`${dateAhead(15, [1, 2, 3, 4, 5])}T10:00`], { 'times.0': 'Please choose a time in the next 14 days' }],
      [[`${SUNDAY}T11:00`], { 'times.0': 'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour' }],
      // Ends at 6:30 PM, after closing; a Saturday one at 3:30 PM ends after 4 PM; 8:30 AM starts before 9.
      [['', `${WEEKDAY}T17:30`], { 'times.1': 'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour' }],
      [['', '', `${SATURDAY}T15:30`], { 'times.2': 'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour' }],
      [[`${WEEKDAY}T08:30`], { 'times.0': 'Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour' }],
      [['tomorrow at ten'], { 'times.0': 'Please choose a date and a time' }],
      [['', '', ''], { times: 'Please choose at least one time' }],
      [[`${WEEKDAY}T10:00`, `${WEEKDAY}T10:00`], { times: 'Please choose different times' }],
    ];
    for (const [times, issues] of cases) {
      const res = await postJson(app.baseUrl, '/api/tours', { ...request, times });
      expect(res.status, JSON.stringify(times)).toBe(400);
      const body = expectValid(ValidationErrorBodySchema, await res.json());
      expect(Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message])), JSON.stringify(times)).toEqual(issues);
    }
    // The last bookable start of a weekday and of a Saturday are taken.
    expect((await postJson(app.baseUrl, '/api/tours', { ...request, times: [`${WEEKDAY}T17:00`, `${SATURDAY}T15:00`, `${WEEKDAY}T09:00`] })).status).toBe(201);
    expect(await db.query(`SELECT 1 FROM leads WHERE kind = 'tour'`)).toHaveLength(1);
  });

  it('refuses a wrong body with each field’s message, in Spanish for a Spanish client, and stores nothing', async () => {
    const res = await postJson(app.baseUrl, '/api/tours', { propertyId: 'no-such-home', times: [`${WEEKDAY}T10:00`], name: 'L', email: 'nope', phone: '1', consent: false }, { 'accept-language': 'es-MX' });
    expect(res.status).toBe(400);
    const body = expectValid(ValidationErrorBodySchema, await res.json());
    expect(Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]))).toMatchObject({
      mode: 'Elija en persona o por video',
      consent: 'Acepte recibir estos correos electrónicos',
    });
    // A home the site does not show is refused once the rest is right.
    const unknown = await postJson(app.baseUrl, '/api/tours', { ...request, propertyId: 'no-such-home' });
    expect(unknown.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await unknown.json()).issues).toEqual([{ path: 'propertyId', message: 'Please choose a home on this site' }]);
    expect(await db.query('SELECT 1 FROM leads')).toEqual([]);
  });
});

// ---- the signed links ---------------------------------------------------------------------------

describe('a tour’s signed links', () => {
  it('show the tour to their side; another side’s action, another tour, a changed signature: 403; an old link: 410', async () => {
    const id = await requestTour();
    const other = await requestTour({ ...request, email: 'someone.else@example.com' });
    const agentView = await view(id, { ...links.query(id, 'agent', 'confirm') });
    expect(agentView.status).toBe(200);
    const tour = expectValid(TourViewSchema, await agentView.json());
    expect(tour).toMatchObject({ id, state: 'requested', mode: 'in-person', agentName: DANIEL.name, language: 'en', link: { side: 'agent', action: 'confirm', open: true } });
    expect(tour.visitor).toEqual({ name: 'Lena Fischer', email: 'lena.fischer@example.com', phone: '(949) 555-0177', message: 'Is the dock shared with the neighbours?' });
    expect(tour.property?.id).toBe(HOME);
    // The visitor's link shows nothing they typed.
    const visitorView = expectValid(TourViewSchema, await (await view(id, { ...links.query(id, 'visitor', 'cancel') })).json());
    expect(visitorView.visitor).toBeUndefined();

    const refused = async (link: Record<string, string>, status: number, message: string) => {
      const res = await view(id, link);
      expect(res.status, JSON.stringify(link)).toBe(status);
      expect(expectValid(ErrorBodySchema, await res.json())).toEqual({ message });
    };
    const signed = links.query(id, 'visitor', 'cancel');
    await refused({ ...signed, action: 'accept' }, 403, 'This link is not valid. Please use the link in your e-mail.');
    await refused({ ...signed, side: 'agent' }, 403, 'This link is not valid. Please use the link in your e-mail.');
    await refused({ ...links.query(other, 'visitor', 'cancel') }, 403, 'This link is not valid. Please use the link in your e-mail.');
    await refused({ ...signed, until: String(Number(signed.until) + 86_400) }, 403, 'This link is not valid. Please use the link in your e-mail.');
    // Signed 16 days ago: its 15 days are over.
    await refused({ ...links.query(id, 'visitor', 'cancel', new Date(Date.now() - 16 * 86_400_000)) }, 410, 'This link has expired. Please write to us or call, and we will help.');
    // A visitor's link cannot confirm, whatever it is posted with.
    const forged = await postJson(app.baseUrl, `/api/tours/${id}`, { ...signed, action: 'confirm', time: tour.times[0] });
    expect(forged.status).toBe(403);
    expect((await db.query<{ state: string }>('SELECT state FROM tours WHERE lead_id = $1', [id]))[0]!.state).toBe('requested');
  });
});

// ---- the whole flow -----------------------------------------------------------------------------

describe('confirm, then cancel, over SMTP', () => {
  it('the agent confirms a time: the visitor gets an invitation; the visitor cancels: METHOD:CANCEL with the same UID, and the agent is told', async () => {
    const id = await requestTour();
    const [notice] = mailsTo(DANIEL.email);
    const confirm = linkFor(notice!, 'agent', 'confirm');
    smtp.accepted.length = 0;

    const chosen = instant(`${SATURDAY}T11:30`);
    const confirmed = await act(confirm, chosen);
    expect(confirmed.status).toBe(200);
    expect(expectValid(TourViewSchema, await confirmed.json())).toMatchObject({ state: 'confirmed', startsAt: chosen, link: { open: false } });
    await drained();

    const [invitationMail] = mailsTo('lena.fischer@example.com');
    expect(invitationMail!.subject).toMatch(/confirmed/i);
    const invitation = invitationOf(invitationMail!);
    expect(invitation.method).toBe('REQUEST');
    // iTIP over e-mail (RFC 6047): the part names its method, as mail programs read it.
    expect(invitation.contentType).toMatchObject({ value: 'text/calendar', params: { method: 'REQUEST' } });
    expect(invitation.event.uid).toBe(`tour-${id}@www.pacificcrest.example`);
    expect(invitation.event.sequence).toBe(1);
    expect(invitation.event.startDate.zone.tzid).toBe('America/Los_Angeles');
    expect(invitation.event.startDate.toString()).toBe(`${SATURDAY}T11:30:00`);
    expect(invitation.event.startDate.toUnixTime()).toBe(Date.parse(chosen) / 1000);
    expect(invitation.event.endDate.toUnixTime()).toBe(Date.parse(chosen) / 1000 + 3600);
    expect(invitation.event.summary).toBe('Tour: Bayfront Modern on Lido Isle');
    expect(invitation.event.location).toBe('Lido Isle, Newport Beach, CA');
    expect(invitation.vevent.getFirstPropertyValue('organizer')).toBe(`mailto:${DANIEL.email}`);
    expect(invitation.vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe(DANIEL.name);
    expect(invitation.vevent.getFirstPropertyValue('attendee')).toBe('mailto:lena.fischer@example.com');
    expect(invitation.vevent.getFirstProperty('attendee')!.getParameter('rsvp')).toBe('TRUE');
    // Confirmed once: the same link does nothing more.
    const again = await act(confirm, instant(`${WEEKDAY}T10:00`));
    expect(again.status).toBe(409);
    expect(expectValid(TourConflictSchema, await again.json())).toMatchObject({ message: 'This tour has changed since the e-mail was sent. Here is where it stands.', tour: { state: 'confirmed', startsAt: chosen } });

    const cancel = linkFor(invitationMail!, 'visitor', 'cancel');
    smtp.accepted.length = 0;
    const cancelled = await act(cancel);
    expect(cancelled.status).toBe(200);
    expect(expectValid(TourViewSchema, await cancelled.json())).toMatchObject({ state: 'cancelled', cancelledBy: 'visitor' });
    await drained();
    const withdrawal = invitationOf(mailsTo('lena.fischer@example.com')[0]!);
    expect(withdrawal.method).toBe('CANCEL');
    expect(withdrawal.event.uid).toBe(`tour-${id}@www.pacificcrest.example`);
    expect(withdrawal.event.sequence).toBe(2);
    expect(withdrawal.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    const [agentNotice] = mailsTo(DANIEL.email);
    expect(textOf(agentNotice!)).toMatch(/Lena Fischer cancelled the tour/i);
    expect(agentNotice!.attachments.filter((part) => part.contentType === 'text/calendar')).toEqual([]);

    // The agency's export: the tour beside what the lead is about, where it stands and the time it had.
    const row = leadsCsv(await sqlLeadStore(db).list()).split('\r\n').find((line) => line.startsWith(id));
    expect(row).toContain(`,tour,,Lena Fischer,lena.fischer@example.com,(949) 555-0177,,,,,,,,${HOME},in-person,${[instant(`${WEEKDAY}T10:00`), chosen].sort().join(' ')},cancelled,${chosen},`);
  });

  it('in Spanish: the agent proposes another time, the visitor accepts it, the agent is told; the invitation is in Spanish', async () => {
    const id = await requestTour({ ...request, page: `/es/properties/${HOME}/tour` });
    const propose = linkFor(mailsTo(DANIEL.email)[0]!, 'agent', 'propose');
    smtp.accepted.length = 0;

    // Out of office hours, then a time in them.
    const late = await act(propose, `${LATER_WEEKDAY}T18:00`, 'es');
    expect(late.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await late.json()).issues).toEqual([
      { path: 'time', message: 'Elija un horario dentro del horario de oficina (lun-vie 9AM-6PM, sáb 10AM-4PM); una visita dura una hora' },
    ]);
    const proposedAt = instant(`${LATER_WEEKDAY}T15:00`);
    const proposed = await act(propose, `${LATER_WEEKDAY}T15:00`);
    expect(proposed.status).toBe(200);
    expect(expectValid(TourViewSchema, await proposed.json())).toMatchObject({ state: 'proposed', proposedAt });
    await drained();
    const [proposal] = mailsTo('lena.fischer@example.com');
    expect(proposal!.attachments.filter((part) => part.contentType === 'text/calendar')).toEqual([]);
    const accept = linkFor(proposal!, 'visitor', 'accept');
    expect(accept.pathname).toBe(`/es/tours/${id}`);
    smtp.accepted.length = 0;

    // The agent proposes again before the visitor answers: accepting the time the first e-mail showed accepts nothing.
    const newer = await act(propose, `${LATER_WEEKDAY}T16:00`);
    expect(newer.status).toBe(200);
    const stale = await act(accept, proposedAt);
    expect(stale.status).toBe(409);
    expect(expectValid(TourConflictSchema, await stale.json())).toMatchObject({ tour: { state: 'proposed', proposedAt: instant(`${LATER_WEEKDAY}T16:00`) } });
    expect((await act(propose, `${LATER_WEEKDAY}T15:00`)).status).toBe(200);
    await drained();
    smtp.accepted.length = 0;

    const accepted = await act(accept, proposedAt);
    expect(accepted.status).toBe(200);
    expect(expectValid(TourViewSchema, await accepted.json())).toMatchObject({ state: 'confirmed', startsAt: proposedAt });
    await drained();
    const invitation = invitationOf(mailsTo('lena.fischer@example.com')[0]!);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.event.summary).toBe('Visita: Bayfront Modern on Lido Isle');
    expect(invitation.event.startDate.toUnixTime()).toBe(Date.parse(proposedAt) / 1000);
    // The agent learns it from their inbox, with a link to cancel.
    const [agentNotice] = mailsTo(DANIEL.email);
    expect(linkFor(agentNotice!, 'agent', 'cancel').pathname).toBe(`/tours/${id}`);
  });
});

// ---- one agent, one tour at a time ---------------------------------------------------------------

describe('an agent’s confirmed tours may not overlap', () => {
  const confirmLinkOf = async (body: Record<string, unknown>) => {
    smtp.accepted.length = 0;
    await requestTour(body);
    return linkFor(mailsTo(DANIEL.email)[0]!, 'agent', 'confirm');
  };

  it('a second tour within the hour of a confirmed one is refused with a clear message; an hour later is taken', async () => {
    const first = await confirmLinkOf({ ...request, times: [`${WEEKDAY}T10:00`] });
    const second = await confirmLinkOf({ ...request, email: 'omar.haddad@example.com', times: [`${WEEKDAY}T10:30`, `${WEEKDAY}T11:00`] });
    expect((await act(first, instant(`${WEEKDAY}T10:00`))).status).toBe(200);
    const overlapping = await act(second, instant(`${WEEKDAY}T10:30`));
    expect(overlapping.status).toBe(409);
    expect(expectValid(TourConflictSchema, await overlapping.json())).toMatchObject({
      message: 'The agent already has a tour at that time. Please choose another time.',
      tour: { state: 'requested' },
    });
    expect((await act(second, instant(`${WEEKDAY}T11:00`))).status).toBe(200);
    // A time that is not one of the request's.
    const third = await confirmLinkOf({ ...request, email: 'third@example.com', times: [`${LATER_WEEKDAY}T10:00`] });
    const notOffered = await act(third, instant(`${LATER_WEEKDAY}T12:00`));
    expect(notOffered.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await notOffered.json()).issues).toEqual([{ path: 'time', message: 'Please choose one of the times of this request' }]);
  });

  it('two confirmations at the same time for the same hour: one tour is booked, the other refused', async () => {
    const one = await confirmLinkOf({ ...request, times: [`${LATER_WEEKDAY}T14:00`] });
    const two = await confirmLinkOf({ ...request, email: 'omar.haddad@example.com', times: [`${LATER_WEEKDAY}T14:30`] });
    const answers = await Promise.all([act(one, instant(`${LATER_WEEKDAY}T14:00`)), act(two, instant(`${LATER_WEEKDAY}T14:30`))]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await db.query(`SELECT 1 FROM tours WHERE state = 'confirmed'`)).toHaveLength(1);
  });
});

// ---- PostgreSQL goes away --------------------------------------------------------------------------

describe('on PostgreSQL: the database goes away, and two instances race', () => {
  let postgres: TestPostgresServer;
  let pgDb: SqlClient;
  let pgApp: RunningApp;
  let pgLinks: TourLinks;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    pgDb = openPgClient(postgres.url, silentLogger, { connectTimeoutMs: 1000, statementTimeoutMs: 2000, poolMax: 2 });
    await migrate(pgDb, migrationsDir, silentLogger);
    pgLinks = tourLinks(await unsubscribeSecret(pgDb), SITE);
    pgApp = await startApp({
      leads: sqlLeadStore(pgDb, { route: leadRouter(leadRouting, agents, cities, (id) => content.property(id)?.agent.slug) }),
      tourDesk: tourDesk({ tours: sqlTourStore(pgDb), links: pgLinks, property: (id) => content.property(id), agencyTo: () => [AGENCY] }),
    });
  }, 60_000);
  afterAll(async () => {
    await pgApp?.close();
    await pgDb?.close();
    postgres?.stop();
  });

  it('POST /api/tours and a link’s action: 503 with Retry-After while PostgreSQL is down; nothing lost, then back', async () => {
    const created = await postJson(pgApp.baseUrl, '/api/tours', request);
    expect(created.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await created.json());
    const confirm = { ...pgLinks.query(id, 'agent', 'confirm'), time: instant(`${WEEKDAY}T10:00`) };
    postgres.shutDown();
    try {
      for (const refused of [await postJson(pgApp.baseUrl, '/api/tours', request), await postJson(pgApp.baseUrl, `/api/tours/${id}`, confirm)]) {
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(expectValid(ErrorBodySchema, await refused.json())).toEqual({ message: 'We cannot take this request right now. Please try again in a moment.' });
      }
    } finally {
      postgres.start();
    }
    const confirmed = await postJson(pgApp.baseUrl, `/api/tours/${id}`, confirm);
    expect(confirmed.status).toBe(200);
    expect(expectValid(TourViewSchema, await confirmed.json()).state).toBe('confirmed');
    expect((await postJson(pgApp.baseUrl, '/api/tours', { ...request, times: [`${LATER_WEEKDAY}T10:00`] })).status).toBe(201);
  }, 60_000);

  it('two instances confirming overlapping tours of one agent at once: one is booked, the other refused', async () => {
    // A second server process's pool on the same database: the calendar's lock is PostgreSQL's, not a process's.
    const otherDb = openPgClient(postgres.url, silentLogger, { connectTimeoutMs: 1000, statementTimeoutMs: 2000, poolMax: 2 });
    const other = await startApp({ leads: sqlLeadStore(otherDb), tourDesk: tourDesk({ tours: sqlTourStore(otherDb), links: pgLinks, property: (id) => content.property(id), agencyTo: () => [AGENCY] }) });
    try {
      for (let round = 0; round < 3; round++) {
        const ids: string[] = [];
        for (const [email, time] of [['one@example.com', '14:00'], ['two@example.com', '14:30']] as const) {
          const res = await postJson(pgApp.baseUrl, '/api/tours', { ...request, email, times: [`${LATER_WEEKDAY}T${time}`] });
          ids.push(expectValid(CreatedBodySchema, await res.json()).id);
        }
        const answers = await Promise.all([
          postJson(pgApp.baseUrl, `/api/tours/${ids[0]}`, { ...pgLinks.query(ids[0]!, 'agent', 'confirm'), time: instant(`${LATER_WEEKDAY}T14:00`) }),
          postJson(other.baseUrl, `/api/tours/${ids[1]}`, { ...pgLinks.query(ids[1]!, 'agent', 'confirm'), time: instant(`${LATER_WEEKDAY}T14:30`) }),
        ]);
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
        expect(await pgDb.query(`SELECT 1 FROM tours WHERE state = 'confirmed' AND starts_at >= $1`, [instant(`${LATER_WEEKDAY}T13:00`)])).toHaveLength(1);
        await pgDb.query(`DELETE FROM leads WHERE id = ANY($1)`, [ids]);
      }
    } finally {
      await other.close();
      await otherDb.close();
    }
  }, 60_000);
});
