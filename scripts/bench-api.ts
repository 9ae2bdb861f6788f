/**
 * npm run bench:api -- [--duration 5] [--rounds 3] [--connections 32] [--label text] [--no-build] [--no-postgres]
 *   [--ts-entry path/to/main.ts]   (a before/after: run another checkout's server through tsx, as it used to run)
 *
 * The API as `npm start` runs it (compiled, `node apps/api/dist/main.js`, embedded PGlite, logs on)
 * against two baselines in their own processes answering the very same bytes: the smallest
 * Express app (one app.get per path, res.send) and a bare node:http server. autocannon loads each
 * in turn, alternating, for every GET; then POST /api/contact (leads/s, every 201 after the durable
 * write) on PGlite and on a throwaway PostgreSQL; and the resident memory of each process. Our
 * server is loaded twice more in the same rotation, without the lane that sends kept answers before
 * Express (BENCH_WITHOUT=get-lane) and without the kept answers at all (BENCH_WITHOUT=answer-cache),
 * to measure what each pays. Medians
 * go into docs/performance.md with the date and the machine. Not a test: numbers on a shared
 * 2-core machine are noisy, which is why the three servers alternate within one run.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { findPostgresBinDir, startTestPostgres, type TestPostgresServer } from '../apps/api/test/postgres-server.js';
import { builtServerEntry } from '../apps/api/src/config.js';
import { silentLogger } from '../apps/api/src/logger.js';
import { openSqlClient } from '../apps/api/src/storage/open.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';
import { freePort } from './lib/free-port.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const duration = Number(option('duration') ?? 5);
const rounds = Number(option('rounds') ?? 3);
const connections = Number(option('connections') ?? 32);
const label = option('label') ?? 'current';
const withPostgres = !args.includes('--no-postgres');
const tsEntry = option('ts-entry');

const GET_PATHS = ['/api/neighborhoods', '/api/cities/irvine', '/api/properties/featured'];
const LEAD = JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', phone: '(949) 555-0199', address: '12 Harbor Way' });
/** Browsers ask for compressed answers; so do the loads here, to every server alike. */
const ACCEPT = { 'accept-encoding': 'br, gzip' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

interface Running {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/agents`);
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not start within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Our server, as npm start runs it. */
async function startApi(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const entryArgs = tsEntry ? ['--import', 'tsx', path.resolve(tsEntry)] : [builtServerEntry];
  const child = spawn(process.execPath, entryArgs, {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child);
  return { child, url, stop: stopper(child) };
}

async function startBaseline(script: string, answersFile: string): Promise<Running> {
  const port = await freePort();
  const child = fork(path.join(repoRoot, 'scripts/bench', script), [answersFile, String(port)], { stdio: 'ignore' });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { child, url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** What our server answers on each path, recorded for the baselines to send byte for byte. */
async function recordAnswers(url: string): Promise<string> {
  const { request } = await import('node:http');
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const pathname of GET_PATHS) {
    answers[pathname] = await new Promise((resolve, reject) => {
      request(`${url}${pathname}`, { headers: ACCEPT }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control']) {
            const value = res.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
        .on('error', reject)
        .end();
    });
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-api-')), 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  return file;
}

interface Load {
  rps: number;
  p99: number;
  ok: number;
  total: number;
}

async function load(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}, seconds = duration): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...ACCEPT, ...init.headers }, method: init.method ?? 'GET', ...(init.body ? { body: init.body } : {}) });
  return { rps: result.requests.average, p99: result.latency.p99, ok: result['2xx'], total: result.requests.total };
}

type ServerName = 'ours' | 'noLane' | 'noAnswers' | 'express' | 'bare';
type GetRow = { path: string } & Record<ServerName, Load>;

async function benchGets(servers: Record<ServerName, Running>): Promise<GetRow[]> {
  const rows: GetRow[] = [];
  const entries = Object.entries(servers) as [ServerName, Running][];
  for (const pathname of GET_PATHS) {
    const samples: Record<ServerName, Load[]> = { ours: [], noLane: [], noAnswers: [], express: [], bare: [] };
    for (const [, server] of entries) await load(`${server.url}${pathname}`, {}, 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, server] of entries) samples[name].push(await load(`${server.url}${pathname}`));
    }
    const pick = (list: Load[]): Load => ({ rps: median(list.map((l) => l.rps)), p99: median(list.map((l) => l.p99)), ok: median(list.map((l) => l.ok)), total: median(list.map((l) => l.total)) });
    rows.push({ path: pathname, ours: pick(samples.ours), noLane: pick(samples.noLane), noAnswers: pick(samples.noAnswers), express: pick(samples.express), bare: pick(samples.bare) });
    console.log(pathname, rows.at(-1));
  }
  return rows;
}

async function benchLeads(server: Running): Promise<Load> {
  const result = await load(`${server.url}/api/contact`, { method: 'POST', body: LEAD, headers: { 'content-type': 'application/json' } });
  console.log('POST /api/contact', result);
  return result;
}

async function storedLeads(env: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const db = await openSqlClient({ databaseUrl: env.databaseUrl, dataDir: env.dataDir ?? '' }, silentLogger);
  try {
    const rows = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM leads WHERE email = 'bench@example.com'`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.close();
  }
}

interface MemoryRow {
  what: string;
  mb: number;
}

interface LeadRow {
  storage: string;
  load: Load;
  stored: number;
}

