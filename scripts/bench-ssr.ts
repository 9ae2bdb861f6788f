/**
 * npm run bench:ssr -- [--renders 200] [--no-build] [--label text]   (React in its production build, as the server runs it)
 *
 * What a page costs the server when it must be rendered afresh (not from the page cache): the built
 * web app's renderer, its data from the API's GET endpoints in-process (as the server does it), and
 * the quick compression of a page kept for the first time. Against the floor in the same run: React's
 * own renderToString of the very same final markup as plain elements (no components, no data). Each
 * page is rendered sequentially (one core); a unique /properties filter per render. Writes its table
 * into docs/performance.md with the date and the machine. Not a test: timings here are noisy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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
import { appConfigDefaults, repoRoot } from '../apps/api/src/config.js';
import { fixtureContentRepository } from '../apps/api/src/content-repository.js';
import { bundledProvider } from '../apps/api/src/hot-listings/bundled-provider.js';
import { compressBody } from '../apps/api/src/http/compressed-body.js';
import { silentLogger } from '../apps/api/src/logger.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const renders = Number(option('renders') ?? 200);
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

/** Runs `count` calls, `concurrency` at a time: calls per second of wall time, p50 and p99 of each call. */
async function timed(count: number, run: (i: number) => Promise<unknown> | unknown, concurrency = 1): Promise<{ perSecond: number; p50: number; p99: number }> {
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
  return { perSecond: (count / wall) * 1000, p50: percentile(times, 50), p99: percentile(times, 99) };
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
  ];
  const rows: string[] = [];
  const quiet = console.error;
  for (const page of pages) {
    const renderPage = async (i: number) => {
      const rendered = await renderer.render(renderer.resolve(page.url(i)), reads);
      if (rendered.status !== 200) throw new Error(`${page.url(i)} answered ${rendered.status}`);
      return rendered.html;
    };
    await timed(20, renderPage); // warm-up: module loads, JIT
    let unique = 1_000;
    const one = await timed(renders, () => renderPage(unique++));
    const compressed = await timed(renders, async () => compressBody(await renderPage(unique++), 'fast'), 8);
    const html = await renderPage(unique++);
    const elements = toElements(parseDocument(rootMarkup(html)).children as unknown as DomNode[]);
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

  const machine = machineDescription(`load ${os.loadavg()[0]!.toFixed(1)}`);
  const section = writePerformanceTable({
    heading: '## Server rendering (`npm run bench:ssr`)',
    targets:
      'Target (issue "One route table, one render"): a fresh render at ≥ 0.2 of the floor. Before this change (measured in the issue on main, same machine, over HTTP): ~150 ms of server time per fresh /properties page, 10–11 fresh pages/s under 8 visitors, the floor at 1,400–1,800 renders/s: ~0.01.',
    kind: 'SSR',
    label: option('label') ?? 'fresh renders',
    lines: [
      `${renders} renders per measure and page, after 20 to warm up; fresh pages 8 at a time and the floor measured in ${ROUNDS} alternating rounds; in one process (one core for JavaScript, zlib on its threads). A fresh page = resolve, load its data in-process, render once, fill the document (HTML, uncompressed); "+ compression" adds the quick brotli 4 and gzip 6 of a page kept for the first time. Floor = renderToString of the same final markup as plain elements. Machine: ${machine}.`,
      '',
      '| page | HTML | one at a time: p50 / p99 | fresh pages/s, 8 at a time | + compression, pages/s | floor renders/s | fresh / floor |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ],
  });
  console.log(section);
}

await main();
