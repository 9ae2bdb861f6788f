import { CreatedBodySchema } from '@pcr/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, leadWebhookDefaults, loadConfig, migrationsDir, type LeadWebhookConfig } from '../src/config.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import { backoffMs, startLeadWebhookDispatcher, type LeadWebhookDispatcher, type LeadWebhookOptions } from '../src/notifications/lead-webhook.js';
import { sqlLeadOutbox } from '../src/storage/lead-outbox.js';
import { sqlLeadStore, type NewLead } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { expectValid, pgliteDataDir, postJson, startApp, subscriberLead, type RunningApp } from './helpers.js';
import { postgresSchema } from './postgres.js';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver.js';

/** A full contact form whose every value is easy to look for in the logs. */
const fullContact = {
  name: 'Zelda Quintero',
  email: 'zelda.quintero@example.com',
  phone: '(714) 555-0199',
  message: 'Looking for a three-bedroom near Crystal Cove',
  propertyInterest: 'Buying',
  howDidYouHear: 'Friend',
  page: '/contact',
};

const storedLead = (n: number): NewLead => subscriberLead(`queued-${n}@example.com`, { name: `Queued Person ${n}` });

/** Fast settings for tests: short timeout and backoff. */
const webhookConfig = (url: string, overrides: Partial<LeadWebhookConfig> = {}): LeadWebhookConfig => ({
  url,
  timeoutMs: 400,
  maxAttempts: 5,
  backoffMs: 40,
  backoffMaxMs: 150,
  secret: undefined,
  ...overrides,
});
const fastOptions: LeadWebhookOptions = { idlePollMs: 100, stopGraceMs: 100 };

interface OutboxRow extends Record<string, unknown> {
  id: string;
  lead_id: string;
  attempts: number;
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  lease_token: string | null;
  last_error: string | null;
}

/** No row left to send: each delivered or given up, none leased (a holder may still be sending). */
function drained(rows: OutboxRow[]): boolean {
  return rows.length > 0 && rows.every((r) => (r.delivered_at !== null || r.failed_at !== null) && r.lease_token === null);
}

