/**
 * Durability check of lead storage: npx tsx scripts/crash-test.ts [--count 1000] [--concurrency 100]
 *   [--database-url postgresql://...] [--no-webhook] [--keep]
 *
 * Starts the real API server (apps/api/src/main.ts) on a fresh PGlite folder (or on DATABASE_URL),
 * submits `count` leads concurrently, kills the server with SIGKILL at a random moment (after a random
 * number of 201 answers, between 10 % and 90 % of them), restarts it on the same data, submits a few
 * more, stops it gracefully and then reads the database directly. It passes when every lead that got
 * a 201 is stored exactly once under the id it was given, and (with the webhook, on by default) every
 * stored lead has exactly one outbox row and every acknowledged lead reached the local receiver.
 * A lead whose request was cut by the kill may or may not be stored: both are fine, it is reported.
 *
 * Prints progress on stderr and the result as one JSON line on stdout; exits 1 when a check fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { silentLogger } from '../apps/api/src/logger.js';
import { openSqlClient } from '../apps/api/src/storage/open.js';
import { startBuiltServer, type BuiltServer } from './lib/built-server.js';

export interface CrashTestOptions {
  count: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** PostgreSQL; without it PGlite in `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR for PGlite (it is removed at the end unless `keep`); default: a new folder in the OS temp dir. */
  dataDir?: string;
  /** Also deliver every lead to a local receiver (LEAD_WEBHOOK_URL) and check the outbox. */
  webhook: boolean;
  /** Keep the PGlite folder (its path is in the result). */
  keep?: boolean;
  /** Leads submitted after the restart. */
  afterRestart?: number;
  log?: (line: string) => void;
  random?: () => number;
}

export interface CrashTestResult {
  ok: boolean;
  failures: string[];
  driver: 'pglite' | 'pg';
  dataDir?: string;
  count: number;
  /** The kill came `killDelayMs` after this many 201 answers. */
  killAfter: number;
  killDelayMs: number;
  /** Requests started before the kill. */
  sent: number;
  /** 201 answers before the kill. */
  created: number;
  /** Requests cut by the kill (no answer). */
  cut: number;
  /** Answers other than 201 before the kill (none expected). */
  otherStatus: number;
  notSent: number;
  /** Leads of this run in the database after the restart. */
  stored: number;
  /** Cut requests whose lead was committed anyway (the answer was lost, not the lead). */
  storedWithoutAnswer: number;
  /** 201 answered but not stored: must be 0. */
  missing: number;
  /** Stored more than once: must be 0. */
  duplicates: number;
  /** Stored under another id than the one answered: must be 0. */
  idMismatches: number;
  afterRestart: { sent: number; created: number };
  /** From the restart's spawn to its 'listening' line. */
  restartMs: number;
  /** Exit code of the restarted server after SIGTERM: must be 0. */
  gracefulExitCode: number | null;
  webhook?: {
    /** Stored leads without exactly one outbox row: must be 0. */
    outboxMismatches: number;
    /** Distinct leads the receiver got. */
    delivered: number;
    /** 201-answered leads the receiver never got: must be 0. */
    undelivered: number;
    /** Notifications for leads that are not stored: must be 0. */
    phantom: number;
    /** Deliveries of a lead already delivered (its attempt was cut by the kill): allowed, at least once. */
    redeliveries: number;
    /** Outbox rows still pending when the server was stopped (delivered at the next start). */
    pendingAtStop: number;
  };
  ms: number;
}

interface Submission {
  email: string;
  body: Record<string, string>;
  pathname: string;
  outcome: 'not-sent' | 'created' | 'cut' | 'other';
  id?: string;
  status?: number;
}

function leadFor(run: string, n: number, phase: string): Pick<Submission, 'email' | 'body' | 'pathname'> {
  const email = `crash-${run}-${phase}${n}@example.com`;
  const name = `Crash "Test", Lead ${n}`;
  switch (n % 3) {
    case 0:
      return { email, pathname: '/api/contact', body: { name, email, phone: '(949) 555-0100', address: `${n} Ocean Blvd` } };
    case 1:
      return {
        email,
        pathname: '/api/contact',
        body: { name, email, phone: '(949) 555-0101', message: `Durability lead ${n}`, propertyInterest: 'Buying', howDidYouHear: 'Other' },
      };
    default:
      return { email, pathname: '/api/subscribe', body: { name, email, interest: 'Market updates' } };
  }
}

