import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { openPgClient } from '../src/storage/pg-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';
import { NO_WEB_DIST, tempDir } from './helpers.js';
import { postgresSchema, type PostgresSchema } from './postgres.js';
import { officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver.js';

/**
 * Three compiled server processes on one PostgreSQL behind a round-robin proxy behave as one:
 * every lead stored once and delivered once, one rate limit for all of them, and an instance
 * killed with SIGKILL mid-load loses no lead it acknowledged; the agents take leads in turn whichever
 * instance a lead reaches (issue 47); and one of them copies the agency's listings from the MLS for all
 * three (decision 0036).
 */

const RATE_LIMIT_MAX = 20;

const mailDir = tempDir('instances');
let schema: PostgresSchema;
let db: SqlClient;
let receiver: WebhookReceiver;
let mls: ResoServer;
const instances: BuiltServer[] = [];
let proxy: RoundRobinProxy;

function startInstance(databaseUrl: string, webhookUrl: string): Promise<BuiltServer> {
  return startBuiltServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // The lead e-mails land as .eml files here (no SMTP_URL): one folder, written by every instance.
    DATA_DIR: mailDir.dir,
    WEB_DIST: NO_WEB_DIST,
    WEB_SSR_DIST: NO_WEB_DIST,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_MS: '600000',
    LEAD_WEBHOOK_URL: webhookUrl,
    // A healthy receiver: an answer cut off by a short timeout on a busy machine is sent again (at
    // least once, by design, under the same Idempotency-Key), which is not what this file tests.
    LEAD_WEBHOOK_TIMEOUT_MS: '10000',
    LEAD_WEBHOOK_BACKOFF_MS: '50',
    LEAD_WEBHOOK_BACKOFF_MAX_MS: '200',
    ...resoClientEnv(mls),
    RESO_OFFICE_ID: 'PCR01',
  });
}

beforeAll(async () => {
  schema = await postgresSchema();
  db = openPgClient(schema.url, silentLogger);
  receiver = await startWebhookReceiver();
  // The agency's two homes at the MLS (and another office's, which the copy leaves out).
  mls = await startResoServer({
    ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 10,
    records: [officeListing('IR26600001'), officeListing('IR26600002', { ListPrice: 1_325_000 }), officeListing('IR26600003', { ListOfficeMlsId: 'OTHER9' })],
  });
  // One first, so the migrations are in place before three start at once (they would wait on each other's lock anyway).
  instances.push(await startInstance(schema.url, receiver.url));
  instances.push(...(await Promise.all([startInstance(schema.url, receiver.url), startInstance(schema.url, receiver.url)])));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.baseUrl));
}, 120_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await proxy?.close();
  await receiver?.close();
  await mls?.close();
  await db?.close();
  await schema?.drop();
  mailDir.remove();
});

