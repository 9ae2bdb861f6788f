import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';
import { PG_APPLICATION_NAME } from '../src/storage/pg-client.js';
import { NO_WEB_DIST, tempDir } from './helpers.js';
import { startTestPostgres, type TestPostgresServer } from './postgres-server.js';
import { officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver.js';

/**
 * The compiled server on a PostgreSQL of its own, which this file cuts and stops while clients send
 * leads (issue 28, item 1): the process stays up, every lead POST answers 201 or 503 with
 * Retry-After, reads that do not need the database keep answering (the agency's homes too, from the
 * MLS copy held in memory), every 201 is stored once, and once the database is back the outbox sends
 * each stored lead's e-mails and webhook exactly once.
 */

const CLIENTS = 4;
const AGENCY = 'agents@pacificcrest.example';

let postgres: TestPostgresServer;
let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
let mls: ResoServer;
let server: BuiltServer;
const dataDir = tempDir('database-outage');

interface Answer {
  email: string;
  status: number;
  retryAfter: string | null;
  id?: string;
  at: number;
}
const answers: Answer[] = [];

/** A short-lived connection of the test's own: it is never one of those terminated. */
async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.url, application_name: 'outage-test' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** CLIENTS loops posting leads, each to a new address, until `until` resolves. */
async function sendLeadsUntil(until: Promise<void>, phase: string): Promise<void> {
  let done = false;
  void until.then(() => (done = true));
  let n = 0;
  const client = async (c: number) => {
    while (!done) {
      const email = `outage-${phase}-${c}-${n++}@example.com`;
      const res = await fetch(`${server.baseUrl}/api/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Outage Test', email, interest: 'Market updates' }),
      }).catch(() => undefined);
      // No answer at all (status 0): the process died or dropped the request.
      const body = res ? ((await res.json()) as { id?: string }) : {};
      answers.push({ email, status: res?.status ?? 0, retryAfter: res?.headers.get('retry-after') ?? null, id: body.id, at: Date.now() });
      if (!res) await sleep(50);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  postgres = await startTestPostgres();
  smtp = await startSmtpReceiver();
  webhook = await startWebhookReceiver();
  // The agency's one home at the MLS, copied into this PostgreSQL and looked at every second.
  mls = await startResoServer({
    ...TEST_MLS_CLIENT,
    tokenLifetimeS: 3600,
    pageSize: 10,
    records: [officeListing('IR26500001')],
  });
  server = await startBuiltServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: postgres.url,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    DATA_DIR: dataDir.dir,
    WEB_DIST: NO_WEB_DIST,
    WEB_SSR_DIST: NO_WEB_DIST,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: AGENCY,
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_BACKOFF_MS: '50',
    LEAD_WEBHOOK_BACKOFF_MAX_MS: '500',
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'info',
    ...resoClientEnv(mls),
    RESO_OFFICE_ID: 'PCR01',
    RESO_REFRESH_MS: '1000',
  });
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await smtp?.close();
  await webhook?.close();
  await mls?.close();
  postgres?.stop();
  dataDir.remove();
});

describe('PostgreSQL drops the connections or goes away while leads arrive', () => {
  it("terminating the server's connections again and again: the process stays up and answers 201 or 503", async () => {
    let terminated = 0;
    const chaos = (async () => {
      for (let round = 0; round < 20; round++) {
        await sleep(150);
        terminated += await withAdmin(async (admin) => {
          const result = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [PG_APPLICATION_NAME]);
          return result.rowCount ?? 0;
        });
      }
    })();
    await sendLeadsUntil(chaos, 'terminated');
    expect(terminated).toBeGreaterThan(0);
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    const phase = answers.filter((a) => a.email.includes('-terminated-'));
    expect(phase.filter((a) => a.status === 201).length).toBeGreaterThan(0);
    expect(phase.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    for (const refused of phase.filter((a) => a.status === 503)) expect(refused.retryAfter).toMatch(/^[1-9]\d*$/);
  }, 60_000);

  it('PostgreSQL stopped for 5 s: leads answer 503 with Retry-After, reads keep answering, and leads are taken again once it is back', async () => {
    const outage = (async () => {
      await sleep(500);
      postgres.shutDown();
      const downSince = Date.now();
      // Reads that need no database answer while it is away.
      const agents = await fetch(`${server.baseUrl}/api/agents`);
      expect(agents.status).toBe(200);
      const page = await fetch(`${server.baseUrl}/about`);
      expect(page.status).toBeLessThan(500);
      // The copy is looked at every second; while the database is away the homes in memory stay.
      await waitFor('a look at the copy to fail', async () => server.output().includes('"msg":"MLS copy not read: the database did not answer; the listings in memory stay"'), 4000);
      const homes = await fetch(`${server.baseUrl}/api/properties`);
      expect({ status: homes.status, ids: ((await homes.json()) as { id: string }[]).map((home) => home.id) }).toEqual({ status: 200, ids: ['IR26500001'] });
      await sleep(5000 - (Date.now() - downSince));
      postgres.start();
      await sleep(2000);
      return downSince;
    })();
    await sendLeadsUntil(
      outage.then(() => undefined),
      'stopped',
    );
    const downSince = await outage;
    expect(server.child.exitCode).toBeNull();
    const phase = answers.filter((a) => a.email.includes('-stopped-'));
    expect(phase.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    const refused = phase.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    // Recovered by itself: leads are taken again after the restart, with no restart of ours.
    expect(phase.filter((a) => a.status === 201 && a.at > downSince + 5000).length).toBeGreaterThan(0);
  }, 60_000);

  it('every 201 is stored once, and the outbox sends each stored lead once after the database is back', async () => {
    const rows = await withAdmin(async (admin) => (await admin.query<{ id: string; email: string }>(`SELECT id, email FROM leads WHERE email LIKE 'outage-%'`)).rows);
    const stored = new Map<string, string[]>();
    for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.id]);
    for (const answer of answers.filter((a) => a.status === 201)) expect(stored.get(answer.email), answer.email).toEqual([answer.id]);
    // A 503 may still have been committed (the answer to COMMIT was what got lost), but never twice.
    for (const [email, ids] of stored) expect(ids, email).toHaveLength(1);

    const pending = () =>
      withAdmin(async (admin) => {
        const result = await admin.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM lead_mail_outbox WHERE delivered_at IS NULL AND failed_at IS NULL)
                + (SELECT count(*) FROM lead_outbox WHERE delivered_at IS NULL AND failed_at IS NULL) AS n`,
        );
        return Number(result.rows[0]?.n);
      });
    await waitFor('the outboxes to drain', async () => (await pending()) === 0, 60_000);

    const failed = await withAdmin(async (admin) => (await admin.query(`SELECT id FROM lead_mail_outbox WHERE failed_at IS NOT NULL UNION ALL SELECT id FROM lead_outbox WHERE failed_at IS NOT NULL`)).rows);
    expect(failed).toEqual([]);
    const confirmations = new Map<string, number>();
    const notifications = new Map<string, number>();
    for (const { envelopeTo, mail } of smtp.accepted) {
      if (envelopeTo.includes(AGENCY)) {
        const replyTo = mail.replyTo?.value[0]?.address ?? '';
        notifications.set(replyTo, (notifications.get(replyTo) ?? 0) + 1);
      } else {
        for (const to of envelopeTo) confirmations.set(to, (confirmations.get(to) ?? 0) + 1);
      }
    }
    const hooks = new Map<string, number>();
    for (const request of webhook.accepted()) {
      const email = (JSON.parse(request.body) as { lead: { email: string } }).lead.email;
      hooks.set(email, (hooks.get(email) ?? 0) + 1);
    }
    for (const email of stored.keys()) {
      expect(confirmations.get(email), `confirmation to ${email}`).toBe(1);
      expect(notifications.get(email), `agency e-mail about ${email}`).toBe(1);
      expect(hooks.get(email), `webhook for ${email}`).toBe(1);
    }
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
