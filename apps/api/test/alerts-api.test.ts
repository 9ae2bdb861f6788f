import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlAlertManagement, manageAlertsToken } from '../src/alerts/alert-management.js';
import { alertsCsv, exportedAlerts } from '../src/alerts-csv.js';
import { migrationsDir } from '../src/config.js';
import { deleteLeadsOf } from '../src/storage/lead-retention.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { silentLogger } from '../src/logger.js';
import { sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, unsubscribeToken } from '../src/notifications/unsubscribe.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

/**
 * The alert endpoints over real HTTP (issue 31, decision 0038): POST /api/alerts and its form
 * without scripts, the manage link's GET and POST, and an alert's one-click unsubscribe; hostile
 * input gets the contract's message and stores nothing.
 */

const SECRET = 'alerts-api-secret';
const data = pgliteDataDir('alerts-api');
let db: SqlClient;
let app: RunningApp;

beforeAll(async () => {
  db = await openPgliteClient(data.dir);
  await migrate(db, migrationsDir, silentLogger);
  app = await startApp({
    leads: sqlLeadStore(db, { mail: { notifyTo: { en: ['agents@pacificcrest.test'], es: ['agents@pacificcrest.test'] } } }),
    subscriptions: sqlSubscriptionConfirmations(db, SECRET),
    unsubscribe: sqlUnsubscribeService(db, SECRET),
    alerts: sqlAlertManagement(db, SECRET),
    // The pages take the forms posted without scripts (their route actions).
    config: builtWebConfig(),
    // This file sends more requests from one address than the default limit lets through.
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  data.remove();
});
beforeEach(async () => {
  await db.query('DELETE FROM leads');
});

const alertRows = () => db.query<{ email: string; search: unknown; listing_key: string | null; frequency: string }>(
  'SELECT l.email, a.search, a.listing_key, a.frequency FROM lead_alerts a JOIN leads l ON l.id = a.lead_id ORDER BY l.created_at',
);
const leadCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM leads'))[0]!.n);
const valid = { email: 'buyer@example.test', frequency: 'daily', consent: true, search: 'city=irvine&minBeds=3&sort=newest', page: '/properties?city=irvine&minBeds=3' };

describe('POST /api/alerts', () => {
  it('stores a search alert without its sort, and a home alert; 201 each', async () => {
    expect((await postJson(app.baseUrl, '/api/alerts', valid)).status).toBe(201);
    expect((await postJson(app.baseUrl, '/api/alerts', { email: 'buyer@example.test', consent: true, propertyId: 'pcr-1001' })).status).toBe(201);
    const rows = await alertRows();
    expect(rows.map(({ search, listing_key, frequency }) => ({ search, listing_key, frequency }))).toEqual([
      { search: { city: 'irvine', minBeds: 3 }, listing_key: null, frequency: 'daily' },
      // Instant unless asked otherwise.
      { search: null, listing_key: 'pcr-1001', frequency: 'instant' },
    ]);
  });

  const hostile: [string, unknown, string, string][] = [
    ['no consent', { ...valid, consent: undefined }, 'consent', 'Please agree to receive these e-mails'],
    ['a consent that is not true', { ...valid, consent: 'yes' }, 'consent', 'Please agree to receive these e-mails'],
    ['an unknown frequency', { ...valid, frequency: 'hourly' }, 'frequency', 'Please choose how often to get alerts'],
    ['no address', { ...valid, email: 'not an address' }, 'email', 'Please enter a valid email address'],
    ['a search and a home', { ...valid, propertyId: 'pcr-1001' }, 'search', 'Send either a search or a property id.'],
    ['neither a search nor a home', { email: 'buyer@example.test', consent: true }, 'search', 'Send either a search or a property id.'],
    ['a search with a wrong price', { ...valid, search: 'minPrice=cheap' }, 'search', 'Please choose a valid search'],
    ['a search too long', { ...valid, search: `city=${'a'.repeat(600)}` }, 'search', 'Please choose a valid search'],
    ['a page that is not a site path', { ...valid, page: 'https://evil.example/' }, 'page', 'A site path starting with /.'],
  ];
  it.each(hostile)('answers %s with a 400 naming the field, and stores nothing', async (_what, body, path, message) => {
    const res = await postJson(app.baseUrl, '/api/alerts', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(answer.issues).toContainEqual({ path, message });
    expect(await leadCount()).toBe(0);
  });

  it('answers in Spanish to Accept-Language: es', async () => {
    const res = await postJson(app.baseUrl, '/api/alerts', { ...valid, consent: false }, { 'accept-language': 'es-US' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { message: string }[] }).issues).toContainEqual({ path: 'consent', message: 'Acepte recibir estos correos electrónicos' });
  });
});

describe('the alert form without scripts (its page takes it: the route action, decision 0053)', () => {
  const post = (pathname: string, form: Record<string, string>) =>
    fetch(app.baseUrl + pathname, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  /** The text a field's message is in: the element its aria-describedby names. */
  const describedBy = (html: string, name: string) => {
    const field = new RegExp(`<input[^>]*aria-describedby="([^"]+)"[^>]*name="${name}"|<input[^>]*name="${name}"[^>]*aria-describedby="([^"]+)"`).exec(html);
    const id = (field?.[1] ?? field?.[2] ?? '').split(' ')[0];
    return new RegExp(`id="${id}"[^>]*>(?:<svg.*?</svg>)?<span>([^<]*)</span>`).exec(html)?.[1];
  };

  it('stores the alert and sends the visitor back to the page it was posted on, saying it was sent', async () => {
    const res = await post('/es/properties?city=irvine', { email: 'comprador@example.test', frequency: 'weekly', consent: 'true', search: 'city=irvine', page: '/es/properties?city=irvine' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/properties?city=irvine&alert=sent#alert');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row] = await alertRows();
    expect(row).toMatchObject({ email: 'comprador@example.test', frequency: 'weekly', search: { city: 'irvine' } });
    // The lead takes the language of its page: its e-mails come in Spanish.
    expect((await db.query<{ language: string }>('SELECT language FROM leads'))[0]!.language).toBe('es');
    // A home's page takes its own form the same way.
    const home = await post('/properties/pcr-1001', { email: 'buyer@example.test', frequency: 'instant', consent: 'true', propertyId: 'pcr-1001', page: '/properties/pcr-1001' });
    expect(home.headers.get('location')).toBe('/properties/pcr-1001?alert=sent#alert');
    expect(await leadCount()).toBe(2);
  });

  it('answers a wrong form with the page again, 400: what the visitor typed, and each message beside its field, in the page’s language', async () => {
    const wrong = { email: 'buyer@example', frequency: 'daily', propertyId: 'pcr-1001', page: '/properties/pcr-1001' };
    const english = await post('/properties/pcr-1001', wrong);
    expect(english.status).toBe(400);
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await english.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/<input[^>]*value="buyer@example"[^>]*name="email"|<input[^>]*name="email"[^>]*value="buyer@example"/);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="daily"|<input[^>]*value="daily"[^>]*checked=""/);
    expect(describedBy(html, 'email')).toBe('Please enter a valid email address');
    expect(describedBy(html, 'consent')).toBe('Please agree to receive these e-mails');
    expect(html).toContain('Your alert could not be saved. Please try again.');

    const spanish = await post('/es/properties/pcr-1001', { ...wrong, page: '/es/properties/pcr-1001' });
    expect(spanish.status).toBe(400);
    const es = await spanish.text();
    expect(describedBy(es, 'email')).toBe('Escriba un correo electrónico válido');
    expect(describedBy(es, 'consent')).toBe('Acepte recibir estos correos electrónicos');
    expect(es).toContain('No pudimos guardar su alerta. Inténtelo de nuevo.');
    expect(await leadCount()).toBe(0);
  });

  it('takes a form only where a page has one: another page is not found, its address spelt otherwise neither', async () => {
    for (const path of ['/about', '/Properties/pcr-1001']) {
      const res = await post(path, { email: 'buyer@example.test', consent: 'true', propertyId: 'pcr-1001', page: '/properties/pcr-1001' });
      expect(res.status).toBe(404);
    }
    expect(await leadCount()).toBe(0);
  });

  // A page rendered before decision 0053 posts to /alerts: sent on to the page it names (307 keeps the
  // POST), checked once resolved as a browser resolves it (issue 45: "/..//x" is "//x", another host).
  it.each(['//evil.example/x', '/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/es/..//evil.example/x', '/\\evil.example/x'])(
    'never sends a post to /alerts to another site (page=%s)',
    async (page) => {
      for (const [path, list] of [['/alerts', '/properties'], ['/es/alerts', '/es/properties']]) {
        const res = await post(path!, { email: 'buyer@example.test', consent: 'true', propertyId: 'pcr-1001', page });
        expect(res.status).toBe(307);
        expect(res.headers.get('location')).toBe(list);
      }
    },
  );

  it('sends a post to /alerts on to the page it names, resolved ("/a/../b" is "/b"), which takes it', async () => {
    const form = { email: 'buyer@example.test', consent: 'true', propertyId: 'pcr-1001', page: '/es/neighborhoods/../properties/pcr-1001' };
    const res = await post('/es/alerts', form);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/es/properties/pcr-1001');
    const onward = await post(res.headers.get('location')!, form);
    expect(onward.headers.get('location')).toBe('/es/properties/pcr-1001?alert=sent#alert');
    expect(await leadCount()).toBe(1);
  });
});

describe('managing alerts from the link of an alert e-mail', () => {
  async function alertOf(email: string, body: Record<string, unknown>) {
    const res = await postJson(app.baseUrl, '/api/alerts', { email, consent: true, ...body });
    return ((await res.json()) as { id: string }).id;
  }
  const manageQuery = (lead: string, token = manageAlertsToken(SECRET, lead)) => `?${new URLSearchParams({ lead, token })}`;

  it('lists every alert of the address, changes one, pauses one, refuses another address’s, and deletes them all', async () => {
    const search = await alertOf('Buyer@Example.test', { search: 'city=irvine' });
    const home = await alertOf('buyer@example.test', { propertyId: 'pcr-1001' });
    const stranger = await alertOf('someone@example.test', { search: 'city=irvine' });

    const listed = await fetch(`${app.baseUrl}/api/alerts/manage${manageQuery(home)}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { alerts } = (await listed.json()) as { alerts: { id: string; frequency: string; paused: boolean; confirmed: boolean }[] };
    expect(alerts.map((alert) => alert.id)).toEqual([search, home]);
    expect(alerts.every((alert) => alert.frequency === 'instant' && !alert.paused && !alert.confirmed)).toBe(true);

    const changed = await postJson(app.baseUrl, `/api/alerts/manage${manageQuery(home)}`, { action: 'frequency', alert: search, frequency: 'weekly' });
    expect(((await changed.json()) as { alerts: { frequency: string }[] }).alerts.map((alert) => alert.frequency)).toEqual(['weekly', 'instant']);
    const paused = await postJson(app.baseUrl, `/api/alerts/manage${manageQuery(home)}`, { action: 'pause', alert: home });
    expect(((await paused.json()) as { alerts: { paused: boolean }[] }).alerts.map((alert) => alert.paused)).toEqual([false, true]);

    const notTheirs = await postJson(app.baseUrl, `/api/alerts/manage${manageQuery(home)}`, { action: 'pause', alert: stranger });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toEqual({ message: 'No such alert.' });

    const deleted = await postJson(app.baseUrl, `/api/alerts/manage${manageQuery(home)}`, { action: 'delete-all' });
    expect(await deleted.json()).toEqual({ alerts: [] });
    expect((await alertRows()).map((row) => row.email)).toEqual(['someone@example.test']);
  });

  it('refuses a link it did not sign, and a change it does not know', async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const forged = await fetch(`${app.baseUrl}/api/alerts/manage${manageQuery(lead, unsubscribeToken(SECRET, lead))}`);
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ message: 'This link to manage alerts is not valid.' });
    const unknown = await postJson(app.baseUrl, `/api/alerts/manage${manageQuery(lead)}`, { action: 'explode' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBeTruthy();
    expect((await alertRows()).length).toBe(1);
  });

  it("stops one alert with the one-click POST of its e-mail's List-Unsubscribe header", async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const other = await alertOf('buyer@example.test', { propertyId: 'pcr-1001' });
    const res = await fetch(`${app.baseUrl}/api/unsubscribe?${new URLSearchParams({ lead, token: unsubscribeToken(SECRET, lead) })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'This alert is stopped: it will send no more e-mails.' });
    expect((await db.query<{ lead_id: string }>('SELECT lead_id FROM lead_alerts')).map((row) => row.lead_id)).toEqual([other]);
  });
});

describe('privacy: the export and a deletion request', () => {
  it('exports the alerts on their own, with what each follows, and deletes them with the rest of an address', async () => {
    await postJson(app.baseUrl, '/api/alerts', { ...valid, email: 'ana@example.test' });
    await postJson(app.baseUrl, '/api/alerts', { email: 'ana@example.test', consent: true, propertyId: 'pcr-1001', frequency: 'weekly' });
    await postJson(app.baseUrl, '/api/alerts', { email: 'bo@example.test', consent: true, propertyId: 'pcr-1002' });
    const csv = alertsCsv(await exportedAlerts(db)).split('\r\n');
    expect(csv[0]).toBe('id,received_at,email,language,search,property,frequency,paused,confirmed,last_sent_at');
    expect(csv[1]).toMatch(/^[0-9a-f-]{36},[^,]+,ana@example\.test,en,city=irvine&minBeds=3,,daily,no,no,$/);
    expect(csv[2]).toMatch(/,ana@example\.test,en,,pcr-1001,weekly,no,no,$/);

    // leads:delete ana@example.test: her alerts go with her leads; Bo's stays.
    expect(await deleteLeadsOf(db, 'ANA@example.test')).toBe(2);
    expect((await alertRows()).map((row) => row.email)).toEqual(['bo@example.test']);
  });
});