function writeTable(gets: GetRow[], leads: LeadRow[], memory: MemoryRow[]): void {
  const machine = machineDescription();
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const lines = [
    `autocannon, ${connections} connections, ${duration} s per run, median of ${rounds} alternating runs per server, \`Accept-Encoding: br, gzip\`; each server in its own process, the baselines answering the bytes ours sent. Machine: ${machine}.`,
    '',
    '| GET | ours req/s | minimal Express req/s | bare node:http req/s | ours / Express | ours / bare | p99 ours / Express / bare |',
    '|---|---|---|---|---|---|---|',
    ...gets.map(
      (g) =>
        `| ${g.path} | ${f(g.ours.rps)} | ${f(g.express.rps)} | ${f(g.bare.rps)} | ${ratio(g.ours.rps, g.express.rps)} | ${ratio(g.ours.rps, g.bare.rps)} | ${g.ours.p99} / ${g.express.p99} / ${g.bare.p99} ms |`,
    ),
    '',
    'Ours without each of its caches, in the same rotation: `BENCH_WITHOUT=get-lane` (kept answers sent through Express), `BENCH_WITHOUT=answer-cache` (every GET answered by its route: serialised, validated, compressed by `compression()`).',
    '',
    '| GET | ours req/s | without the lane req/s | without kept answers req/s | lane pays | kept answers pay | p99 ours / without lane / without kept answers |',
    '|---|---|---|---|---|---|---|',
    ...gets.map(
      (g) =>
        `| ${g.path} | ${f(g.ours.rps)} | ${f(g.noLane.rps)} | ${f(g.noAnswers.rps)} | ×${ratio(g.ours.rps, g.noLane.rps)} | ×${ratio(g.noLane.rps, g.noAnswers.rps)} | ${g.ours.p99} / ${g.noLane.p99} / ${g.noAnswers.p99} ms |`,
    ),
    '',
    '| POST /api/contact | leads/s (201) | p99 | 201 answers | rows stored afterwards |',
    '|---|---|---|---|---|',
    ...leads.map((l) => `| ${l.storage} | ${f(l.load.ok / duration)} | ${l.load.p99} ms | ${f(l.load.ok)} of ${f(l.load.total)} | ${f(l.stored)} |`),
    '',
    '| process | resident memory (RSS) |',
    '|---|---|',
    ...memory.map((m) => `| ${m.what} | ${f(m.mb)} MB |`),
    '',
  ];
  const section = writePerformanceTable({
    heading: '## API (`npm run bench:api`)',
    targets: 'Targets (issue "The API at the speed of the platform"): every GET at ≥ 0.85 of the minimal Express app, p99 within 1.2× of it; the embedded default\'s restart RSS ≤ 300 MB.',
    kind: 'API',
    label,
    lines,
  });
  console.log(section);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function main(): Promise<void> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const memory: MemoryRow[] = [];
  const leads: LeadRow[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-api-data-'));

  // First start: PGlite creates its database (initdb) in the empty folder.
  const first = await startApi({ DATA_DIR: dataDir });
  await settle();
  memory.push({ what: 'ours, PGlite, first start (initdb), idle', mb: rssMb(first.child.pid!) });
  await first.stop();

  const ours = await startApi({ DATA_DIR: dataDir });
  await settle();
  memory.push({ what: 'ours, PGlite, restart, idle', mb: rssMb(ours.child.pid!) });
  const answersFile = await recordAnswers(ours.url);
  const express = await startBaseline('express-server.mjs', answersFile);
  const bare = await startBaseline('bare-server.mjs', answersFile);
  const otherDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-api-data-')));
  const noLane = await startApi({ DATA_DIR: otherDirs[0]!, BENCH_WITHOUT: 'get-lane' });
  const noAnswers = await startApi({ DATA_DIR: otherDirs[1]!, BENCH_WITHOUT: 'answer-cache' });
  memory.push({ what: 'bare node:http, idle', mb: rssMb(bare.child.pid!) });
  memory.push({ what: 'minimal Express, idle', mb: rssMb(express.child.pid!) });
  let gets: GetRow[];
  try {
    gets = await benchGets({ ours, noLane, noAnswers, express, bare });
    await Promise.all([noLane.stop(), noAnswers.stop()]);
    const pglite = await benchLeads(ours);
    memory.push({ what: 'ours, PGlite, after the load', mb: rssMb(ours.child.pid!) });
    await ours.stop();
    leads.push({ storage: 'PGlite (embedded)', load: pglite, stored: await storedLeads({ dataDir }) });
  } finally {
    await Promise.all([ours.stop(), express.stop(), bare.stop(), noLane.stop(), noAnswers.stop()]);
    for (const dir of otherDirs) fs.rmSync(dir, { recursive: true, force: true });
  }

  if (withPostgres) {
    let pg: TestPostgresServer | undefined;
    try {
      pg = await startTestPostgres();
      const onPostgres = await startApi({ DATABASE_URL: pg.url, DATA_DIR: dataDir });
      await settle();
      memory.push({ what: 'ours, PostgreSQL, idle', mb: rssMb(onPostgres.child.pid!) });
      try {
        await load(`${onPostgres.url}/api/neighborhoods`, {}, 2);
        const result = await benchLeads(onPostgres);
        memory.push({ what: 'ours, PostgreSQL, after the load', mb: rssMb(onPostgres.child.pid!) });
        leads.push({ storage: `PostgreSQL ${path.basename(path.dirname(findPostgresBinDir()))} (local)`, load: result, stored: await storedLeads({ databaseUrl: pg.url }) });
      } finally {
        await onPostgres.stop();
      }
    } finally {
      pg?.stop();
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  writeTable(gets, leads, memory);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
