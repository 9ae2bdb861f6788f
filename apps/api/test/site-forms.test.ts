import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manageAlertsToken, sqlAlertManagement } from '../src/alerts/alert-management.js';
import { migrationsDir } from '../src/config.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { silentLogger } from '../src/logger.js';
import { confirmationToken, sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, unsubscribeToken } from '../src/notifications/unsubscribe.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { tourDesk } from '../src/tours/tour-desk.js';
import { tourLinks } from '../src/tours/tour-links.js';
import { sqlTourStore } from '../src/tours/tour-store.js';
import { addDays, pacificParts, weekdayOf } from '@pcr/contracts';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

/**
 * Issue 45: the site's forms without scripts (an alert, its management, unsubscribe, confirm) act
 * only on posts from the site's own pages, and answer a body they cannot read, or a link that does
 * not parse, with its 4xx and the site's page that says why, in the page's language; never a 500.
 */

const SECRET = 'site-forms-secret';
const TOUR_LINKS = tourLinks(SECRET, 'https://www.pacificcrest.example');
const content = fixtureContentRepository();
const data = pgliteDataDir('site-forms');
let db: SqlClient;
let app: RunningApp;

beforeAll(async () => {
  db = await openPgliteClient(data.dir);
  await migrate(db, migrationsDir, silentLogger);
  app = await startApp({
    leads: sqlLeadStore(db, { mail: { notifyTo: { en: [], es: [] } } }),
    subscriptions: sqlSubscriptionConfirmations(db, SECRET),
    unsubscribe: sqlUnsubscribeService(db, SECRET),
    alerts: sqlAlertManagement(db, SECRET),
    tourDesk: tourDesk({ tours: sqlTourStore(db), links: TOUR_LINKS, property: (id) => content.property(id), agencyTo: () => [] }),
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
    config: builtWebConfig(),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  data.remove();
});
beforeEach(async () => {
  await db.exec('DELETE FROM leads; DELETE FROM mail_opt_outs;');
});

const FORM = 'application/x-www-form-urlencoded';
const alertForm = { email: 'victim@example.test', consent: 'on', propertyId: 'pcr-1001', page: '/properties/pcr-1001' };
/** The seller form's second step, complete: a victim's address in it. */
const sellerForm = {
  step: 'home', street: '1 Main Street', city: 'irvine', zip: '92603', propertyType: 'condo', bedrooms: '2', bathrooms: '2', livingArea: '1200',
  condition: 'move-in-ready', timeline: 'just-curious', name: 'Victim Person', email: 'victim@example.test', phone: '(949) 555-0100', consent: 'true',
};
/** A weekday two or more days ahead, 10 AM in California: a time a tour can be asked for. */
const tourTime = (() => {
  let date = addDays(pacificParts(new Date().toISOString()).date, 2);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return `${date}T10:00`;
})();
/** The tour form, complete: a victim's address in it. */
const tourForm = { mode: 'in-person', time1: tourTime, name: 'Victim Person', email: 'victim@example.test', phone: '(949) 555-0100', consent: 'true' };
const post = (path: string, headers: Record<string, string>, body: string | Buffer = new URLSearchParams(alertForm).toString()) =>
  fetch(`${app.baseUrl}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': FORM, ...headers }, body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) });
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const leadCount = async () => (await db.query('SELECT 1 FROM leads')).length;

/** A stored alert, and each form's address with its signed link. */
async function formAddresses(): Promise<string[]> {
  const res = await postJson(app.baseUrl, '/api/alerts', { email: 'owner@example.test', consent: true, search: 'city=irvine' });
  const lead = ((await res.json()) as { id: string }).id;
  const manage = new URLSearchParams({ lead, token: manageAlertsToken(SECRET, lead) });
  const unsubscribe = new URLSearchParams({ lead, token: unsubscribeToken(SECRET, lead) });
  const confirm = new URLSearchParams({ lead, token: confirmationToken(SECRET, lead) });
  const tour = await postJson(app.baseUrl, '/api/tours', { ...tourForm, times: [tourTime], consent: true, email: 'owner@example.test', propertyId: 'pcr-1001' });
  const tourId = ((await tour.json()) as { id: string }).id;
  const cancelTour = new URLSearchParams({ ...TOUR_LINKS.query(tourId, 'visitor', 'cancel') });
  // The alert form's pages, the signed links' pages, and where pages rendered before decision 0053 posted the alert form.
  return [
    '/properties/pcr-1001',
    '/properties?city=irvine',
    `/alerts/manage?${manage}`,
    `/unsubscribe?${unsubscribe}`,
    `/subscribe/confirm?${confirm}`,
    '/alerts',
    '/sell',
    '/properties/pcr-1001/tour',
    `/tours/${tourId}?${cancelTour}`,
  ].flatMap((path) => [path, `/es${path}`]);
}

describe('a post another site made a visitor’s browser send', () => {
  const crossSite: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin of another site (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['Origin "null" (a sandboxed frame)', { origin: 'null' }],
    ['Referer of another site (no Origin)', { referer: 'https://evil.example/page.html' }],
  ];

  it.each(crossSite)('%s: 403 with the page that says why, in the page’s language, and nothing acts', async (_what, headers) => {
    const addresses = await formAddresses();
    for (const address of addresses) {
      const body = address.includes('/manage')
        ? 'action=delete-all&confirm=yes'
        : address.includes('/unsubscribe') || address.includes('/confirm')
          ? 'List-Unsubscribe=One-Click'
          : address.endsWith('/sell')
            ? new URLSearchParams(sellerForm).toString()
            : address.endsWith('/tour')
              ? new URLSearchParams(tourForm).toString()
              : address.includes('/tours/')
                ? ''
                : undefined;
      const res = await post(address, headers, body);
      expect(res.status, address).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      const spanish = address.startsWith('/es/');
      expect(html).toContain(spanish ? '<html lang="es-US"' : '<html lang="en-US"');
      expect(heading(html)).toBe(spanish ? 'Este formulario se envió desde otro sitio' : 'This form was sent from another site');
      // The page at the form's address starts no app: it is not the page of that address.
      expect(html).not.toContain('id="pcr-app-modules"');
    }
    // The owner's alert is still there, unconfirmed, the owner's tour still requested, and nothing else was stored or opted out.
    expect(await db.query<{ kind: string; confirmed: boolean }>('SELECT kind, confirmed_at IS NOT NULL AS confirmed FROM leads ORDER BY kind')).toEqual([
      { kind: 'alert', confirmed: false },
      { kind: 'tour', confirmed: false },
    ]);
    expect(await db.query('SELECT state FROM tours')).toEqual([{ state: 'requested' }]);
    expect(await db.query('SELECT 1 FROM mail_opt_outs')).toEqual([]);
  });

  it('does not use up the visitor’s own allowance of the rate limit', async () => {
    // Three posts a minute from one address.
    const limited = await startApp({ leads: sqlLeadStore(db), config: builtWebConfig(), limiter: slidingWindowLimiter({ max: 3, windowMs: 60_000 }) });
    try {
      const postTo = (headers: Record<string, string>) =>
        fetch(`${limited.baseUrl}/properties/pcr-1001`, { method: 'POST', redirect: 'manual', headers: { 'content-type': FORM, ...headers }, body: new URLSearchParams(alertForm) });
      for (let n = 0; n < 5; n++) expect((await postTo({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      const own = await postTo({ 'sec-fetch-site': 'same-origin' });
      expect({ status: own.status, location: own.headers.get('location') }).toEqual({ status: 303, location: '/properties/pcr-1001?alert=sent#alert' });
      expect(await leadCount()).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (the visitor’s own action)', { 'sec-fetch-site': 'none' }],
    ['its own Origin', { origin: 'SELF' }],
    ['its own Referer', { referer: 'SELF/properties/pcr-1001' }],
    ['no browser headers at all (not a browser)', {}],
  ])('acts on a post with %s', async (_what, headers) => {
    const own = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('SELF', app.baseUrl)]));
    const res = await post('/es/properties/pcr-1001', own);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/properties/pcr-1001?alert=sent#alert');
    expect(await leadCount()).toBe(1);
  });

  it('the API behind the confirmation button refuses another site’s post too (JSON, 403)', async () => {
    const confirm = (await formAddresses()).find((address) => address.startsWith('/subscribe/confirm'));
    const res = await fetch(`${app.baseUrl}/api${confirm!}`, { method: 'POST', headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site' }, body: '' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This form was sent from another site.' });
    expect(await db.query<{ confirmed: boolean }>(`SELECT confirmed_at IS NOT NULL AS confirmed FROM leads WHERE kind = 'alert'`)).toEqual([{ confirmed: false }]);
  });
});

describe('the tour forms, posted from the site without scripts (issue 48)', () => {
  const own = { 'sec-fetch-site': 'same-origin' };

  it('a request: 303 to the page that says it is sent; a wrong one: 400 with each message beside its field, in the page’s language', async () => {
    const sent = await post('/es/properties/pcr-1001/tour', own, new URLSearchParams(tourForm).toString());
    expect({ status: sent.status, location: sent.headers.get('location') }).toEqual({ status: 303, location: '/es/properties/pcr-1001/tour?sent=1' });
    expect(await db.query(`SELECT kind, page, language FROM leads`)).toEqual([{ kind: 'tour', page: '/es/properties/pcr-1001/tour', language: 'es' }]);
    const thanks = await fetch(`${app.baseUrl}/es/properties/pcr-1001/tour?sent=1`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Esto es una solicitud, todavía no una cita.');

    const refused = await post('/properties/pcr-1001/tour', own, new URLSearchParams({ ...tourForm, time1: '', time2: `${tourTime.slice(0, 10)}T19:00`, consent: '' }).toString());
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour');
    expect(html).toContain('Please agree to receive these e-mails');
    // What was typed stays in its field.
    expect(html).toContain(`value="${tourTime.slice(0, 10)}T19:00"`);
    expect(html).toContain('value="Victim Person"');
    expect(await leadCount()).toBe(1);
  });

  it('the agent’s proposal without scripts: a time out of hours is the page again (400) with the message and the time typed; a good one, 303', async () => {
    const created = await postJson(app.baseUrl, '/api/tours', { ...tourForm, times: [tourTime], consent: true, propertyId: 'pcr-1001' });
    const id = ((await created.json()) as { id: string }).id;
    const link = new URLSearchParams({ ...TOUR_LINKS.query(id, 'agent', 'propose') });
    const late = `${tourTime.slice(0, 10)}T18:30`;
    const refused = await post(`/tours/${id}?${link}`, own, new URLSearchParams({ time: late }).toString());
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Please choose a time within office hours (Mon-Fri 9AM-6PM, Sat 10AM-4PM); a tour takes an hour');
    expect(html).toContain(`value="${late}"`);
    expect(await db.query('SELECT state FROM tours')).toEqual([{ state: 'requested' }]);

    const proposed = await post(`/tours/${id}?${link}`, own, new URLSearchParams({ time: `${tourTime.slice(0, 10)}T15:00` }).toString());
    expect(proposed.status).toBe(303);
    expect(proposed.headers.get('location')).toBe(`/tours/${id}?${link}&done=1`);
    expect(await db.query<{ state: string }>('SELECT state FROM tours')).toEqual([{ state: 'proposed' }]);
  });

  it('a tour page’s button: 303 back to the page, which shows the change; an expired link: 410 and nothing changes', async () => {
    const created = await postJson(app.baseUrl, '/api/tours', { ...tourForm, times: [tourTime], consent: true, propertyId: 'pcr-1001' });
    const id = ((await created.json()) as { id: string }).id;
    const expired = new URLSearchParams({ ...TOUR_LINKS.query(id, 'visitor', 'cancel', new Date(Date.now() - 16 * 86_400_000)) });
    const late = await post(`/tours/${id}?${expired}`, own, '');
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This link has expired. Please write to us or call, and we will help.');
    expect(await db.query('SELECT state FROM tours')).toEqual([{ state: 'requested' }]);

    const link = new URLSearchParams({ ...TOUR_LINKS.query(id, 'visitor', 'cancel') });
    const cancelled = await post(`/tours/${id}?${link}`, own, '');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/tours/${id}?${link}&done=1`);
    expect(await db.query('SELECT state, cancelled_by FROM tours')).toEqual([{ state: 'cancelled', cancelled_by: 'visitor' }]);
    const page = await fetch(`${app.baseUrl}${cancelled.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
  });
});

describe('a body the form cannot read, or a link that does not parse', () => {
  const big = `email=${'a'.repeat(5000)}`;
  const bodies: [string, Record<string, string>, string | Buffer, number, string, string][] = [
    ['a body over 4 kB', {}, big, 413, 'This form is too large to read', 'Este formulario es demasiado grande para leerlo'],
    ['charset=latin1', { 'content-type': `${FORM}; charset=latin1` }, 'email=a', 415, 'This form arrived in a format we cannot read', 'Este formulario llegó en un formato que no podemos leer'],
    ['Content-Encoding: zz', { 'content-encoding': 'zz' }, 'email=a', 415, 'This form arrived in a format we cannot read', 'Este formulario llegó en un formato que no podemos leer'],
    ['broken gzip', { 'content-encoding': 'gzip' }, Buffer.from([0x1f, 0x8b, 1, 2, 3]), 400, 'This request could not be read', 'No pudimos leer esta solicitud'],
    ['JSON instead of a form', { 'content-type': 'application/json' }, '{"email":"a@example.test"}', 415, 'This form arrived in a format we cannot read', 'Este formulario llegó en un formato que no podemos leer'],
  ];
  it.each(bodies)('%s: its 4xx with the page in the page’s language, nothing stored', async (_what, headers, body, status, english, spanish) => {
    for (const [path, title] of [['/properties/pcr-1001', english], ['/es/properties/pcr-1001', spanish], ['/alerts', english], ['/es/alerts', spanish]] as const) {
      const res = await post(path, headers, body);
      expect(res.status, path).toBe(status);
      expect(heading(await res.text())).toBe(title);
    }
    expect(await leadCount()).toBe(0);
    expect(app.logger.entries().some((entry) => entry.level === 'error')).toBe(false);
  });

  it.each(['/language/%FF', '/language/%E0%A4%A', '/language/%'])('GET %s: 400 with the page that says why, no error logged', async (path) => {
    const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(heading(await res.text())).toBe('This request could not be read');
    expect(app.logger.entries().some((entry) => entry.level === 'error')).toBe(false);
  });
});
