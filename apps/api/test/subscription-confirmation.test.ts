import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema, SubscriptionConfirmationSchema, ValidationErrorBodySchema } from '@pcr/contracts';
import { migrationsDir } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { confirmationToken, sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, unsubscribeSecret, unsubscribeToken } from '../src/notifications/unsubscribe.js';
import { purgeExpiredLeads } from '../src/storage/lead-retention.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, expectValid, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';

/**
 * Double opt-in of subscriptions (issue 31 item 4, decision 0037) over real HTTP, with the built
 * site: the confirmation page (a page of the site, never kept), its plain form and the API behind
 * its button, links not ours or expired, and the purge of requests never confirmed.
 */

const folder = pgliteDataDir('subscription-confirmation');
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
    subscriptions: sqlSubscriptionConfirmations(db, secret),
    config: builtWebConfig(),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  folder.remove();
});
beforeEach(async () => {
  await db.exec('DELETE FROM lead_mail_outbox; DELETE FROM mail_opt_outs; DELETE FROM leads;');
});

async function subscribe(email = 'nora@example.com'): Promise<string> {
  const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Nora Quintero', email, interest: 'Market updates' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const linkQuery = (lead: string, token = confirmationToken(secret, lead)) => new URLSearchParams({ lead, token }).toString();
const page = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual', ...init });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), location: res.headers.get('location'), html: await res.text() };
};
const api = async (lead: string, method: 'GET' | 'POST', token?: string) => {
  const res = await fetch(`${app.baseUrl}/api/subscribe/confirm?${linkQuery(lead, token)}`, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' } : {}),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const mainText = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') ?? '';

describe('confirming a subscription', () => {
  it('opening the link changes nothing; its button without scripts confirms and comes back to the page, which says so', async () => {
    const lead = await subscribe();
    const link = `/subscribe/confirm?${linkQuery(lead)}`;
    const opened = await page(link);
    expect({ status: opened.status, cacheControl: opened.cacheControl }).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(opened.html).toContain('<meta name="robots" content="noindex"');
    expect(mainText(opened.html)).toContain('Confirm that you want our updates at the address this link was sent to.');
    const form = /<form [^>]*>/.exec(opened.html)?.[0];
    expect(form).toContain(`action="${link.replaceAll('&', '&amp;')}"`);
    expect(form).toContain('method="post"');
    expect(await api(lead, 'GET')).toEqual({ status: 200, body: { confirmed: false, kind: 'subscription' } });

    const sent = await page(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect({ status: sent.status, location: sent.location }).toEqual({ status: 303, location: link });
    const back = await page(link);
    expect(back.status).toBe(200);
    expect(mainText(back.html)).toContain('Your subscription is confirmed');
    expect(expectValid(SubscriptionConfirmationSchema, (await api(lead, 'GET')).body)).toEqual({ confirmed: true, kind: 'subscription' });
  });

  it('the API behind the button (with scripts) confirms once and answers the same again', async () => {
    const lead = await subscribe();
    expect(await api(lead, 'POST')).toEqual({ status: 200, body: { confirmed: true, kind: 'subscription' } });
    expect(await api(lead, 'POST')).toEqual({ status: 200, body: { confirmed: true, kind: 'subscription' } });
    const rows = await db.query<{ confirmed: boolean }>('SELECT confirmed_at IS NOT NULL AS confirmed FROM leads WHERE id = $1', [lead]);
    expect(rows).toEqual([{ confirmed: true }]);
  });

  it('an alert’s link names the alert, in its title, its page and the API’s answer', async () => {
    const res = await postJson(app.baseUrl, '/api/alerts', { email: 'buyer@example.test', consent: true, frequency: 'daily', search: 'city=irvine&minBeds=3' });
    expect(res.status).toBe(201);
    const lead = ((await res.json()) as { id: string }).id;
    const link = `/subscribe/confirm?${linkQuery(lead)}`;
    const opened = await page(link);
    expect(opened.html).toContain('<title>Confirm your alert');
    expect(mainText(opened.html)).toContain('Confirm that you want e-mail alerts about homes at the address this link was sent to.');
    expect(mainText(opened.html)).toContain('Confirm my alert');
    expect(mainText(opened.html)).not.toContain('subscription');
    expect(await api(lead, 'GET')).toEqual({ status: 200, body: { confirmed: false, kind: 'alert' } });

    await page(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const back = await page(link);
    expect(mainText(back.html)).toContain('Your alert is confirmed');
    expect(mainText(back.html)).toContain('Thank you. We will e-mail this address when homes match your alert; every alert has links to manage it or stop it.');
  });

  it('confirms only the alert its link names: four a stranger asked for the same address stay unconfirmed (issue 45)', async () => {
    const alertFor = async (email: string) => {
      const res = await postJson(app.baseUrl, '/api/alerts', { email, consent: true, frequency: 'instant', search: 'city=irvine' });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const own = await alertFor('victim@example.test');
    const strangers = [await alertFor('victim@example.test'), await alertFor('Victim@Example.test'), await alertFor('victim@example.test'), await alertFor('victim@example.test')];
    expect(await api(own, 'POST')).toEqual({ status: 200, body: { confirmed: true, kind: 'alert' } });
    const confirmed = await db.query<{ id: string }>("SELECT id FROM leads WHERE kind = 'alert' AND confirmed_at IS NOT NULL");
    expect(confirmed.map((row) => row.id)).toEqual([own]);
    for (const lead of strangers) expect(await api(lead, 'GET')).toEqual({ status: 200, body: { confirmed: false, kind: 'alert' } });
  });

  it('a Spanish lead’s page is in Spanish', async () => {
    const lead = await subscribe();
    const opened = await page(`/es/subscribe/confirm?${linkQuery(lead)}`);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<html lang="es-US"');
    expect(mainText(opened.html)).toContain('Confirme que desea recibir nuestras novedades en la dirección a la que enviamos este enlace.');
    expect(mainText(opened.html)).toContain('Confirmar mi suscripción');
  });

  it('a link not ours, an unsubscribe link, a broken one or one of a request 7 days old: 404 (400 for a broken query), nothing confirmed', async () => {
    const lead = await subscribe();
    const other = await subscribe('someone.else@example.com');
    for (const token of [confirmationToken(secret, other), unsubscribeToken(secret, lead)]) {
      const refused = await api(lead, 'POST', token);
      expect(refused.status).toBe(404);
      expect(expectValid(ErrorBodySchema, refused.body)).toEqual({ message: 'This confirmation link is not valid or has expired.' });
      const shown = await page(`/subscribe/confirm?${linkQuery(lead, token)}`);
      expect(shown.status).toBe(404);
      expect(mainText(shown.html)).toContain('This confirmation link is not valid or has expired.');
    }
    const broken = await fetch(`${app.baseUrl}/api/subscribe/confirm?lead=not-a-lead&token=x`);
    expect(broken.status).toBe(400);
    expectValid(ValidationErrorBodySchema, await broken.json());
    expect((await page('/subscribe/confirm?lead=not-a-lead&token=x')).status).toBe(404);

    await db.query(`UPDATE leads SET created_at = now() - interval '7 days 1 minute' WHERE id = $1`, [lead]);
    expect((await api(lead, 'POST')).status).toBe(404);
    expect((await page(`/subscribe/confirm?${linkQuery(lead)}`)).status).toBe(404);
    expect(await db.query('SELECT id FROM leads WHERE confirmed_at IS NOT NULL')).toEqual([]);
  });

  it('the purge deletes requests never confirmed within 7 days, and keeps confirmed subscriptions however old', async () => {
    const [unconfirmed, fresh, confirmed] = [await subscribe('late@example.com'), await subscribe('new@example.com'), await subscribe('kept@example.com')];
    await api(confirmed, 'POST');
    await db.query(`UPDATE leads SET created_at = now() - interval '8 days' WHERE id = ANY(ARRAY[$1, $2]::uuid[])`, [unconfirmed, confirmed]);
    const now = new Date();
    const policy = { contactCutoff: new Date(0), spamCutoff: new Date(0), unconfirmedCutoff: new Date(now.getTime() - 7 * 86_400_000) };
    expect(await purgeExpiredLeads(db, policy)).toEqual({ leads: 0, spam: 0, unconfirmed: 1 });
    const left = await db.query<{ id: string }>('SELECT id FROM leads ORDER BY email');
    expect(left.map((row) => row.id).sort()).toEqual([confirmed, fresh].sort());
  });
});
