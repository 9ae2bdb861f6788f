import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { openPgClient } from '../src/storage/pg-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';
import { NO_WEB_DIST, postJson, requireBuiltServer } from './helpers.js';
import { postgresSchema, type PostgresSchema } from './postgres.js';
import { officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';
import { waitFor } from './webhook-receiver.js';

/**
 * A buyer's alert end to end, through the compiled server as it runs in production: the request
 * over HTTP, the e-mail asking to confirm at the test SMTP server, the confirmation, then changes
 * at the test RESO server that reach the buyer as one e-mail, once, and the one-click stop.
 */

const SITE = 'https://www.pacificcrest.test';
let schema: PostgresSchema;
let db: SqlClient;
let smtp: SmtpReceiver;
let mls: ResoServer;
let server: BuiltServer;
const records: Record<string, unknown>[] = [
  officeListing('IR26800001', { ListPrice: 1_000_000 }),
  officeListing('IR26800002', { StandardStatus: 'Withdrawn' }),
  officeListing('IR26800003', { BedroomsTotal: 2 }),
];

beforeAll(async () => {
  requireBuiltServer();
  schema = await postgresSchema();
  db = openPgClient(schema.url, silentLogger);
  smtp = await startSmtpReceiver();
  mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 50, records });
  server = await startBuiltServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: schema.url,
    WEB_DIST: NO_WEB_DIST,
    WEB_SSR_DIST: NO_WEB_DIST,
    LOG_LEVEL: 'info',
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    ...resoClientEnv(mls),
    RESO_OFFICE_ID: 'PCR01',
    // A pass a second: the test need not wait a refresh period for the MLS's changes.
    RESO_REFRESH_MS: '1000',
  });
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await smtp?.close();
  await mls?.close();
  await db?.close();
  await schema?.drop();
});

/** A link of an e-mail, pointed at the server under test instead of the public site. */
const onServer = (link: string) => link.replace(SITE, server.baseUrl);
const linkIn = (text: string, path: string) => {
  const found = new RegExp(`${SITE.replaceAll('.', '\\.')}${path}\\?[^\\s>\\]]+`).exec(text);
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found[0];
};
let stamp = 0;
function changeAtMls(key: string, fields: Record<string, unknown>) {
  stamp += 1;
  const at = new Date(Date.parse('2026-11-21T12:00:00Z') + stamp * 1000).toISOString();
  const index = records.findIndex((record) => record.ListingKey === key);
  if (index === -1) records.push(officeListing(key, { ...fields, ModificationTimestamp: at }));
  else records[index] = { ...records[index], ...fields, ModificationTimestamp: at };
}
const passes = () => mls.requests.filter((request) => request.path === '/odata/Property').length;

it('asks to confirm, then e-mails the new listing, the price cut and the home back on the market once, and stops with one click', async () => {
  const created = await postJson(server.baseUrl, '/api/alerts', {
    email: 'buyer@example.test',
    frequency: 'instant',
    consent: true,
    search: 'city=irvine&minBeds=3',
    page: '/properties?city=irvine&minBeds=3',
  });
  expect(created.status).toBe(201);

  await waitFor('the e-mail asking to confirm', () => smtp.accepted.length === 1, 30_000);
  const request = smtp.accepted[0]!;
  expect(request.envelopeTo).toEqual(['buyer@example.test']);
  expect(request.mail.subject).toBe('Pacific Crest Realty: please confirm your home alert');
  const confirm = onServer(linkIn(request.mail.text ?? '', '/subscribe/confirm'));
  const confirmed = await fetch(confirm.replace('/subscribe/confirm', '/api/subscribe/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(await confirmed.json()).toEqual({ confirmed: true, kind: 'alert' });

  changeAtMls('IR26800004', {});
  changeAtMls('IR26800001', { ListPrice: 975_000 });
  changeAtMls('IR26800002', { StandardStatus: 'Active' });
  changeAtMls('IR26800003', { ListPrice: 900_000 });

  await waitFor('the alert e-mail', () => smtp.accepted.length === 2, 60_000);
  const alert = smtp.accepted[1]!;
  expect(alert.envelopeTo).toEqual(['buyer@example.test']);
  expect(alert.mail.subject).toBe('3 homes for your search');
  const text = alert.mail.text ?? '';
  expect(text).toContain('Price cut $25,000');
  expect(text).toContain('Back on market');
  expect(text).toContain(`${SITE}/properties/IR26800004`);
  expect(text).not.toContain('IR26800003');
  const header = (key: string) => alert.mail.headerLines.find((line) => line.key === key)?.line;
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Three more passes read the same records again (the overlap): nothing more is sent.
  const after = passes();
  await waitFor('three more passes', () => passes() >= after + 3, 30_000);
  await waitFor('the mail queue to drain', async () => (await db.query(`SELECT 1 FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL`)).length === 0, 30_000);
  expect(smtp.accepted.length).toBe(2);

  // The mail client's one-click button: a form POST to the List-Unsubscribe URL.
  const listUnsubscribe = /<([^>]+)>/.exec(header('list-unsubscribe') ?? '')![1]!;
  const stopped = await fetch(onServer(listUnsubscribe), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(await stopped.json()).toEqual({ message: 'This alert is stopped: it will send no more e-mails.' });
  expect(await db.query('SELECT 1 FROM lead_alerts')).toEqual([]);
}, 180_000);

it("stops the alerts of an address the mail server refuses for good", async () => {
  const created = await postJson(server.baseUrl, '/api/alerts', { email: 'gone@example.test', consent: true, search: 'city=irvine' });
  const { id } = (await created.json()) as { id: string };
  await waitFor('the e-mail asking to confirm', () => smtp.accepted.some((mail) => mail.envelopeTo.includes('gone@example.test')), 30_000);
  const request = smtp.accepted.find((mail) => mail.envelopeTo.includes('gone@example.test'))!;
  const confirm = onServer(linkIn(request.mail.text ?? '', '/subscribe/confirm')).replace('/subscribe/confirm', '/api/subscribe/confirm');
  expect((await fetch(confirm, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(200);

  // The mailbox is gone by the time the first alert goes out: 550 at RCPT TO.
  smtp.refuseRecipients(['gone@example.test']);
  changeAtMls('IR26800005', {});
  await waitFor('the refused alert e-mail', async () => (await db.query(`SELECT 1 FROM lead_mail_outbox WHERE lead_id = $1 AND message_kind = 'alert_digest' AND failed_at IS NOT NULL`, [id])).length === 1, 60_000);
  expect(await db.query('SELECT email FROM mail_opt_outs')).toEqual([{ email: 'gone@example.test' }]);

  // Another new listing, and the alert's 15 minutes are over: nothing more is queued for the address
  // (a drained queue, after passes that saw it).
  await db.query('UPDATE lead_alerts SET due_at = now() - interval \'1 second\' WHERE lead_id = $1', [id]);
  changeAtMls('IR26800006', {});
  const after = passes();
  await waitFor('three more passes', () => passes() >= after + 3, 30_000);
  await waitFor('the mail queue to drain', async () => (await db.query(`SELECT 1 FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL`)).length === 0, 30_000);
  expect((await db.query(`SELECT 1 FROM lead_mail_outbox WHERE lead_id = $1 AND message_kind = 'alert_digest'`, [id])).length).toBe(1);
}, 180_000);