/** A receiver on 127.0.0.1 that accepts every notification and notes which lead it was. */
async function startReceiver() {
  const deliveries: { key: string; email: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      try {
        const parsed = JSON.parse(body) as { lead?: { email?: string } };
        deliveries.push({ key: String(req.headers['idempotency-key']), email: String(parsed.lead?.email) });
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function post(baseUrl: string, submission: Submission): Promise<void> {
  try {
    const res = await fetch(baseUrl + submission.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission.body),
    });
    submission.status = res.status;
    const body = (await res.json()) as { id?: string };
    if (res.status === 201 && body.id) {
      submission.outcome = 'created';
      submission.id = body.id;
    } else {
      submission.outcome = 'other';
    }
  } catch {
    // Connection reset or refused: the server died with the request in flight.
    submission.outcome = 'cut';
  }
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const random = options.random ?? Math.random;
  const run = randomBytes(4).toString('hex');
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-crash-test-')));
  const receiver = options.webhook ? await startReceiver() : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST: path.join(os.tmpdir(), 'pcr-crash-test-no-web-dist'),
    SHUTDOWN_TIMEOUT_MS: '20000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    ...(receiver ? { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_TIMEOUT_MS: '1000', LEAD_WEBHOOK_BACKOFF_MS: '100', LEAD_WEBHOOK_BACKOFF_MAX_MS: '1000' } : { LEAD_WEBHOOK_URL: '' }),
  };
  const servers: BuiltServer[] = [];
  try {
    const submissions: Submission[] = Array.from({ length: options.count }, (_, n) => ({ ...leadFor(run, n, ''), outcome: 'not-sent' }));
    const killAfter = Math.max(1, Math.min(options.count - 1, Math.floor(options.count * (0.1 + 0.8 * random()))));
    // After the chosen 201, a random 0-15 ms more, so the kill lands anywhere in the work of the requests in flight.
    const killDelayMs = Math.floor(random() * 16);
    log(`crash test ${run}: ${options.count} leads, ${options.concurrency} at a time, ${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}; SIGKILL ${killDelayMs} ms after 201 answer no. ${killAfter}`);

    const first = await startBuiltServer(env);
    servers.push(first);
    let created = 0;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (!killed && next < submissions.length) {
        const submission = submissions[next++]!;
        await post(first.baseUrl, submission);
        if (submission.outcome === 'created' && ++created === killAfter) {
          setTimeout(() => {
            killed = true;
            first.child.kill('SIGKILL');
          }, killDelayMs);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, worker));
    await first.exited;
    const count = (outcome: Submission['outcome']) => submissions.filter((s) => s.outcome === outcome).length;
    log(`killed: ${count('created')} answered 201, ${count('cut')} cut, ${count('not-sent')} not sent`);

    const restartBegan = Date.now();
    const second = await startBuiltServer(env);
    servers.push(second);
    const restartMs = Date.now() - restartBegan;
    const later: Submission[] = Array.from({ length: options.afterRestart ?? 20 }, (_, n) => ({ ...leadFor(run, n, 'after-'), outcome: 'not-sent' }));
    await Promise.all(later.map((s) => post(second.baseUrl, s)));
    const acknowledged = [...submissions, ...later].filter((s) => s.outcome === 'created');

    if (receiver) {
      // Rows claimed by the killed process wait for their lease (2 × 1 s + 2 s) before they are sent again.
      const deadline = Date.now() + 60_000;
      const missingDelivery = () => {
        const got = new Set(receiver.deliveries.map((d) => d.email));
        return acknowledged.filter((s) => !got.has(s.email)).length;
      };
      while (missingDelivery() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    second.child.kill('SIGTERM');
    const gracefulExitCode = await second.exited;

    // The database itself, with the server stopped (a PGlite folder is open in one process at a time).
    const db = await openSqlClient({ databaseUrl: options.databaseUrl, dataDir: dataDir ?? '' }, silentLogger);
    let rows: { id: string; email: string; outbox_rows: number; delivered: boolean }[];
    try {
      rows = await db.query(
        `SELECT l.id, l.email,
           (SELECT count(*)::int FROM lead_outbox o WHERE o.lead_id = l.id) AS outbox_rows,
           EXISTS (SELECT 1 FROM lead_outbox o WHERE o.lead_id = l.id AND o.delivered_at IS NOT NULL) AS delivered
         FROM leads l WHERE l.email LIKE $1`,
        [`crash-${run}-%`],
      );
    } finally {
      await db.close();
    }

    const byEmail = new Map<string, typeof rows>();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    const duplicates = [...byEmail.values()].filter((list) => list.length > 1).length;
    const missing = acknowledged.filter((s) => !byEmail.has(s.email));
    const idMismatches = acknowledged.filter((s) => {
      const stored = byEmail.get(s.email);
      return stored !== undefined && !stored.some((row) => row.id === s.id);
    }).length;
    const storedWithoutAnswer = submissions.filter((s) => s.outcome === 'cut' && byEmail.has(s.email)).length;

    const failures: string[] = [];
    if (missing.length > 0) failures.push(`${missing.length} lead(s) answered 201 are not stored: ${missing.slice(0, 5).map((s) => s.email).join(', ')}`);
    if (duplicates > 0) failures.push(`${duplicates} lead(s) stored more than once`);
    if (idMismatches > 0) failures.push(`${idMismatches} lead(s) stored under another id than the one answered`);
    if (count('other') > 0) failures.push(`${count('other')} answer(s) other than 201 before the kill`);
    if (!killed) failures.push('the server was never killed');
    if (later.some((s) => s.outcome !== 'created')) failures.push('the restarted server did not answer 201 to every new lead');
    if (gracefulExitCode !== 0) failures.push(`the restarted server exited with ${gracefulExitCode} on SIGTERM`);

    let webhook: CrashTestResult['webhook'];
    if (receiver) {
      const storedEmails = new Set(rows.map((r) => r.email));
      const deliveredEmails = new Set(receiver.deliveries.map((d) => d.email));
      webhook = {
        outboxMismatches: rows.filter((r) => r.outbox_rows !== 1).length,
        delivered: deliveredEmails.size,
        undelivered: acknowledged.filter((s) => !deliveredEmails.has(s.email)).length,
        phantom: [...deliveredEmails].filter((email) => !storedEmails.has(email)).length,
        redeliveries: receiver.deliveries.length - deliveredEmails.size,
        pendingAtStop: rows.filter((r) => !r.delivered).length,
      };
      if (webhook.outboxMismatches > 0) failures.push(`${webhook.outboxMismatches} stored lead(s) without exactly one outbox row`);
      if (webhook.undelivered > 0) failures.push(`${webhook.undelivered} acknowledged lead(s) never reached the receiver`);
      if (webhook.phantom > 0) failures.push(`${webhook.phantom} notification(s) for leads that are not stored`);
    }
    if (failures.length > 0) log(`server output (last lines):\n${servers.map((s) => s.output().slice(-3000)).join('\n---\n')}`);

    const result: CrashTestResult = {
      ok: failures.length === 0,
      failures,
      driver: options.databaseUrl ? 'pg' : 'pglite',
      ...(dataDir && options.keep ? { dataDir } : {}),
      count: options.count,
      killAfter,
      killDelayMs,
      sent: options.count - count('not-sent'),
      created: count('created'),
      cut: count('cut'),
      otherStatus: count('other'),
      notSent: count('not-sent'),
      stored: rows.filter((r) => !r.email.includes('-after-')).length,
      storedWithoutAnswer,
      missing: missing.length,
      duplicates,
      idMismatches,
      afterRestart: { sent: later.length, created: later.filter((s) => s.outcome === 'created').length },
      restartMs,
      gracefulExitCode,
      ...(webhook ? { webhook } : {}),
      ms: Date.now() - started,
    };
    log(
      `${result.ok ? 'PASS' : 'FAIL'}: ${result.created} answered 201 before the kill, ${result.stored} stored ` +
        `(${result.storedWithoutAnswer} of the ${result.cut} cut requests), ${result.missing} missing, ${result.duplicates} duplicated; ` +
        `restart in ${restartMs} ms` +
        (webhook ? `; webhook: ${webhook.delivered} leads delivered, ${webhook.undelivered} undelivered, ${webhook.redeliveries} redeliveries` : '') +
        (failures.length ? `\n  ${failures.join('\n  ')}` : ''),
    );
    return result;
  } finally {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await receiver?.close();
    if (dataDir && !options.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function parseArgs(args: readonly string[]): CrashTestOptions {
  const options: CrashTestOptions = { count: 1000, concurrency: 100, webhook: true, databaseUrl: process.env.DATABASE_URL || undefined };
  const positive = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} takes a positive integer (got "${value ?? ''}")`);
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--count') options.count = positive(arg, args[++i]);
    else if (arg === '--concurrency') options.concurrency = positive(arg, args[++i]);
    else if (arg === '--database-url') options.databaseUrl = args[++i];
    else if (arg === '--no-webhook') options.webhook = false;
    else if (arg === '--keep') options.keep = true;
    else throw new Error(`Unknown argument "${arg}"\nUsage: tsx scripts/crash-test.ts [--count N] [--concurrency N] [--database-url URL] [--no-webhook] [--keep]`);
  }
  if (options.count < 2) throw new Error('--count must be at least 2');
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const result = await runCrashTest(parseArgs(process.argv.slice(2)));
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
