/**
 * npm run bench:flood -- [--seconds 10] [--flood 300] [--label text] [--no-build]
 *
 * A flood of new URLs must slow nobody else (issue 45, item 4). The compiled server, as `npm start`
 * runs it; in one run, first without and then during a flood of `--flood` clients asking for pages
 * no cache holds (/properties with a new minimum price each time, from a process of its own), the
 * latency of what other visitors ask for at the same time: a page already kept (/contact), a built
 * asset, and POST /api/contact (a durable write). Also what the flood got: how many pages, how many
 * fast 503s. Medians and p99 into docs/performance.md, with the date and the machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerEntry } from '../apps/api/src/config.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';
import { freePort } from './lib/free-port.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const seconds = Number(option('seconds') ?? 10);
const floodConnections = Number(option('flood') ?? 300);
const label = option('label') ?? 'current';

const ACCEPT = { 'accept-encoding': 'br, gzip' };
const LEAD = JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', phone: '(949) 555-0199', address: '12 Harbor Way' });

async function startServer(): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-flood-'));
  const child = spawn(process.execPath, [builtServerEntry], {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/agents`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, dataDir };
}

interface Latency {
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
}

/** A child process's JSON line, once it exits. */
function outputOf<T>(script: string, scriptArgs: string[]): Promise<T> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench', script), ...scriptArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`${script} exited with ${code}`)))));
}

/**
 * What the other visitors see for `seconds` from `startAt` on: a kept page, an asset and a lead, each
 * kind from a process of its own, its connections made before (a visitor's browser keeps them).
 */
async function others(url: string, asset: string, startAt: number): Promise<Record<'page' | 'asset' | 'lead', Latency>> {
  const at = String(startAt);
  const [page, assetLatency, lead] = await Promise.all([
    outputOf<Latency>('latency.mjs', [`${url}/contact`, at, String(seconds), 'GET']),
    outputOf<Latency>('latency.mjs', [`${url}${asset}`, at, String(seconds), 'GET']),
    outputOf<Latency>('latency.mjs', [`${url}/api/contact`, at, String(seconds), 'POST', LEAD]),
  ]);
  return { page, asset: assetLatency, lead };
}

interface Flood {
  total: number;
  counts: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
}

const flood = (url: string): Promise<Flood> => outputOf<Flood>('flood.mjs', [url, String(floodConnections), String(seconds + 3)]);

async function main(): Promise<void> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const asset = `/assets/${fs.readdirSync(path.join(repoRoot, 'apps/web/dist/assets')).find((file) => file.endsWith('.js'))!}`;
  const server = await startServer();
  try {
    // The kept page and the asset as a visitor finds them: asked for before.
    for (let n = 0; n < 3; n++) {
      await fetch(`${server.url}/contact`, { headers: ACCEPT }).then((res) => res.arrayBuffer());
      await fetch(`${server.url}${asset}`, { headers: ACCEPT }).then((res) => res.arrayBuffer());
    }
    const quiet = await others(server.url, asset, Date.now() + 1000);
    // The visitors connect first; the flood's clients connect and fill the queue before the clock starts.
    const measuring = others(server.url, asset, Date.now() + 3000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flooded = await flood(server.url);
    const during = await measuring;
    const ms = (value: number) => `${Math.round(value)} ms`;
    const row = (what: string, a: Latency, b: Latency) =>
      `| ${what} | ${ms(a.p50)} / ${ms(a.p99)} | ${ms(b.p50)} / ${ms(b.p99)} | ${(b.p99 / Math.max(a.p99, 1)).toFixed(1)}× | ${b.requests} (${b.non2xx} not 2xx) |`;
    const count = (status: string) => flooded.counts[status] ?? 0;
    const lines = [
      `${floodConnections} clients ask for /properties with a new minimum price each (a page no cache holds) for ${seconds + 3} s, from a process of their own; meanwhile 2 keep-alive clients each on a kept page, an asset and POST /api/contact, connected before the flood, measured for ${seconds} s from 2.5 s into it (each kind from a process of its own), compared with the same ${seconds} s just before without the flood. autocannon, \`Accept-Encoding: br, gzip\`. Machine: ${machineDescription()}.`,
      '',
      '| what other visitors ask for | without the flood p50 / p99 | during the flood p50 / p99 | p99 during / without | answers during the flood |',
      '|---|---|---|---|---|',
      row('a kept page (/contact)', quiet.page, during.page),
      row(`an asset (${asset.replace(/-[\w]+\.js$/, '….js')})`, quiet.asset, during.asset),
      row('POST /api/contact', quiet.lead, during.lead),
      '',
      '| the flood | answers | 200 | 503 (Retry-After) | other | p50 / p99 |',
      '|---|---|---|---|---|---|',
      `| new /properties pages | ${flooded.total} | ${count('200')} | ${count('503')} | ${flooded.total - count('200') - count('503')} (errors ${flooded.errors}, timeouts ${flooded.timeouts}) | ${ms(flooded.p50)} / ${ms(flooded.p99)} |`,
    ];
    const table = writePerformanceTable({
      heading: '## Flood of new URLs (`npm run bench:flood`)',
      targets:
        'Targets (issue 45, item 4): during a flood of pages no cache holds, a kept page, an asset and `POST /api/contact` answer at their usual latency (p99 during the flood against p99 without it, in one run); the pages past what the server can render answer a fast 503 with Retry-After.',
      kind: 'Flood',
      label,
      lines,
    });
    process.stdout.write(`${table}\n`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
