/**
 * npm run bench:memory -- [--malformed 10000] [--seconds 60] [--label text] [--no-build]
 *   [--entry apps/api/dist/main.js] [--web-dist apps/web/dist --ssr-dist apps/web/dist-server]
 *   (a before/after: another build of the server and of the site it serves)
 *
 * The embedded default's resident memory (issue 45, "a 512 MB instance is enough"): the compiled
 * server as `npm run serve` runs it (`node --enable-source-maps dist/main.js` in apps/api, no
 * NODE_ENV, PGlite, logs on and read) on a fresh DATA_DIR: VmRSS 2 s after its first start (the
 * database is made then), 2 s after a restart and 35 s after it, idle; then `--malformed` malformed
 * requests and `--seconds` of pages and leads (apps/api/test/memory-load.ts) with VmRSS sampled
 * every 100 ms for the peak; and a bare node:http server (answering every request 200) through the
 * same requests in the same run, as the floor. The table goes into docs/performance.md with the
 * date and the machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../apps/api/src/config.js';
import { leadBody, pageAndLeadLoad, residentMemory, sendMalformedRequests, serveArguments, watchRss, type StatusCounts } from '../apps/api/test/memory-load.js';
import { listeningUrl } from './lib/built-server.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const malformed = Number(option('malformed') ?? 10_000);
const seconds = Number(option('seconds') ?? 60);
const label = option('label') ?? 'current';
const entry = path.resolve(repoRoot, option('entry') ?? 'apps/api/dist/main.js');
const ssrDist = option('ssr-dist');
const webDist = option('web-dist');
/** After a start, before reading: what is left of starting has been collected or not by then, as a visitor would find it. */
const SETTLE_MS = 2000;
/** And once more after a restart, idle this long: V8's memory reducer gives back what starting used after ~30 s. */
const IDLE_MS = 35_000;

interface Running {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/** The last 20 kB the process wrote (its log), to say why if it dies under the load. */
function lastOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

/** Processes this script is stopping (their exit is expected). */
const stopping = new WeakSet<ChildProcess>();

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      stopping.add(child);
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Resolves with the origin once `child` wrote it (`listening` log line, or the bare server's one line). */
function listening(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 120 s:\n${output.slice(-2000)}`)), 120_000);
    const onData = (chunk: Buffer) => {
      if (output.length < 200_000) output += chunk.toString();
      const url = listeningUrl(output) ?? /^bare (http:\S+)$/m.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        resolve(url);
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output.slice(-2000)}`));
    };
    // Read (and dropped) like a log collector would: nothing backs up in the server.
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function startOurs(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, serveArguments(path.join(repoRoot, 'apps/api'), entry), {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      // As deployed: no NODE_ENV, so the server runs as production (React's production build, the memory settings).
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Leads are the load here, not the per-address limit: every lead is stored and e-mailed.
      RATE_LIMIT_MAX: '1000000',
      ...(ssrDist ? { WEB_SSR_DIST: path.resolve(repoRoot, ssrDist) } : {}),
      ...(webDist ? { WEB_DIST: path.resolve(repoRoot, webDist) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = lastOutput(child);
  child.once('exit', (code, signal) => {
    if (stopping.has(child)) return;
    console.error(`the server exited (${code ?? signal}) before it was stopped; its last output:\n${output()}`);
  });
  return { child, origin: await listening(child, 'the server'), stop: stopper(child) };
}

const BARE_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); });
server.listen(0, '127.0.0.1', () => console.log('bare http://127.0.0.1:' + server.address().port));
`;

async function startBare(): Promise<Running> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'pipe'] });
  return { child, origin: await listening(child, 'the bare server'), stop: stopper(child) };
}

interface LoadFigures {
  idleMb: number;
  idleFileMb: number;
  idleAnonMb: number;
  peakSampledMb: number;
  peakMb: number;
  afterMb: number;
  malformed: StatusCounts;
  requests: number;
  statuses: StatusCounts;
}

/** Malformed requests, then pages and leads, VmRSS sampled every 100 ms; then the process's high-water mark. */
async function underLoad(server: Running, pages?: readonly string[]): Promise<LoadFigures & { pages: readonly string[] }> {
  const pid = server.child.pid!;
  const { rssMb: idleMb, fileMb: idleFileMb, anonMb: idleAnonMb } = residentMemory(pid);
  const watch = watchRss(pid, { everyMs: 100 });
  const malformedCounts = await sendMalformedRequests(server.origin, malformed);
  console.log(`${malformed} malformed requests:`, malformedCounts);
  const { requests, statuses, pages: loaded } = await pageAndLeadLoad(server.origin, { seconds, ...(pages ? { pages } : {}) });
  console.log(`${seconds} s of pages and leads: ${requests} requests`, statuses);
  const peakSampledMb = watch.stop();
  await sleep(SETTLE_MS);
  const { rssMb: afterMb, peakMb } = residentMemory(pid);
  return { idleMb, idleFileMb, idleAnonMb, peakSampledMb, peakMb, afterMb, malformed: malformedCounts, requests, statuses, pages: loaded };
}

/** Still up and answering: a page 200, a lead 201. */
async function answering(origin: string): Promise<string> {
  const page = await fetch(`${origin}/properties`);
  const lead = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: leadBody(-1) });
  return `page ${page.status}, lead ${lead.status}`;
}

const f = (mb: number) => `${Math.round(mb)} MB`;
const statusList = (counts: StatusCounts) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n.toLocaleString('en-US')}`)
    .join(', ');