/** Sends `count` leads through the proxy, `concurrency` at a time, each from its own client address. */
async function sendLeads(count: number, prefix: string, concurrency: number, afterEach?: (acked: number) => void) {
  const acknowledged = new Map<string, string>();
  const refused: number[] = [];
  let nextIndex = 0;
  const worker = async () => {
    for (;;) {
      const i = nextIndex++;
      if (i >= count) return;
      const email = `${prefix}-${i}@example.com`;
      const res = await fetch(`${proxy.url}/api/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ name: 'Many Instances', email, interest: 'Market updates' }),
      }).catch(() => undefined);
      if (res?.status === 201) {
        acknowledged.set(email, ((await res.json()) as { id: string }).id);
        afterEach?.(acknowledged.size);
      } else {
        refused.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { acknowledged, refused };
}

async function storedIds(prefix: string): Promise<Map<string, string[]>> {
  const rows = await db.query<{ id: string; email: string }>(`SELECT id, email FROM leads WHERE email LIKE $1`, [`${prefix}-%`]);
  const byEmail = new Map<string, string[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
  return byEmail;
}

const pendingOutbox = async () => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM lead_outbox WHERE delivered_at IS NULL AND failed_at IS NULL`))[0]?.n);
const deliveredKeys = () => receiver.accepted().map((request) => String(request.headers['idempotency-key']));

describe('three instances on one PostgreSQL', () => {
  it("the agency's homes: one instance copied them from the MLS, and all three serve that copy", async () => {
    // Each instance looked at start; the first took the turn, the others found a pass made moments ago.
    const passes = mls.requests.filter((request) => request.query.get('$orderby') === 'ModificationTimestamp asc,ListingKey asc');
    expect(passes).toHaveLength(1);
    for (const instance of instances) {
      const homes = (await (await fetch(`${instance.baseUrl}/api/properties`)).json()) as { id: string }[];
      expect(homes.map((h) => h.id).sort(), instance.baseUrl).toEqual(['IR26600001', 'IR26600002']);
    }
  });

  it('1,000 leads spread over them are each stored once and delivered once', async () => {
    const { acknowledged, refused } = await sendLeads(1000, 'spread', 24);
    expect(refused, proxy.errors.join('\n')).toEqual([]);
    expect(acknowledged.size).toBe(1000);
    expect(Math.min(...proxy.counts)).toBeGreaterThanOrEqual(333);
    const stored = await storedIds('spread');
    expect(stored.size).toBe(1000);
    for (const [email, id] of acknowledged) expect(stored.get(email)).toEqual([id]);

    // Delivered once: wait until the queue is drained, then no key came twice.
    await waitFor('the outbox to drain', async () => (await pendingOutbox()) === 0, 60_000);
    const keys = deliveredKeys();
    expect(new Set(keys).size).toBe(keys.length);
    const leadIds = new Set(receiver.accepted().map((request) => (JSON.parse(request.body) as { lead: { id: string } }).lead.id));
    for (const id of acknowledged.values()) expect(leadIds.has(id)).toBe(true);
    expect(keys.length).toBe(1000);
  }, 120_000);

  it('the rate limit holds across instances: 20 attempts per client, whichever instance they reach', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await fetch(`${proxy.url}/api/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
        body: JSON.stringify({ name: 'One Client', email: `limited-${i}@example.com`, interest: 'Market updates' }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('general leads take the six agents in turn across the instances: none twice in a row, none skipped, one each at once', async () => {
    /** Which instance wrote the access-log line of the request with this X-Request-Id, with its status. */
    const servedBy = (requestId: string) =>
      instances.flatMap((instance, index) =>
        instance
          .output()
          .split('\n')
          .filter((line) => line.includes(`"${requestId}"`))
          .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; path?: string; status?: number })
          .filter((entry) => entry.msg === 'request' && entry.requestId === requestId && entry.path === '/api/contact')
          .map((entry) => ({ index, status: entry.status })),
      );
    /** A contact lead from the English contact page, no home: only the turns of all who take leads ('all') apply. */
    const post = async (name: string, i: number) => {
      const res = await fetch(`${proxy.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}`, 'x-request-id': `rotation-${name}` },
        body: JSON.stringify({ name: 'Ana Ruiz', email: `rotation-${name}@example.com`, phone: '(949) 555-0100', page: '/contact' }),
      });
      expect(res.status, `${name}: ${proxy.errors.join('\n')}`).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const assignedInOrder = async (prefix: string) =>
      (
        await db.query<{ id: string; agent: string | null }>(
          `SELECT id, assigned_agent->>'slug' AS agent FROM leads WHERE email LIKE $1 ORDER BY created_at, id`,
          [`rotation-${prefix}%`],
        )
      ).map((row) => [row.id, row.agent] as const);
    // Nothing in this file took a turn before: the count starts at the first agent.
    expect(await db.query(`SELECT turns FROM lead_rotation WHERE pool = 'all'`)).toEqual([]);

    // Two full turns, one lead after another; the proxy sends each to the next instance.
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await post(`seq${String(i).padStart(2, '0')}`, i));
    const stored = await assignedInOrder('seq');
    expect(stored.map(([id]) => id)).toEqual(ids);
    const sequence = stored.map(([, agent]) => agent);
    expect(sequence).toEqual([
      'daniel-okafor',
      'sofia-alvarez',
      'kenji-watanabe',
      'marcus-bell',
      'hannah-nguyen',
      'luis-castillo',
      'daniel-okafor',
      'sofia-alvarez',
      'kenji-watanabe',
      'marcus-bell',
      'hannah-nguyen',
      'luis-castillo',
    ]);
    for (let i = 1; i < sequence.length; i++) expect(sequence[i], `lead ${i + 1}`).not.toBe(sequence[i - 1]);
    for (let i = 0; i + 6 <= sequence.length; i++) expect(new Set(sequence.slice(i, i + 6)).size, `leads ${i + 1}–${i + 6}`).toBe(6);
    // Served by the processes in turn, as each one's own access log says: consecutive leads by different ones.
    const seqIds = ids.map((_, i) => `rotation-seq${String(i + 1).padStart(2, '0')}`);
    await waitFor('the access-log lines of the 12 leads', () => seqIds.every((id) => servedBy(id).length > 0));
    const servers = seqIds.map(servedBy);
    for (const served of servers) expect(served).toEqual([{ index: expect.any(Number), status: 201 }]);
    const serverOf = servers.map((served) => served[0]!.index);
    for (let i = 1; i < serverOf.length; i++) expect(serverOf[i], `lead ${i + 1}`).not.toBe(serverOf[i - 1]);
    expect(new Set(serverOf)).toEqual(new Set([0, 1, 2]));

    // Six at once, spread over the three: the rotation's row lock hands out one turn at a time, each agent one.
    const atOnce = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => post(`many${i}`, 100 + i)));
    const concurrent = await assignedInOrder('many');
    expect(concurrent.map(([id]) => id).sort()).toEqual([...atOnce].sort());
    expect(concurrent.map(([, agent]) => agent).sort()).toEqual(
      ['daniel-okafor', 'sofia-alvarez', 'kenji-watanabe', 'marcus-bell', 'hannah-nguyen', 'luis-castillo'].sort(),
    );
    const manyIds = [1, 2, 3, 4, 5, 6].map((i) => `rotation-many${i}`);
    await waitFor('the access-log lines of the 6 leads', () => manyIds.every((id) => servedBy(id).length > 0));
    const concurrentServers = manyIds.map((id) => servedBy(id)[0]?.index);
    expect(new Set(concurrentServers).size).toBeGreaterThanOrEqual(2);

    // And the count goes on from there: the next lead is the first agent's again.
    await post('next', 200);
    expect((await assignedInOrder('next')).map(([, agent]) => agent)).toEqual(['daniel-okafor']);
    expect(await db.query(`SELECT pool, turns::int AS turns FROM lead_rotation`)).toEqual([{ pool: 'all', turns: 19 }]);
  });

  it('an instance killed with SIGKILL mid-load loses no lead it acknowledged', async () => {
    const victim = instances[1]!;
    let killed = false;
    const { acknowledged, refused } = await sendLeads(300, 'killed', 12, (acked) => {
      if (!killed && acked >= 60) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    });
    expect(killed).toBe(true);
    // Requests routed to the dead instance answer 502 from the proxy: not acknowledged, nothing promised.
    expect(refused.every((status) => status === 502 || status === 0)).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(100);
    const stored = await storedIds('killed');
    for (const [email, id] of acknowledged) expect(stored.get(email), email).toEqual([id]);
    // What the dead instance had claimed is delivered by the others once its lease runs out.
    await waitFor('the outbox to drain after the kill', async () => (await pendingOutbox()) === 0, 60_000);
    const delivered = new Set(receiver.accepted().map((request) => (JSON.parse(request.body) as { lead: { id: string } }).lead.id));
    for (const id of acknowledged.values()) expect(delivered.has(id)).toBe(true);
  }, 120_000);
});