function webhookSuite(driver: string, setup: () => Promise<{ open: () => Promise<SqlClient>; teardown: () => Promise<void> }>) {
  describe(`new-lead notifications on ${driver}`, () => {
    let open: () => Promise<SqlClient>;
    let teardown: () => Promise<void>;
    let db: SqlClient;
    let receiver: WebhookReceiver;
    const dispatchers: LeadWebhookDispatcher[] = [];
    const start = (config: LeadWebhookConfig, logger = memoryLogger(), options: LeadWebhookOptions = fastOptions) => {
      const dispatcher = startLeadWebhookDispatcher(sqlLeadOutbox(db), config, logger, options);
      dispatchers.push(dispatcher);
      return { dispatcher, logger };
    };
    const outboxRows = () => db.query<OutboxRow>('SELECT * FROM lead_outbox ORDER BY created_at, id');
    /**
     * Proof that nothing more will be sent: every row delivered or given up and no lease held, then
     * every dispatcher stopped (stop() waits for an attempt in flight). What the receiver has then is all.
     */
    const drain = async () => {
      await waitFor('the outbox drained', async () => drained(await outboxRows()));
      await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
    };

    beforeAll(async () => {
      ({ open, teardown } = await setup());
      db = await open();
      await migrate(db, migrationsDir, silentLogger);
    });
    beforeEach(async () => {
      await db.exec('DELETE FROM lead_outbox; DELETE FROM leads;');
      receiver = await startWebhookReceiver();
    });
    afterEach(async () => {
      await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
      await receiver.close();
    });
    afterAll(async () => {
      await db?.close();
      await teardown?.();
    });

    it('a lead posted to the app reaches the receiver exactly once, through a 500 and a hang past the timeout', async () => {
      receiver.script([500, 'hang'], 200);
      const { dispatcher, logger } = start(webhookConfig(receiver.url, { secret: 'shh' }));
      let app: RunningApp | undefined;
      try {
        app = await startApp({ leads: sqlLeadStore(db, { outbox: true, onQueued: () => dispatcher.wake() }) });
        const res = await postJson(app.baseUrl, '/api/contact', fullContact);
        expect(res.status).toBe(201);
        const created = expectValid(CreatedBodySchema, await res.json());
        // Spam is stored but never announced.
        const spam = await postJson(app.baseUrl, '/api/subscribe', { name: 'Bot', email: 'bot@example.com', interest: 'Buying a home', website: 'http://spam.example' });
        expect(spam.status).toBe(201);

        // Nothing more comes once it is delivered: the queue is drained and the dispatcher stopped.
        await drain();
        expect(receiver.requests.map((r) => r.behaviour)).toEqual([500, 'hang', 200]);
        expect(receiver.requests.map((r) => r.headers['x-delivery-attempt'])).toEqual(['1', '2', '3']);

        const [row, ...others] = await outboxRows();
        expect(others).toEqual([]);
        expect(row).toMatchObject({ lead_id: created.id, attempts: 3, lease_token: null, failed_at: null, last_error: null });
        expect(row?.delivered_at).not.toBeNull();

        const bodies = new Set(receiver.requests.map((r) => r.body));
        expect(bodies.size).toBe(1);
        const [body = ''] = bodies;
        expect(JSON.parse(body)).toEqual({
          type: 'lead.created',
          id: row?.id,
          queuedAt: expect.any(String),
          lead: { id: created.id, receivedAt: created.receivedAt, kind: 'contact', form: 'full', address: null, interest: null, language: 'en', assignedAgent: null, ...fullContact },
        });
        for (const request of receiver.requests) {
          expect(request.headers['content-type']).toBe('application/json');
          expect(request.headers['idempotency-key']).toBe(row?.id);
        }
        const { createHmac } = await import('node:crypto');
        expect(receiver.requests[2]?.headers['x-signature-256']).toBe(`sha256=${createHmac('sha256', 'shh').update(body).digest('hex')}`);

        const messages = logger.entries().map((e) => [e.msg, e.reason]);
        expect(messages).toEqual([
          ['lead notification attempt failed, will retry', 'HTTP 500'],
          ['lead notification attempt failed, will retry', 'no answer within 400 ms'],
          ['lead notification delivered', undefined],
        ]);
        // No form contents in any log line, the app's or the dispatcher's.
        const logs = [...logger.lines, ...app.logger.lines].join('');
        for (const value of [fullContact.name, fullContact.email, fullContact.phone, fullContact.message]) expect(logs).not.toContain(value);
      } finally {
        await app?.close();
      }
    });

    it('the lead and its notification are committed together, or neither is', async () => {
      await db.exec('ALTER TABLE lead_outbox ADD CONSTRAINT refuse_everything CHECK (lead_id IS NULL)');
      try {
        await expect(sqlLeadStore(db, { outbox: true }).create(storedLead(1))).rejects.toThrow(/refuse_everything/);
        expect(await db.query('SELECT id FROM leads')).toEqual([]);
      } finally {
        await db.exec('ALTER TABLE lead_outbox DROP CONSTRAINT refuse_everything');
      }
      // Without LEAD_WEBHOOK_URL nothing is queued.
      await sqlLeadStore(db).create(storedLead(2));
      expect(await outboxRows()).toEqual([]);
    });

    it('delivers after a restart what was pending, including a row whose holder died mid-attempt', async () => {
      const store = sqlLeadStore(db, { outbox: true });
      const leads = [await store.create(storedLead(1)), await store.create(storedLead(2)), await store.create(storedLead(3))];
      // Another process claimed one row for 300 ms, then died without a word.
      const [held] = await sqlLeadOutbox(db).claim(crypto.randomUUID(), 1, 300, 5);
      expect(held?.lead.id).toBe(leads[0]?.id);

      // The restart: a new client on the same database, a new dispatcher.
      await db.close();
      db = await open();
      start(webhookConfig(receiver.url));
      await drain();
      // Each row sent once, and marked delivered (the mark comes after the receiver's answer).
      expect(receiver.requests).toHaveLength(3);
      expect((await outboxRows()).map((r) => ({ delivered: r.delivered_at !== null, failed: r.failed_at !== null }))).toEqual(
        Array.from({ length: 3 }, () => ({ delivered: true, failed: false })),
      );
      const delivered = receiver.accepted().map((r) => (JSON.parse(r.body) as { lead: { id: string } }).lead.id);
      expect(delivered.sort()).toEqual(leads.map((l) => l.id).sort());
      // The row of the dead holder counts its lost attempt.
      expect(receiver.accepted().find((r) => r.body.includes(held?.lead.id ?? '-'))?.headers['x-delivery-attempt']).toBe('2');
    });

    it('gives up after LEAD_WEBHOOK_MAX_ATTEMPTS, and the lead stays stored', async () => {
      receiver.script([], 503);
      const { logger } = start(webhookConfig(receiver.url, { maxAttempts: 3 }));
      const store = sqlLeadStore(db, { outbox: true });
      const { id } = await store.create(storedLead(1));
      await drain();
      expect(receiver.requests).toHaveLength(3);
      expect(await outboxRows()).toMatchObject([{ attempts: 3, delivered_at: null, last_error: 'HTTP 503', lease_token: null }]);
      expect(logger.entries().at(-1)).toMatchObject({ level: 'error', msg: expect.stringMatching(/given up/), lead: id, attempt: 3 });
      expect((await store.list()).map((l) => l.id)).toEqual([id]);
    });

    it('reads no more than a few kB of an answer: a 200 with an endless body is delivered at the first attempt', async () => {
      receiver.script(['endless-200'], 200);
      const { dispatcher } = start(webhookConfig(receiver.url, { timeoutMs: 1000 }));
      await sqlLeadStore(db, { outbox: true, onQueued: () => dispatcher.wake() }).create(storedLead(1));
      await drain();
      expect(receiver.requests.map((r) => r.behaviour)).toEqual(['endless-200']);
      expect(await outboxRows()).toMatchObject([{ attempts: 1, failed_at: null, last_error: null }]);
    });

    it('never claims a row whose attempts are spent: one whose holder died during its last attempt is given up', async () => {
      const store = sqlLeadStore(db, { outbox: true });
      const { id } = await store.create(storedLead(1));
      // Two holders died mid-attempt, one after the other; the limit is two attempts.
      for (let held = 0; held < 2; held++) {
        expect(await sqlLeadOutbox(db).claim(crypto.randomUUID(), 1, 60_000, 2)).toHaveLength(1);
        await db.exec(`UPDATE lead_outbox SET lease_until = now() - interval '1 second'`);
      }
      expect(await sqlLeadOutbox(db).claim(crypto.randomUUID(), 1, 60_000, 2)).toEqual([]);
      const { logger } = start(webhookConfig(receiver.url, { maxAttempts: 2 }));
      await drain();
      expect(receiver.requests).toEqual([]);
      expect(await outboxRows()).toMatchObject([{ attempts: 2, delivered_at: null, last_error: 'attempts spent', lease_token: null }]);
      expect(logger.entries()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'lead notification given up: attempts spent (the lead stays stored)', lead: id, attempt: 2 }));
    });

    it('stop() cuts a hanging attempt short and leaves the row pending, untried, for the next start', async () => {
      receiver.script(['hang'], 200);
      const { dispatcher } = start(webhookConfig(receiver.url, { timeoutMs: 30_000 }), memoryLogger(), { ...fastOptions, stopGraceMs: 150 });
      await sqlLeadStore(db, { outbox: true, onQueued: () => dispatcher.wake() }).create(storedLead(1));
      await waitFor('the hanging attempt', () => receiver.requests.length === 1);
      const began = Date.now();
      await dispatcher.stop();
      expect(Date.now() - began).toBeLessThan(2000);
      expect(await outboxRows()).toMatchObject([{ attempts: 0, delivered_at: null, lease_token: null }]);

      start(webhookConfig(receiver.url));
      await waitFor('the delivery after the restart', () => receiver.accepted().length === 1);
      expect(receiver.accepted()[0]?.headers['x-delivery-attempt']).toBe('1');
    });
  });
}

