/**
 * npm run bench:alerts -- [--alerts 10000] [--listings 500] [--rounds 3] [--refresh-ms 20000] [--label text] [--no-postgres]
 *
 * Saved-search alerts (issue 31, decision 0038), two numbers:
 * 1. Matching: with `--alerts` confirmed search alerts and `--listings` changed listings in the MLS
 *    copy, the time of one run of queueDueAlerts (lock the due alerts, read the events, match,
 *    queue the e-mails), on PGlite and on a throwaway PostgreSQL, against a baseline in the same
 *    run: the bare write of what that run wrote (the same outbox and alert_sends rows, one
 *    statement each, no reading and no matching).
 * 2. Latency: the compiled server (`npm start`'s, PGlite) with RESO_REFRESH_MS `--refresh-ms`, the
 *    test RESO and SMTP servers: from a price cut at the MLS to the alert e-mail accepted by the
 *    SMTP server, and the part of it after the server's next pass asked the MLS. Target: within one
 *    refresh period plus one minute.
 * Medians go into docs/performance.md with the date and the machine. Needs `npm run build`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agents, neighborhoods } from '@pcr/content';
import { citySlug } from '@pcr/contracts';
import { ALERTS_PER_BATCH, queueDueAlertBatch, recentEvents } from '../apps/api/src/alerts/alert-matching.js';
import { loadConfig, migrationsDir } from '../apps/api/src/config.js';
import { silentLogger } from '../apps/api/src/logger.js';
import { alertListingOf } from '../apps/api/src/mls/mls-own-listings.js';
import { migrate } from '../apps/api/src/storage/migrate.js';
import { openPgClient } from '../apps/api/src/storage/pg-client.js';
import { openPgliteClient } from '../apps/api/src/storage/pglite-client.js';
import type { SqlClient } from '../apps/api/src/storage/sql-client.js';
import { startTestPostgres } from '../apps/api/test/postgres-server.js';
import { officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT } from '../apps/api/test/reso-server.js';
import { startSmtpReceiver } from '../apps/api/test/smtp-receiver.js';
import { startBuiltServer } from './lib/built-server.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const alertCount = Number(option('alerts') ?? 10_000);
const listingCount = Number(option('listings') ?? 500);
const rounds = Number(option('rounds') ?? 3);
const refreshMs = Number(option('refresh-ms') ?? 20_000);
const label = option('label') ?? 'current';
const withPostgres = !args.includes('--no-postgres');

/** A throwaway folder for an embedded database. */
function tempDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pcr-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const format = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** A deterministic spread of homes and searches over the site's neighborhoods, prices and sizes. */
function* sequence(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

const SITE_AREAS = neighborhoods.map((n) => ({ name: n.name, slug: n.slug, city: citySlug(n.city) }));

function listingRecords(): Record<string, unknown>[] {
  const random = sequence(7);
  const next = () => random.next().value as number;
  return Array.from({ length: listingCount }, (_, i) => {
    const area = SITE_AREAS[Math.floor(next() * SITE_AREAS.length)]!;
    return officeListing(`BN${String(i).padStart(8, '0')}`, {
      City: area.name,
      ListPrice: 500_000 + Math.floor(next() * 40) * 50_000,
      BedroomsTotal: 1 + Math.floor(next() * 5),
      BathroomsTotalInteger: 1 + Math.floor(next() * 4),
    });
  });
}

function searches(): Record<string, string | number>[] {
  const random = sequence(11);
  const next = () => random.next().value as number;
  return Array.from({ length: alertCount }, () => {
    const area = SITE_AREAS[Math.floor(next() * SITE_AREAS.length)]!;
    const search: Record<string, string | number> = next() < 0.5 ? { city: area.city } : { neighborhood: area.slug };
    if (next() < 0.6) search.minBeds = 1 + Math.floor(next() * 4);
    if (next() < 0.5) search.maxPrice = 800_000 + Math.floor(next() * 20) * 100_000;
    return search;
  });
}

/** The copy after a pass that found `listingCount` new listings, and `alertCount` confirmed search alerts (before the listings). */
async function seed(db: SqlClient, records: Record<string, unknown>[], alerts: Record<string, string | number>[]) {
  await db.query('TRUNCATE leads, listing_events, mls_listings CASCADE');
  await db.query(
    `INSERT INTO leads (id, kind, name, email, language, created_at, confirmed_at)
     SELECT x.id, 'alert', '', x.email, 'en', now() - interval '1 hour', now() - interval '1 hour' FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, email text)`,
    [JSON.stringify(alerts.map((_, i) => ({ id: randomUUID(), email: `buyer${i}@example.test` })))],
  );
  await db.query(
    `INSERT INTO lead_alerts (lead_id, search, frequency)
     SELECT l.id, (x.search)::jsonb, 'instant' FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM leads) l
     JOIN jsonb_to_recordset($1::jsonb) AS x(n bigint, search jsonb) ON x.n = l.n`,
    [JSON.stringify(alerts.map((search, i) => ({ n: i + 1, search })))],
  );
  await db.query(
    `INSERT INTO mls_listings (listing_key, record, standard_status, list_price, modified_at)
     SELECT x.record->>'ListingKey', x.record, 'Active', (x.record->>'ListPrice')::numeric, now() FROM jsonb_to_recordset($1::jsonb) AS x(record jsonb)`,
    [JSON.stringify(records.map((record) => ({ record })))],
  );
  await db.query(`INSERT INTO listing_events (listing_key, kind, price, modified_at) SELECT listing_key, 'new', list_price, modified_at FROM mls_listings`);
}

interface MatchingResult {
  matchMs: number;
  /** The longest transaction of the run: what holds the embedded database's one connection. */
  longestBatchMs: number;
  baselineMs: number;
  emails: number;
  events: number;
}

async function benchMatching(db: SqlClient): Promise<MatchingResult> {
  await migrate(db, migrationsDir, silentLogger);
  const reso = loadConfig({ RESO_URL: 'https://mls.example/odata', RESO_TOKEN_URL: 'https://mls.example/token', RESO_CLIENT_ID: 'bench', RESO_CLIENT_SECRET: 'bench', RESO_OFFICE_ID: 'PCR01', RESO_MEDIA_ORIGINS: 'https://photos.mls.test' }).reso!;
  const listingOf = alertListingOf(reso, { neighborhoods, agents });
  const source = { neighborhoods, propertyOf: (record: Record<string, unknown>) => listingOf(record) };
  const records = listingRecords();
  const alerts = searches();
  const runs: MatchingResult[] = [];
  for (let round = 0; round < rounds; round++) {
    await seed(db, records, alerts);
    // The runner's loop (queueDueAlerts), batch by batch, timing each transaction.
    const queued = { emails: 0, events: 0 };
    let longestBatchMs = 0;
    let after: string | undefined;
    const started = performance.now();
    const events = await recentEvents(db, source);
    for (;;) {
      const batchStarted = performance.now();
      const batch = await queueDueAlertBatch(db, source, { limit: ALERTS_PER_BATCH, events, ...(after ? { after } : {}) });
      longestBatchMs = Math.max(longestBatchMs, performance.now() - batchStarted);
      queued.emails += batch.emails;
      queued.events += batch.events;
      if (batch.alerts < ALERTS_PER_BATCH || !batch.last) break;
      after = batch.last;
    }
    const matchMs = performance.now() - started;
    // The baseline: write the very rows that run wrote, again, with nothing to read or match.
    const outbox = await db.query<{ id: string; lead_id: string; recipient: string }>(`SELECT id, lead_id, recipient FROM lead_mail_outbox WHERE message_kind = 'alert_digest'`);
    const sends = await db.query<{ lead_id: string; listing_event_id: string; outbox_id: string }>('SELECT lead_id, listing_event_id, outbox_id FROM alert_sends');
    await db.query('DELETE FROM alert_sends');
    await db.query(`DELETE FROM lead_mail_outbox WHERE message_kind = 'alert_digest'`);
    const baselineStarted = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient)
         SELECT x.id, x.lead_id, 'alert_digest', x.recipient FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, lead_id uuid, recipient text)`,
        [JSON.stringify(outbox)],
      );
      await tx.query(
        `INSERT INTO alert_sends (lead_id, listing_event_id, outbox_id)
         SELECT x.lead_id, x.listing_event_id, x.outbox_id FROM jsonb_to_recordset($1::jsonb) AS x(lead_id uuid, listing_event_id bigint, outbox_id uuid)`,
        [JSON.stringify(sends)],
      );
    });
    runs.push({ matchMs, longestBatchMs, baselineMs: performance.now() - baselineStarted, ...queued });
  }
  return {
    matchMs: median(runs.map((run) => run.matchMs)),
    longestBatchMs: median(runs.map((run) => run.longestBatchMs)),
    baselineMs: median(runs.map((run) => run.baselineMs)),
    emails: runs[0]!.emails,
    events: runs[0]!.events,
  };
}

interface LatencyResult {
  totalMs: number[];
  afterPassMs: number[];
}

/** The compiled server, RESO and SMTP: `rounds` price cuts, each followed by one home's alert. */
async function benchLatency(): Promise<LatencyResult> {
  const records = Array.from({ length: rounds }, (_, i) => officeListing(`LT${String(i).padStart(8, '0')}`, { ListPrice: 1_000_000 }));
  const mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 50, records });
  const smtp = await startSmtpReceiver();
  const data = tempDataDir('bench-alerts');
  const site = 'https://www.pacificcrest.test';
  const server = await startBuiltServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'info',
    SITE_URL: site,
    SMTP_URL: smtp.url,
    ...resoClientEnv(mls),
    RESO_OFFICE_ID: 'PCR01',
    RESO_REFRESH_MS: String(refreshMs),
  });
  const until = async (check: () => boolean, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const result: LatencyResult = { totalMs: [], afterPassMs: [] };
  try {
    // One confirmed alert per home, so each price cut is one alert's first e-mail (no 15-minute batch in the way).
    for (const [i, record] of records.entries()) {
      const email = `latency${i}@example.test`;
      const res = await fetch(`${server.baseUrl}/api/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, consent: true, propertyId: record.ListingKey }),
      });
      if (res.status !== 201) throw new Error(`POST /api/alerts answered ${res.status}`);
      await until(() => smtp.accepted.some((mail) => mail.envelopeTo.includes(email)), 'confirmation e-mail', 30_000);
      const text = smtp.accepted.find((mail) => mail.envelopeTo.includes(email))!.mail.text ?? '';
      const link = /https:\/\/www\.pacificcrest\.test\/subscribe\/confirm\?[^\s>\]]+/.exec(text)![0].replace(`${site}/subscribe/confirm`, `${server.baseUrl}/api/subscribe/confirm`);
      const confirmed = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      if (confirmed.status !== 200) throw new Error(`confirming answered ${confirmed.status}`);
    }
    for (const [i, record] of records.entries()) {
      const email = `latency${i}@example.test`;
      const before = smtp.accepted.length;
      const passesBefore = mls.requests.length;
      const changedAt = Date.now();
      record.ListPrice = 950_000;
      record.ModificationTimestamp = new Date(Date.parse('2026-11-21T00:00:00Z') + i * 60_000).toISOString();
      let passAt = 0;
      await until(() => {
        if (!passAt && mls.requests.slice(passesBefore).some((request) => request.path === '/odata/Property')) passAt = Date.now();
        return smtp.accepted.slice(before).some((mail) => mail.envelopeTo.includes(email));
      }, 'alert e-mail', refreshMs + 120_000);
      const mailedAt = Date.now();
      result.totalMs.push(mailedAt - changedAt);
      result.afterPassMs.push(mailedAt - (passAt || changedAt));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp.close();
    await mls.close();
    data.remove();
  }
  return result;
}

