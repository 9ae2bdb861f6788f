import { neighborhoods, findProperty } from '@pcr/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlAlertManagement } from '../src/alerts/alert-management.js';
import { sqlAlertMailSource } from '../src/alerts/alert-mail-source.js';
import { loadConfig, migrationsDir } from '../src/config.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { silentLogger } from '../src/logger.js';
import { composeLeadMail } from '../src/notifications/lead-mail.js';
import { sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, subscriptionLinks } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

/**
 * Issue 45: a stranger can type anyone's address into a form, so an e-mail to a visitor repeats
 * nothing typed into it. Every form's free text holds a scam below, in both languages; every
 * visitor e-mail the site then queues is composed as the dispatcher sends it and read whole.
 */

const SECRET = 'visitor-emails-secret';
const SITE = 'https://www.pacificcrest.test';
const SCAM = 'URGENT: your bank account is locked. Call +1-900-555-0100 or visit evil.example/login now';
/** The scam's pieces, as any spelling of it would show them (a slug, an encoded URL, an HTML entity). */
const SCAM_PIECES = [/urgent/i, /900.?555.?0100/, /evil.?example/i, /bank.?account/i];

const data = pgliteDataDir('visitor-emails');
let db: SqlClient;
let app: RunningApp;

beforeAll(async () => {
  db = await openPgliteClient(data.dir);
  await migrate(db, migrationsDir, silentLogger);
  app = await startApp({
    leads: sqlLeadStore(db, { mail: { notifyTo: { en: ['agents@pacificcrest.test'], es: ['agentes@pacificcrest.test'] } } }),
    subscriptions: sqlSubscriptionConfirmations(db, SECRET),
    unsubscribe: sqlUnsubscribeService(db, SECRET),
    alerts: sqlAlertManagement(db, SECRET),
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
    // A home's page takes its alert form posted without scripts (its route action).
    config: builtWebConfig(),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  data.remove();
});
beforeEach(async () => {
  await db.exec('DELETE FROM lead_mail_outbox; DELETE FROM leads;');
});

/** Every visitor e-mail queued, composed as the dispatcher would send it: headers, subject, text and HTML. */
async function visitorMessages(): Promise<{ to: string; whole: string }[]> {
  const alerts = sqlAlertMailSource(db, { siteUrl: SITE, neighborhoods, propertyOf: () => undefined, siteProperty: findProperty });
  const deliveries = await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 100, 60_000, 5);
  const messages = [];
  for (const delivery of deliveries.filter((d) => d.messageKind !== 'agency_notification')) {
    const message = await composeLeadMail(delivery, loadConfig({ SITE_URL: SITE }).leadMail, subscriptionLinks(SECRET, SITE), alerts);
    if (!message) continue;
    messages.push({ to: String(message.to), whole: JSON.stringify([message.subject, message.headers ?? {}, message.text, message.html]) });
  }
  return messages;
}

describe.each([
  ['English', ''],
  ['Spanish', '/es'],
])('visitor e-mails in %s', (_language, prefix) => {
  it('repeat nothing typed into the contact, subscribe, alert and seller forms', async () => {
    const page = `${prefix}/contact?note=${encodeURIComponent(SCAM)}`;
    const forms: [string, Record<string, unknown>][] = [
      ['/api/contact', { name: SCAM, email: 'short@example.test', phone: '+1-900-555-0100', address: SCAM, page }],
      ['/api/contact', { name: SCAM, email: 'full@example.test', phone: '+1-900-555-0100', message: SCAM, propertyInterest: 'Buying', howDidYouHear: 'Other', page }],
      ['/api/subscribe', { name: SCAM, email: 'subscriber@example.test', interest: SCAM, page }],
      // A search's area is typed text too: a city slug can spell the scam, a neighborhood can be anything.
      ['/api/alerts', { email: 'search@example.test', consent: true, search: 'city=urgent-call-1-900-555-0100-evil-example-login&minBeds=3', page }],
      ['/api/alerts', { email: 'area@example.test', consent: true, search: `neighborhood=${encodeURIComponent(SCAM)}`, page }],
      ['/api/alerts', { email: 'home@example.test', consent: true, propertyId: 'pcr-1001', page }],
      // A seller's home (issue 47): its street is typed text, like the name.
      [
        '/api/sell',
        {
          street: SCAM,
          city: 'irvine',
          zip: '92620',
          propertyType: 'condo',
          bedrooms: 2,
          bathrooms: 2,
          livingArea: 1200,
          condition: 'move-in-ready',
          timeline: 'just-curious',
          name: SCAM,
          email: 'seller@example.test',
          phone: '+1-900-555-0100',
          consent: true,
          page: `${prefix}/sell?note=${encodeURIComponent(SCAM)}`,
        },
      ],
    ];
    for (const [path, body] of forms) expect((await postJson(app.baseUrl, path, body)).status, path).toBe(201);

    const messages = await visitorMessages();
    expect(messages.map((m) => m.to).sort()).toEqual([
      'area@example.test',
      'full@example.test',
      'home@example.test',
      'search@example.test',
      'seller@example.test',
      'short@example.test',
      'subscriber@example.test',
    ]);
    for (const { to, whole } of messages) {
      for (const piece of SCAM_PIECES) expect(whole, `the e-mail to ${to}`).not.toMatch(piece);
    }
    // The home is named by its listing, not by anything sent.
    expect(messages.find((m) => m.to === 'home@example.test')?.whole).toContain(findProperty('pcr-1001')!.title);
  });

  it('refuse an alert for a home the site does not show, with the field named in the page language', async () => {
    const headers: Record<string, string> = prefix ? { 'accept-language': 'es-US' } : {};
    const res = await postJson(app.baseUrl, '/api/alerts', { email: 'victim@example.test', consent: true, propertyId: SCAM, page: `${prefix}/properties` }, headers);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'propertyId', message: prefix ? 'Esta casa no está publicada en nuestro sitio.' : 'This home is not listed on our site.' },
    ]);
    expect(await db.query('SELECT 1 FROM leads')).toEqual([]);
  });
});

it('the form without scripts stores no alert for a home the site does not show, and says so on the page', async () => {
  const res = await fetch(`${app.baseUrl}/es/properties/pcr-1001`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'victim@example.test', consent: 'on', propertyId: SCAM, page: '/es/properties/pcr-1001' }),
  });
  expect(res.status).toBe(400);
  expect(await res.text()).toContain('No pudimos guardar su alerta. Inténtelo de nuevo.');
  expect(await db.query('SELECT 1 FROM leads')).toEqual([]);
});

it('an alert whose home is gone by the time its e-mail goes sends nothing rather than the id it was given', async () => {
  expect((await postJson(app.baseUrl, '/api/alerts', { email: 'late@example.test', consent: true, propertyId: 'pcr-1001' })).status).toBe(201);
  const alerts = sqlAlertMailSource(db, { siteUrl: SITE, neighborhoods, propertyOf: () => undefined, siteProperty: () => undefined });
  const [delivery] = (await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5)).filter((d) => d.messageKind === 'visitor_confirmation');
  expect(delivery).toBeDefined();
  expect(await composeLeadMail(delivery!, loadConfig({ SITE_URL: SITE }).leadMail, subscriptionLinks(SECRET, SITE), alerts)).toBeUndefined();
});
