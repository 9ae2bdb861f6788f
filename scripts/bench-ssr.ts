/**
 * npm run bench:ssr -- [--renders 200] [--requests 400] [--no-build] [--label text]   (React in its production build, as the server runs it)
 *   [--compare path/to/apps/api/dist/main.js --compare-label text]   (another build's server beside ours, for a before/after in one run)
 *
 * What a page costs the server when it must be rendered afresh (not from the page cache): the built
 * web app's renderer, its data from the API's GET endpoints in-process (as the server does it), and
 * the quick compression of a page kept for the first time. Against the floor in the same run: React's
 * own renderToString of the very same final markup as plain elements (no components, no data). Each
 * page is rendered sequentially (one core); a unique /properties filter per render.
 *
 * Then over HTTP, the compiled server as `npm start` runs it (a process of its own): fresh pages
 * 8 at a time against the same floor in alternating rounds, and a repeated page with and without the
 * page cache (BENCH_WITHOUT=page-cache), with the server's CPU time per page from /proc, against
 * the floor's CPU time per render (robust to other work on a shared machine, which pages/s is not).
 * Writes its tables into docs/performance.md with the date and the machine. Not a test: timings here are noisy.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { hotListings } from '@pcr/content';
import { PAGE_ASSETS_FILE, PAGE_TEMPLATE_FILE, type SiteRendererEntry } from '@pcr/contracts';
import { parseDocument } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { checkedReads } from '../apps/api/src/api/checked-reads.js';
import { readEndpoints } from '../apps/api/src/api/read-endpoints.js';
import { bundledCityGuides } from '../apps/api/src/city-guides/bundled-provider.js';
import { appConfigDefaults, builtServerEntry, repoRoot } from '../apps/api/src/config.js';
import { fixtureContentRepository } from '../apps/api/src/content-repository.js';
import { bundledProvider } from '../apps/api/src/hot-listings/bundled-provider.js';
import { compressBody } from '../apps/api/src/http/compressed-body.js';
import { silentLogger } from '../apps/api/src/logger.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';
import { freePort } from './lib/free-port.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const renders = Number(option('renders') ?? 200);
const requests = Number(option('requests') ?? 400);
const compare = option('compare');
const compareLabel = option('compare-label') ?? 'compared build';
/** Rounds that alternate fresh renders and the floor (see below). */
const ROUNDS = 10;

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The markup as React elements: what renderToString must at least do for this page. */
function toElements(nodes: DomNode[]): ReactNode[] {
  return nodes.flatMap((node, index): ReactNode[] => {
    if (node.type === 'text') return [node.data ?? ''];
    if (!node.name || (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style')) return [];
    const props: Record<string, unknown> = { key: index };
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      if (name === 'class') props.className = value;
      else if (name === 'for') props.htmlFor = value;
      else if (name === 'style') props.style = Object.fromEntries(value.split(';').filter((d) => d.includes(':')).map((d) => [camel(d.split(':')[0]!.trim()), d.slice(d.indexOf(':') + 1).trim()]));
      else props[name] = value;
    }
    return [createElement(node.name, props, ...toElements(node.children ?? []))];
  });
}

const rootMarkup = (html: string) => {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.indexOf('</div><script type="application/json" id="pcr-initial-data"');
  return html.slice(start, end === -1 ? undefined : end);
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `count` calls, `concurrency` at a time: calls per second of wall time, p50 and p99 of each call, and each call's time. */
async function timed(count: number, run: (i: number) => Promise<unknown> | unknown, concurrency = 1): Promise<{ perSecond: number; p50: number; p99: number; times: number[] }> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const start = performance.now();
        await run(i);
        times.push(performance.now() - start);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  return { perSecond: (count / wall) * 1000, p50: percentile(times, 50), p99: percentile(times, 99), times };
}

interface Server {
  child: ChildProcess;
  port: number;
  /** The server process's CPU time so far (user + system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The compiled server as `npm start` runs it (this checkout's, or `entry`), on a fresh DATA_DIR, with `env` added; this checkout's web build. */
async function startServer(env: Record<string, string>, entry = builtServerEntry): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-ssr-'));
  const web = { WEB_DIST: appConfigDefaults.webDist, WEB_SSR_DIST: appConfigDefaults.webSsrDist };
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(path.dirname(entry)),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...web, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/agents`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ticks = 100; // USER_HZ on Linux
  return {
    child,
    port,
    cpuMs: () => {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A GET as a browser asks (br or gzip), its body read and dropped. A 503 (every render slot taken,
 * site-pages.ts) is asked again at once and counted in `refused`; anything else but 200 throws.
 */
async function getPage(agent: http.Agent, port: number, target: string, refused: { count: number }): Promise<void> {
  for (;;) {
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: target, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    if (status === 200) return;
    if (status !== 503) throw new Error(`${target} answered ${status}`);
    refused.count++;
  }
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(appConfigDefaults.webDist, file), 'utf8')) as unknown;
  const entry = (await import(pathToFileURL(path.join(appConfigDefaults.webSsrDist, 'entry-server.js')).href)) as SiteRendererEntry;
  const renderer = entry.createPageRenderer({ template: readJson(PAGE_TEMPLATE_FILE), assets: readJson(PAGE_ASSETS_FILE), siteUrl: 'https://www.example.test' });
  const content = fixtureContentRepository();
  const read = readEndpoints({ hotListings: bundledProvider(hotListings), cityGuides: bundledCityGuides(content), content, logger: silentLogger });
  const reads = checkedReads(read, silentLogger, { requestId: 'bench' });

  const pages: { label: string; url: (i: number) => string }[] = [
    { label: '/properties?minPrice=<unique>', url: (i) => `/properties?minPrice=${300_000 + i}` },
    { label: '/neighborhoods/newport-beach', url: () => '/neighborhoods/newport-beach' },
    { label: '/cities/irvine', url: () => '/cities/irvine' },
    // Open houses (issue 48): every upcoming one with its home's card, and a city's in Spanish.
    { label: '/open-houses', url: () => '/open-houses' },
    { label: '/es/open-houses?city=irvine', url: () => '/es/open-houses?city=irvine' },
  ];
  const rows: string[] = [];
  const quiet = console.error;
  /** The floor's elements of each page, by label: the HTTP part measures against the first. */
  const floors: ReactNode[][] = [];
  for (const page of pages) {
    const renderPage = async (i: number) => {
      const rendered = await renderer.render(renderer.resolve(page.url(i)), reads);
      if (rendered.status !== 200) throw new Error(`${page.url(i)} answered ${rendered.status}`);
      return rendered.html;
    };
    await timed(20, renderPage); // warm-up: module loads, JIT
    let unique = 1_000;
    const one = await timed(renders, () => renderPage(unique++));
    const compressed = await timed(renders, async () => compressBody(await renderPage(unique++), 'br'), 8);
    const html = await renderPage(unique++);
    const elements = toElements(parseDocument(rootMarkup(html)).children as unknown as DomNode[]);
    floors.push(elements);
    // React warns about attributes it would spell otherwise (class on SVG, aria): not the point here.
    console.error = () => undefined;
    await timed(50, () => renderToString(elements));
    // Fresh pages and the floor in alternating rounds: a shared machine's speed drifts within a run,
    // and the ratio is only fair when both saw the same stretch of it.
    const round = Math.ceil(renders / ROUNDS);
    let freshSeconds = 0;
    let floorSeconds = 0;
    for (let r = 0; r < ROUNDS; r++) {
      freshSeconds += round / (await timed(round, () => renderPage(unique++), 8)).perSecond;
      floorSeconds += round / (await timed(round, () => renderToString(elements))).perSecond;
    }
    const eight = { perSecond: (round * ROUNDS) / freshSeconds };
    const floor = { perSecond: (round * ROUNDS) / floorSeconds };
    console.error = quiet;
    const kb = (Buffer.byteLength(html) / 1024).toFixed(0);
    const ms = (n: number) => n.toFixed(1);
    rows.push(
      `| ${page.label} | ${kb} KB | ${ms(one.p50)} / ${ms(one.p99)} ms | ${eight.perSecond.toFixed(0)} | ${compressed.perSecond.toFixed(0)} | ${floor.perSecond.toFixed(0)} | ${(eight.perSecond / floor.perSecond).toFixed(3)} |`,
    );
    console.log(rows.at(-1));
  }

  const httpRows = await overHttp(floors[0]!, quiet);

  const machine = machineDescription(`load ${os.loadavg()[0]!.toFixed(1)}`);
  const section = writePerformanceTable({
    heading: '## Server rendering (`npm run bench:ssr`)',
    targets:
      'Target (issue "One route table, one render"): a fresh render at ≥ 0.2 of the floor. Before this change (measured in the issue on main, same machine, over HTTP): ~150 ms of server time per fresh /properties page, 10–11 fresh pages/s under 8 visitors, the floor at 1,400–1,800 renders/s: ~0.01.',
    kind: 'SSR',
    label: option('label') ?? 'fresh renders',
    lines: [
      `${renders} renders per measure and page, after 20 to warm up; fresh pages 8 at a time and the floor measured in ${ROUNDS} alternating rounds; in one process (one core for JavaScript, zlib on its threads). A fresh page = resolve, load its data in-process, render once, fill the document (HTML, uncompressed); "+ compression" adds the quick compression of a page kept for the first time (brotli 4, once, in the coding asked for: decision 0052; before it, brotli 4 and gzip 6 in zlib's threads). Floor = renderToString of the same final markup as plain elements. Machine: ${machine}.`,
      '',
      '| page | HTML | one at a time: p50 / p99 | fresh pages/s, 8 at a time | + compression, pages/s | floor renders/s | fresh / floor |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Over HTTP: the compiled server as \`npm start\` runs it (NODE_ENV=production, a process of its own, fresh DATA_DIR), asked 8 at a time over keep-alive connections with \`Accept-Encoding: br, gzip\` from this process, which also runs the floor (/properties' markup) in ${ROUNDS} rounds alternating with the fresh pages; ${requests} requests per measure after 40 to warm up. The repeated page is measured with the page cache and without it (\`BENCH_WITHOUT=page-cache\`), in alternating rounds${compare ? `; "${compareLabel}" is another build's server (${compare}), in the same rounds` : ''}. Server CPU: user + system time of the server process (/proc) per page; the floor's CPU is this process's during its renders, so the last column holds when other work on the machine slows both. A 503 (every render slot and place in line taken: 2 + 4) is asked again at once; pages/s counts the 200s.`,
      '',
      '| over HTTP, 8 at a time | server | pages/s (200) | 503s asked again | p50 / p99 of a 200 | server CPU per page | pages/s / floor | floor CPU / server CPU |',
      '|---|---|---|---|---|---|---|---|',
      ...httpRows,
      '',
    ],
  });
  console.log(section);
}