let pgliteDir: { dir: string; remove: () => void };
webhookSuite('PGlite', async () => {
  pgliteDir = pgliteDataDir('webhook');
  return { open: () => openPgliteClient(pgliteDir.dir), teardown: async () => pgliteDir.remove() };
});

webhookSuite('PostgreSQL', async () => {
  const schema = await postgresSchema();
  return { open: async () => openPgClient(schema.url, silentLogger), teardown: schema.drop };
});

describe('new-lead notifications with several API instances on one PostgreSQL database', () => {
  it('share the queue without sending any lead twice', async () => {
    const schema = await postgresSchema();
    const receiver = await startWebhookReceiver();
    const clients = [openPgClient(schema.url, silentLogger), openPgClient(schema.url, silentLogger), openPgClient(schema.url, silentLogger)];
    const dispatchers: LeadWebhookDispatcher[] = [];
    try {
      const [writer, ...instances] = clients as [SqlClient, SqlClient, SqlClient];
      await migrate(writer, migrationsDir, silentLogger);
      const store = sqlLeadStore(writer, { outbox: true });
      const count = 60;
      await Promise.all(Array.from({ length: count }, (_, n) => store.create(storedLead(n))));
      const loggers = instances.map(() => memoryLogger());
      for (const [i, client] of instances.entries()) {
        dispatchers.push(startLeadWebhookDispatcher(sqlLeadOutbox(client), webhookConfig(receiver.url), loggers[i]!, { ...fastOptions, batchSize: 4 }));
      }
      // Drained: every row delivered and no lease held; stopped: no attempt in flight. Then count.
      await waitFor('the outbox drained', async () => drained(await writer.query<OutboxRow>('SELECT * FROM lead_outbox')), 20_000);
      await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
      const keys = receiver.requests.map((r) => r.headers['idempotency-key']);
      expect(keys).toHaveLength(count);
      expect(new Set(keys).size).toBe(count);
      const deliveredBy = loggers.map((l) => l.entries().filter((e) => e.msg === 'lead notification delivered').length);
      expect(deliveredBy.reduce((a, b) => a + b, 0)).toBe(count);
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await Promise.all(clients.map((c) => c.close()));
      await receiver.close();
      await schema.drop();
    }
  });
});

describe('lead webhook settings', () => {
  it('backs off exponentially with jitter, up to the cap', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffMs(30, 1000, 60_000, () => 0)).toBe(30_000);
  });

  it('reads LEAD_WEBHOOK_* from the environment, with defaults, and refuses bad values', () => {
    expect(loadConfig({}).leadWebhook).toBeUndefined();
    expect(loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example/hooks/leads' }).leadWebhook).toEqual({
      url: 'https://crm.example/hooks/leads',
      ...leadWebhookDefaults,
      secret: undefined,
    });
    expect(
      loadConfig({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/x', LEAD_WEBHOOK_MAX_ATTEMPTS: '3', LEAD_WEBHOOK_TIMEOUT_MS: '2500', LEAD_WEBHOOK_SECRET: 's' }).leadWebhook,
    ).toMatchObject({ maxAttempts: 3, timeoutMs: 2500, secret: 's' });
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'ftp://crm.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example', LEAD_WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(/LEAD_WEBHOOK_MAX_ATTEMPTS/);
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example', LEAD_WEBHOOK_BACKOFF_MS: '5000', LEAD_WEBHOOK_BACKOFF_MAX_MS: '10' })).toThrow(
      /BACKOFF_MAX_MS/,
    );
  });
});
