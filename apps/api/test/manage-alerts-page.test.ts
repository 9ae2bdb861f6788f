import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manageAlertsToken, sqlAlertManagement } from '../src/alerts/alert-management.js';
import { loadConfig, migrationsDir } from '../src/config.js';
import { composeLeadMail } from '../src/notifications/lead-mail.js';
import { signedToken } from '../src/notifications/signed-token.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { silentLogger } from '../src/logger.js';
import { sqlUnsubscribeService, subscriptionLinks, unsubscribeSecret, unsubscribeToken } from '../src/notifications/unsubscribe.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

/**
 * The page that manages an address's alerts (decision 0038) over real HTTP, with the built site: the
 * page of a manage link (a page of the site, never kept), its forms without scripts (303 back to the
 * page, the change made by the same service as POST /api/alerts/manage), and what it refuses.
 */

const folder = pgliteDataDir('manage-alerts-page');
let db: SqlClient;
let secret: string;
let app: RunningApp;

beforeAll(async () => {
  db = await openPgliteClient(folder.dir);
  await migrate(db, migrationsDir, silentLogger);
  secret = await unsubscribeSecret(db);
  app = await startApp({
    leads: sqlLeadStore(db, { mail: { notifyTo: { en: [], es: [] } } }),
    unsubscribe: sqlUnsubscribeService(db, secret),
    alerts: sqlAlertManagement(db, secret),
    config: builtWebConfig(),
    // This file sends more changes from one address than the default limit lets through.
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  folder.remove();
});
beforeEach(async () => {
  await db.exec('DELETE FROM lead_mail_outbox; DELETE FROM leads;');
});

async function alertOf(email: string, body: Record<string, unknown>): Promise<string> {
  const res = await postJson(app.baseUrl, '/api/alerts', { email, consent: true, ...body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const linkQuery = (lead: string, token = manageAlertsToken(secret, lead)) => new URLSearchParams({ lead, token }).toString();
const page = async (path: string) => {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
};
/** A form of the page posted without scripts: form-encoded, to the page's own address. */
const post = async (path: string, form: Record<string, string> | string, contentType = 'application/x-www-form-urlencoded') => {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType },
    body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), cacheControl: res.headers.get('cache-control'), html: await res.text() };
};
const mainText = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replaceAll('&amp;', '&') ?? '';
const alertRows = () =>
  db.query<{ lead_id: string; frequency: string; paused: boolean }>('SELECT a.lead_id, a.frequency, a.paused FROM lead_alerts a JOIN leads l ON l.id = a.lead_id ORDER BY l.created_at');

describe('the page of a manage link', () => {
  it('lists every alert of the address in words, each change a form posted to the page itself; private: no-store, noindex', async () => {
    const search = await alertOf('buyer@example.test', { search: 'city=irvine&minBeds=3', frequency: 'daily' });
    const home = await alertOf('Buyer@Example.test', { propertyId: 'pcr-1001' });
    await alertOf('someone.else@example.test', { search: 'neighborhood=newport-beach' });
    const link = `/alerts/manage?${linkQuery(home)}`;
    const opened = await page(link);
    expect({ status: opened.status, cacheControl: opened.cacheControl }).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(opened.html).toContain('<meta name="robots" content="noindex"');
    expect(opened.html).toContain('<title>Manage your alerts | Pacific Crest Realty</title>');
    const text = mainText(opened.html);
    expect(text).toContain('Homes in Irvine · 3+ beds');
    expect(text).toContain('pcr-1001');
    expect(text).not.toContain('Newport Beach');
    expect(text).toContain('Waiting for confirmation');
    expect(opened.html).toContain('href="/properties/pcr-1001"');
    const forms = [...opened.html.matchAll(/<form [^>]*>/g)].map(([form]) => form);
    // Per alert its frequency and its pause; then delete all.
    expect(forms).toHaveLength(5);
    for (const form of forms) {
      expect(form).toContain(`action="${link.replaceAll('&', '&amp;')}"`);
      expect(form).toContain('method="post"');
    }
    expect(opened.html).toContain(`name="alert" value="${search}"`);
  });

  it('in Spanish under /es', async () => {
    const lead = await alertOf('comprador@example.test', { search: 'neighborhood=newport-beach&type=condo' });
    const opened = await page(`/es/alerts/manage?${linkQuery(lead)}`);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<html lang="es-US"');
    expect(mainText(opened.html)).toContain('Casas en Newport Beach · Condominio');
    expect(mainText(opened.html)).toContain('Eliminar todas mis alertas');
  });

  it('a link not ours, of another purpose or broken: 404 with the page saying the link does not work', async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    for (const path of [`/alerts/manage?${linkQuery(lead, unsubscribeToken(secret, lead))}`, `/alerts/manage?lead=${lead}&token=x`, '/alerts/manage']) {
      const shown = await page(path);
      expect({ path, status: shown.status, cacheControl: shown.cacheControl }).toEqual({ path, status: 404, cacheControl: 'no-store' });
      expect(mainText(shown.html)).toContain('This link to manage alerts is not valid.');
    }
  });
});

describe('the forms without scripts', () => {
  it('change a frequency, pause and resume, and answer 303 back to the page, which says the change is saved', async () => {
    const search = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const home = await alertOf('buyer@example.test', { propertyId: 'pcr-1001', frequency: 'weekly' });
    const link = `/alerts/manage?${linkQuery(search)}`;
    const saved = `${link}&saved=1`;

    expect(await post(link, { action: 'frequency', alert: home, frequency: 'daily' })).toMatchObject({ status: 303, location: saved, cacheControl: 'no-store' });
    expect((await post(link, { action: 'pause', alert: search })).location).toBe(saved);
    expect(await alertRows()).toEqual([
      { lead_id: search, frequency: 'instant', paused: true },
      { lead_id: home, frequency: 'daily', paused: false },
    ]);
    const back = await page(saved);
    expect(back.status).toBe(200);
    expect(mainText(back.html)).toContain('Your changes are saved.');
    expect(mainText(back.html)).toContain('Paused');

    // A page posted again from its saved address (the form's action is the link alone) still comes back to one saved address.
    expect((await post(saved, { action: 'resume', alert: search })).location).toBe(saved);
    expect((await alertRows())[0]!.paused).toBe(false);
  });

  it('delete all only with its tick, under /es too, and the page then has no alerts', async () => {
    const search = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const home = await alertOf('buyer@example.test', { propertyId: 'pcr-1001' });
    const other = await alertOf('someone.else@example.test', { propertyId: 'pcr-1001' });
    const link = `/es/alerts/manage?${linkQuery(home)}`;

    // Without the tick: the page again (the route's action), 400, saying the change was not saved, and the alerts still there.
    const refused = await post(link, { action: 'delete-all' });
    expect(refused).toMatchObject({ status: 400, location: null, cacheControl: 'no-store' });
    expect(mainText(refused.html)).toContain('No pudimos guardar su cambio');
    expect(mainText(refused.html)).toContain('Casas en Irvine');
    expect((await alertRows()).map((row) => row.lead_id)).toEqual([search, home, other]);

    expect(await post(link, { action: 'delete-all', confirm: 'yes' })).toMatchObject({ status: 303, location: `${link}&saved=1` });
    expect((await alertRows()).map((row) => row.lead_id)).toEqual([other]);
    const back = await page(`${link}&saved=1`);
    expect(back.status).toBe(200);
    expect(mainText(back.html)).toContain('Sus cambios están guardados.');
    expect(mainText(back.html)).toContain('No tiene alertas');
  });

  it('a link not ours changes nothing: the page again, 404, saying the link does not work; a broken one 400', async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const forged = `/alerts/manage?${linkQuery(lead, unsubscribeToken(secret, lead))}`;
    const pause = await post(forged, { action: 'pause', alert: lead });
    expect(pause).toMatchObject({ status: 404, location: null, cacheControl: 'no-store' });
    expect(mainText(pause.html)).toContain('This link does not work');
    expect(await post(forged, { action: 'delete-all', confirm: 'yes' })).toMatchObject({ status: 404 });
    const broken = await post('/alerts/manage?lead=not-a-lead&token=x', { action: 'delete-all', confirm: 'yes' });
    expect(broken).toMatchObject({ status: 400, location: null });
    expect(mainText(broken.html)).toContain('This link does not work');
    expect(await alertRows()).toEqual([{ lead_id: lead, frequency: 'instant', paused: false }]);
  });

  it.each([
    ['an alert of another address', (own: string, stranger: string) => ({ action: 'pause', alert: stranger }), 404],
    ['an action it does not know', (own: string) => ({ action: 'explode', alert: own }), 400],
    ['a frequency it does not know', (own: string) => ({ action: 'frequency', alert: own, frequency: 'hourly' }), 400],
    ['an alert that is not an id', () => ({ action: 'resume', alert: "1' OR '1'='1" }), 400],
    ['no body at all', () => '', 400],
  ] as const)('refuses %s: the page again with its alerts, %i, saying the change was not saved, and nothing changes', async (_what, body, status) => {
    const own = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const stranger = await alertOf('someone.else@example.test', { search: 'city=irvine' });
    const link = `/alerts/manage?${linkQuery(own)}`;
    const made = body(own, stranger);
    const answer = await post(link, typeof made === 'string' ? made : (made as Record<string, string>));
    expect(answer).toMatchObject({ status, location: null, cacheControl: 'no-store' });
    expect(mainText(answer.html)).toContain('We could not save your change');
    expect(mainText(answer.html)).toContain('Homes in Irvine');
    expect((await alertRows()).every((row) => !row.paused && row.frequency === 'instant')).toBe(true);
  });

  // Issue 45: a body the form cannot read is the client's mistake: its 4xx, as the API answers it, and nothing changes.
  it.each([
    ['a body over 4 kB', (own: string) => `action=pause&alert=${own}&pad=${'x'.repeat(5000)}`, undefined, 413],
    ['JSON instead of the form', (own: string) => JSON.stringify({ action: 'pause', alert: own }), 'application/json', 415],
    ['a charset it cannot read', (own: string) => `action=pause&alert=${own}`, 'application/x-www-form-urlencoded; charset=x-unknown', 415],
  ] as const)('answers %s with its 4xx, and nothing changes', async (_what, body, contentType, status) => {
    const own = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const answer = await post(`/alerts/manage?${linkQuery(own)}`, body(own), contentType);
    expect({ status: answer.status, cacheControl: answer.cacheControl }).toEqual({ status, cacheControl: 'no-store' });
    expect((await alertRows()).every((row) => !row.paused && row.frequency === 'instant')).toBe(true);
  });
});

