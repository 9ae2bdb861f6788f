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
import { pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

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

describe('the alert form without scripts (POST /alerts)', () => {
  const post = (pathname: string, form: Record<string, string>) =>
    fetch(app.baseUrl + pathname, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

  it('stores the alert and sends the visitor back to the page it came from, saying it was sent', async () => {
    const res = await post('/es/alerts', { email: 'comprador@example.test', frequency: 'weekly', consent: 'true', search: 'city=irvine', page: '/es/properties?city=irvine' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/properties?city=irvine&alert=sent#alert');
    const [row] = await alertRows();
    expect(row).toMatchObject({ email: 'comprador@example.test', frequency: 'weekly', search: { city: 'irvine' } });
    // The lead takes the language of its page: its e-mails come in Spanish.
    expect((await db.query<{ language: string }>('SELECT language FROM leads'))[0]!.language).toBe('es');
  });

  it('sends the visitor back with the error and stores nothing when the form is wrong', async () => {
    const res = await post('/alerts', { email: 'buyer@example.test', frequency: 'instant', propertyId: 'pcr-1001', page: '/properties/pcr-1001' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/properties/pcr-1001?alert=invalid#alert');
    expect(await leadCount()).toBe(0);
  });

  // Issue 45: the target is checked once resolved, as a browser resolves it ("/..//x" is "//x", another host).
  it.each(['//evil.example/x', '/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/es/..//evil.example/x', '/\\evil.example/x'])(
    'never sends the visitor to another site (page=%s)',
    async (page) => {
      for (const path of ['/alerts', '/es/alerts']) {
        const res = await post(path, { email: 'buyer@example.test', consent: 'true', propertyId: 'pcr-1001', page });
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/properties?alert=sent#alert');
      }
    },
  );

  it('sends the visitor back to the page resolved ("/a/../b" is "/b")', async () => {
    const res = await post('/es/alerts', { email: 'buyer@example.test', consent: 'true', propertyId: 'pcr-1001', page: '/es/neighborhoods/../properties/pcr-1001' });
    expect(res.headers.get('location')).toBe('/es/properties/pcr-1001?alert=sent#alert');
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