async function main(): Promise<void> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-memory-'));
  try {
    // First start: the database is created in the empty folder.
    const first = await startOurs(dataDir);
    await sleep(SETTLE_MS);
    const firstStart = residentMemory(first.child.pid!);
    console.log('first start', firstStart);
    await first.stop();

    const ours = await startOurs(dataDir);
    let restart;
    let idle;
    let load: Awaited<ReturnType<typeof underLoad>>;
    let after: string;
    try {
      await sleep(SETTLE_MS);
      restart = residentMemory(ours.child.pid!);
      console.log('restart', restart);
      await sleep(IDLE_MS - SETTLE_MS);
      idle = residentMemory(ours.child.pid!);
      console.log(`restart, idle ${IDLE_MS / 1000} s`, idle);
      load = await underLoad(ours);
      after = await answering(ours.origin);
    } finally {
      await ours.stop();
    }

    // The floor: the same requests (the same pages) to a server that only answers.
    const bare = await startBare();
    let bareFigures: LoadFigures;
    try {
      await sleep(SETTLE_MS);
      bareFigures = await underLoad(bare, load.pages);
    } finally {
      await bare.stop();
    }

    const lines = [
      `\`node ${serveArguments(path.join(repoRoot, 'apps/api'), path.relative(path.join(repoRoot, 'apps/api'), fs.realpathSync(entry))).join(' ')}\` (as \`npm run serve\`) on a fresh \`DATA_DIR\` (PGlite), logs on (read and dropped); VmRSS ${SETTLE_MS / 1000} s after each start and ${IDLE_MS / 1000} s after the restart; then ${malformed.toLocaleString('en-US')} malformed requests and ${seconds} s of pages and leads, 16 kept-alive connections, VmRSS sampled every 100 ms (peak) and the kernel's high-water mark (VmHWM). Machine: ${machineDescription()}.`,
      '',
      `| process | after first start | after restart | after restart, idle ${IDLE_MS / 1000} s | peak under load (sampled / VmHWM) | after the load |`,
      '|---|---|---|---|---|---|',
      `| ours (embedded PGlite) | ${f(firstStart.rssMb)} (VmHWM ${f(firstStart.peakMb)}) | ${f(restart.rssMb)} | ${f(idle.rssMb)} | ${f(load.peakSampledMb)} / ${f(load.peakMb)} | ${f(load.afterMb)} |`,
      `| bare node:http (answers 200 "ok") | ${f(bareFigures.idleMb)} | — | — | ${f(bareFigures.peakSampledMb)} / ${f(bareFigures.peakMb)} | ${f(bareFigures.afterMb)} |`,
      '',
      `Of ours after the restart, ${f(restart.fileMb)} are mapped files (node's own binary, shared with every node process and given back by the kernel under pressure), ${f(restart.anonMb)} its own memory (bare node:http: ${f(bareFigures.idleFileMb)} and ${f(bareFigures.idleAnonMb)}).`,
      '',
      `Ours: malformed requests answered ${statusList(load.malformed)}; ${load.requests.toLocaleString('en-US')} page and lead requests answered ${statusList(load.statuses)}; afterwards ${after}.`,
      '',
    ];
    const section = writePerformanceTable({
      heading: '## Memory (`npm run bench:memory`)',
      targets:
        'Targets (issue 45, "a 512 MB instance is enough"): resident memory ≤ 150 MB after the first start on a fresh `DATA_DIR` and after a restart; ≤ 250 MB at the peak of 10,000 malformed requests plus a minute of page and lead load.',
      kind: 'Memory',
      label,
      lines,
    });
    console.log(section);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