// Issue 45, decision 0047: a forwarded alert e-mail gives no lasting control over the address's alerts.
describe('a manage link past its days', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const expiredQuery = (lead: string) => linkQuery(lead, manageAlertsToken(secret, lead, new Date(Date.now() - DAY)));
  const manageLinkMail = () => db.query<{ lead_id: string; recipient: string }>(`SELECT lead_id, recipient FROM lead_mail_outbox WHERE message_kind = 'manage_link'`);

  it('shows no alert and changes nothing: 410, with one form that sends a fresh link to the address', async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    const link = `/alerts/manage?${expiredQuery(lead)}`;
    const opened = await page(link);
    expect({ status: opened.status, cacheControl: opened.cacheControl }).toEqual({ status: 410, cacheControl: 'no-store' });
    expect(mainText(opened.html)).toContain('This link has expired');
    expect(mainText(opened.html)).not.toContain('Homes in Irvine');
    const forms = [...opened.html.matchAll(/<form [^>]*>/g)].map(([form]) => form);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain(`action="${link.replaceAll('&', '&amp;')}"`);
    expect(forms[0]).toContain('method="post"');
    expect(opened.html).toContain('name="action" value="renew"');

    // Neither the page's forms nor the API change anything with it.
    const refused = await post(link, { action: 'delete-all', confirm: 'yes' });
    expect(refused).toMatchObject({ status: 410, location: null, cacheControl: 'no-store' });
    expect(mainText(refused.html)).toContain('This link has expired');
    const api = await fetch(`${app.baseUrl}/api/alerts/manage?${expiredQuery(lead)}`);
    expect({ status: api.status, body: await api.json() }).toEqual({ status: 410, body: { message: 'This link to manage alerts has expired.' } });
    const change = await postJson(app.baseUrl, `/api/alerts/manage?${expiredQuery(lead)}`, { action: 'delete-all' });
    expect(change.status).toBe(410);
    expect((await alertRows()).map((row) => row.lead_id)).toEqual([lead]);
  });

  it('sends a fresh link to the address when asked, at most once an hour, and that link works', async () => {
    const lead = await alertOf('Buyer@Example.test', { search: 'city=irvine' });
    const link = `/es/alerts/manage?${expiredQuery(lead)}`;
    // The request to confirm the alert went out just now: an hour later, the limit no longer holds.
    await db.exec("UPDATE lead_mail_outbox SET created_at = now() - interval '2 hours'");
    const asked = await post(link, { action: 'renew' });
    expect(asked).toMatchObject({ status: 303, location: `${link}&renewed=1` });
    expect(await manageLinkMail()).toEqual([{ lead_id: lead, recipient: 'Buyer@Example.test' }]);
    const back = await page(asked.location!);
    expect(back.status).toBe(410);
    expect(mainText(back.html)).toContain('Un enlace nuevo va en camino a la dirección a la que llegan estas alertas');
    // Asked again within the hour: the same answer, and no second e-mail.
    expect(await post(link, { action: 'renew' })).toMatchObject({ status: 303, location: `${link}&renewed=1` });
    expect(await manageLinkMail()).toHaveLength(1);

    // The e-mail's link, as the dispatcher writes it: fresh, in the alert's language, and it works.
    const [delivery] = (await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5)).filter((row) => row.messageKind === 'manage_link');
    const message = await composeLeadMail(delivery!, loadConfig({ SITE_URL: app.baseUrl }).leadMail, subscriptionLinks(secret, app.baseUrl));
    expect(message?.to).toBe('Buyer@Example.test');
    expect(message?.subject).toBe('Pacific Crest Realty: your link to manage your alerts');
    const fresh = /href="([^"]*\/alerts\/manage\?[^"]*)"/.exec(String(message?.html))?.[1]?.replaceAll('&amp;', '&');
    expect(fresh).toMatch(/token=[A-Za-z0-9_-]{43}\.[0-9a-z]+$/);
    const opened = await fetch(fresh!);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Homes in Irvine');
  });

  it('counts a link from before links expired as expired, and a changed expiry as not ours', async () => {
    const lead = await alertOf('buyer@example.test', { search: 'city=irvine' });
    expect((await page(`/alerts/manage?${linkQuery(lead, signedToken(secret, 'manage-alerts', lead))}`)).status).toBe(410);
    const [mac] = manageAlertsToken(secret, lead, new Date(Date.now() - DAY)).split('.');
    const later = Math.floor((Date.now() + 365 * DAY) / 1000).toString(36);
    expect((await page(`/alerts/manage?${linkQuery(lead, `${mac}.${later}`)}`)).status).toBe(404);
  });
});