async function main() {
  const pgliteData = tempDataDir('bench-alerts-match');
  const pglite = await openPgliteClient(pgliteData.dir);
  const matching: [string, MatchingResult][] = [];
  try {
    matching.push(['PGlite (embedded)', await benchMatching(pglite)]);
  } finally {
    await pglite.close();
    pgliteData.remove();
  }
  if (withPostgres) {
    const postgres = await startTestPostgres();
    const db = openPgClient(postgres.url, silentLogger);
    try {
      matching.push(['PostgreSQL', await benchMatching(db)]);
    } finally {
      await db.close();
      postgres.stop();
    }
  }
  console.error('matching done; measuring the latency');
  const latency = await benchLatency();
  const targetMs = refreshMs + 60_000;

  const lines = [
    `${format(alertCount)} confirmed search alerts (city or neighborhood, some with minimum beds and maximum price) and ${format(listingCount)} new listings in the copy; one run of the matching, median of ${rounds}. Baseline in the same run: writing the same outbox and alert_sends rows with nothing to read or match. Machine: ${machineDescription()}.`,
    '',
    `| database | match and queue (all batches of ${ALERTS_PER_BATCH}) | longest batch (one transaction) | baseline: the bare write | e-mails queued | homes and events reported |`,
    '|---|---|---|---|---|---|',
    ...matching.map(([name, r]) => `| ${name} | ${format(r.matchMs)} ms | ${format(r.longestBatchMs)} ms | ${format(r.baselineMs)} ms | ${format(r.emails)} | ${format(r.events)} |`),
    '',
    `The compiled server on PGlite, RESO_REFRESH_MS ${format(refreshMs)}: a price cut at the test RESO server to the alert e-mail accepted by the test SMTP server, ${rounds} times (target: within one refresh period plus one minute, ${format(targetMs)} ms).`,
    '',
    '| | median | max | target |',
    '|---|---|---|---|',
    `| change at the MLS → e-mail accepted | ${format(median(latency.totalMs))} ms | ${format(Math.max(...latency.totalMs))} ms | ≤ ${format(targetMs)} ms |`,
    `| the server's next pass → e-mail accepted | ${format(median(latency.afterPassMs))} ms | ${format(Math.max(...latency.afterPassMs))} ms | |`,
  ];
  const table = writePerformanceTable({
    heading: '## Alerts (`npm run bench:alerts`)',
    targets:
      'Targets (issue 31): with 10,000 confirmed searches and 500 changed listings, the time to match and queue the alerts; a change at the MLS reaches an instant subscriber within one refresh period plus one minute.',
    kind: 'Alerts',
    label,
    lines,
  });
  console.log(table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