interface HttpMeasure {
  perSecond: number;
  times: number[];
  cpuMs: number;
  refused: number;
}

/** Rounds of `count` requests summed into one measure: pages per second of their wall time, each request's time, server CPU per page. */
function summed(measures: HttpMeasure[]): { perSecond: number; p50: number; p99: number; cpuMs: number; refused: number } {
  const count = measures.reduce((n, m) => n + m.times.length, 0);
  const seconds = measures.reduce((sum, m) => sum + m.times.length / m.perSecond, 0);
  const times = measures.flatMap((m) => m.times).sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(times, 50), p99: percentile(times, 99), cpuMs: measures.reduce((sum, m) => sum + m.cpuMs * m.times.length, 0) / count, refused: measures.reduce((n, m) => n + m.refused, 0) };
}

/** Fresh and repeated pages over HTTP, with and without the page cache (and `--compare`'s server), against the floor in the same run. */
async function overHttp(floorElements: ReactNode[], quiet: typeof console.error): Promise<string[]> {
  const servers: Record<string, Server> = { cached: await startServer({}), uncached: await startServer({ BENCH_WITHOUT: 'page-cache' }) };
  if (compare) servers.compared = await startServer({}, path.resolve(compare));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let unique = 500_000;
  const fresh = () => `/properties?minPrice=${unique++}`;
  const repeated = () => '/neighborhoods/newport-beach';
  const measure = async (server: Server, target: () => string, count: number): Promise<HttpMeasure> => {
    const cpu = server.cpuMs();
    const refused = { count: 0 };
    const result = await timed(count, () => getPage(agent, server.port, target(), refused), 8);
    return { ...result, cpuMs: (server.cpuMs() - cpu) / count, refused: refused.count };
  };
  try {
    for (const server of Object.values(servers)) {
      await measure(server, fresh, 40);
      await measure(server, repeated, 40);
    }
    console.error = () => undefined;
    const round = Math.ceil(requests / ROUNDS);
    const samples: Record<string, HttpMeasure[]> = { freshCached: [], freshUncached: [], freshCompared: [], repeatedCached: [], repeatedUncached: [] };
    let floorSeconds = 0;
    let floorCpuMs = 0;
    for (let r = 0; r < ROUNDS; r++) {
      samples.freshCached!.push(await measure(servers.cached!, fresh, round));
      const cpu = process.cpuUsage();
      floorSeconds += round / (await timed(round, () => renderToString(floorElements))).perSecond;
      const used = process.cpuUsage(cpu);
      floorCpuMs += (used.user + used.system) / 1000;
      if (servers.compared) samples.freshCompared!.push(await measure(servers.compared, fresh, round));
      samples.freshUncached!.push(await measure(servers.uncached!, fresh, round));
      samples.repeatedCached!.push(await measure(servers.cached!, repeated, round));
      samples.repeatedUncached!.push(await measure(servers.uncached!, repeated, round));
    }
    console.error = quiet;
    const floor = (round * ROUNDS) / floorSeconds;
    const floorCpu = floorCpuMs / (round * ROUNDS);
    const row = (what: string, server: string, list: HttpMeasure[], ratio = false) => {
      const m = summed(list);
      const ratios = ratio ? `${(m.perSecond / floor).toFixed(3)} | ${(floorCpu / m.cpuMs).toFixed(3)}` : '— | —';
      return `| ${what} | ${server} | ${m.perSecond.toFixed(0)} | ${m.refused} | ${m.p50.toFixed(1)} / ${m.p99.toFixed(1)} ms | ${m.cpuMs.toFixed(1)} ms | ${ratios} |`;
    };
    const rows = [
      row('fresh /properties?minPrice=<unique>', 'page cache on', samples.freshCached!, true),
      ...(servers.compared ? [row('fresh /properties?minPrice=<unique>', compareLabel, samples.freshCompared!, true)] : []),
      row('fresh /properties?minPrice=<unique>', 'BENCH_WITHOUT=page-cache', samples.freshUncached!, true),
      row('repeated /neighborhoods/newport-beach', 'page cache on', samples.repeatedCached!),
      row('repeated /neighborhoods/newport-beach', 'BENCH_WITHOUT=page-cache', samples.repeatedUncached!),
      `| floor: renderToString of /properties' markup | (this process) | ${floor.toFixed(0)} | — | — | ${floorCpu.toFixed(2)} ms | 1 | 1 |`,
    ];
    for (const line of rows) console.log(line);
    return rows;
  } finally {
    console.error = quiet;
    agent.destroy();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

await main();
