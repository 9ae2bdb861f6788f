/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on the site as
 * `npm start` serves it, the median of N runs per route, written as a table into docs/performance.md
 * with the date and the machine. Not a test: timings on a shared 2-core machine are noisy.
 *
 *   npm run bench:web -- [--runs 3] [--no-build] [--label "after SSR"] [--url http://127.0.0.1:3000] [--routes /es,/es/testimonials] [--clicks-only]
 *
 * With --url it measures a site already running there (e.g. an earlier commit, for a before/after).
 *
 * Two baselines are measured in the same run, on the same browser, so a table says what part of its
 * numbers is the site's code and what part is the machine and the page's document:
 * - every route again with its scripts taken out (a bare `node:http` proxy in front of the site
 *   strips `<script>` elements and module preloads from the HTML; styles, images and fonts as served);
 * - a page of one heading and one paragraph from a bare `node:http` server: the floor of this
 *   machine and browser under Lighthouse's simulation;
 * - the same page hydrated by React as the site hydrates its pages (scripts/bench/react-floor, built
 *   here with Vite): the floor of any page that starts React, whatever the page.
 * Each table also gives the range of Lighthouse's `benchmarkIndex` (its own measure of the CPU) over
 * the run: the simulation scales every task by the same 4× whatever that index is that minute.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';
import { clickToPaint, RESTS_BEFORE_CLICK_MS, launchMeasuringBrowser, taskDurations } from './bench/page-work.js';
import { launchPrerenderingBrowser } from './lib/prerendering-browser.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('runs') ?? 3);
const label = option('label') ?? 'main';
/** Every kind of page, and the Spanish ones issue 30 names (with /es/testimonials, the first translated). */
const allRoutes = [
  '/',
  '/about',
  '/contact',
  '/properties',
  '/properties/pcr-1001',
  '/hot-listings',
  '/cities/irvine',
  '/neighborhoods/newport-beach',
  '/resources/mortgage-guide',
  '/es',
  '/es/testimonials',
  '/es/neighborhoods/newport-beach',
  '/es/properties/pcr-1001',
];
const routes = option('routes')?.split(',') ?? allRoutes;

interface Sample {
  performance: number;
  /** Lighthouse's SEO score (a page not yet translated into Spanish asks not to be indexed: it scores lower). */
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** Lighthouse's measure of the CPU during the run (a mid-tier phone is about 1000). */
  benchmarkIndex: number;
}

interface RouteScore extends Sample {
  route: string;
  /** The same route with its scripts taken out (median of as many runs). */
  withoutScripts: Sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function startSite(port: number): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-web-'));
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/agents`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => {
    process.kill(-child.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Starts a bare `node:http` server on a free port; resolves to its origin and a stop function. */
async function bareServer(handle: http.RequestListener): Promise<{ origin: string; stop: () => void }> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** The smallest real page: what this machine and browser score with next to nothing to do. */
const ONE_HEADING_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Baseline</title><meta name="description" content="One heading and one paragraph."></head>' +
  '<body><h1>Baseline</h1><p>One heading and one paragraph, no styles, no scripts.</p></body></html>';

/**
 * Builds the React baseline page (one heading hydrated by react-dom) into a folder of its own and
 * serves it, compressed as the site serves its assets.
 */
async function reactFloorServer(): Promise<{ origin: string; stop: () => void }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-bench-react-floor-'));
  await build({ configFile: false, root: path.join(repoRoot, 'scripts/bench/react-floor'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await bareServer((request, response) => {
    const file = path.join(outDir, request.url === '/' ? 'index.html' : path.normalize(request.url ?? '/'));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript';
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    response.end(zlib.gzipSync(fs.readFileSync(file)));
  });
  return {
    origin: server.origin,
    stop: () => {
      server.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Serves the site as it is, except that its HTML has no scripts: the page's document, styles,
 * images and fonts alone. Text goes out gzipped, as the site sends it compressed (brotli there).
 */
function withoutScripts(siteOrigin: string): http.RequestListener {
  return rewritingProxy(siteOrigin, (html) => html.replace(SCRIPT_ELEMENT, '').replace(MODULE_PRELOAD, ''));
}

/** Chrome's speculation rules: the browser prerenders a page behind a link the visitor points at (decision 0048). */
const SPECULATION_RULES = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/** Headers of the site's answer the proxy does not pass on: they describe the bytes or the connection, which it makes anew. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * Serves the site as it is, its HTML passed through `rewrite`, with the site's own headers (its
 * Content-Security-Policy, Cross-Origin-Opener-Policy…): a page measured without its scripts differs
 * from the site's in its scripts only. Without them, Cross-Origin-Opener-Policy alone made the page
 * with scripts ~100 ms of Lighthouse TBT slower (the browser swaps its browsing context group on a
 * navigation to a page that sends it). Text goes out gzipped, as the site sends it compressed (brotli there).
 */
function rewritingProxy(siteOrigin: string, rewrite: (html: string) => string): http.RequestListener {
  return (request, response) => {
    void (async () => {
      const upstream = await fetch(siteOrigin + (request.url ?? '/'));
      const type = upstream.headers.get('content-type') ?? '';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.includes('text/html')) body = Buffer.from(rewrite(body.toString('utf8')));
      const headers: http.OutgoingHttpHeaders = { 'cache-control': 'no-store' };
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      if (/text|javascript|json|svg/.test(type)) {
        body = zlib.gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  };
}

/** A run Lighthouse could not finish (its runtimeError, or a metric it could not compute). */
type FailedRun = { failed: string };

async function measure(url: string, port: number): Promise<Sample | FailedRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
  if (!result) return { failed: 'no result' };
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) return { failed: runtimeError.code };
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
  const missing = metrics.filter((id) => !Number.isFinite(audits[id]?.numericValue));
  if (missing.length > 0) return { failed: `no ${missing.join(', ')} (${missing.map((id) => audits[id]?.errorMessage ?? 'no value').join('; ')})` };
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Runs of each main-thread and click measure (the median is kept). */
const WORK_RUNS = 5;
/** Links a visitor follows: from a page, the link to the next one. */
const CLICKS: [from: string, target: string][] = [
  ['/', '/cities'],
  ['/cities', '/cities/irvine'],
  ['/properties', '/properties/pcr-1001'],
  ['/es', '/es/neighborhoods'],
];

interface PageWork {
  /** Per route: main-thread ms with its scripts and without them. */
  routes: { route: string; withScripts: number; withoutScripts: number }[];
  floors: { oneHeading: number; react: number };
  /** Per link: click to the next page's largest paint, ms, with the speculation rules and without them. */
  clicks: { from: string; target: string; restMs: number; withRules: number; withoutRules: number; prerendered: number }[];
}

/** The main-thread work of each route (and the two baselines), and the click-to-paint of each link, with and without. */
async function pageWork(baseUrl: string, strippedOrigin: string, floors: { oneHeading: string; react: string }): Promise<PageWork> {
  const browser = await launchMeasuringBrowser();
  try {
    const urls = [...routes.flatMap((route) => [`${baseUrl}${route}`, `${strippedOrigin}${route}`]), `${floors.oneHeading}/`, `${floors.react}/`];
    const durations = await taskDurations(browser, urls, WORK_RUNS);
    const measured = routes.map((route, index) => ({ route, withScripts: durations[index * 2]!, withoutScripts: durations[index * 2 + 1]! }));
    return { routes: measured, floors: { oneHeading: durations.at(-2)!, react: durations.at(-1)! }, clicks: await clicksWithAndWithoutRules(baseUrl) };
  } finally {
    await browser.close();
  }
}

/** Click to the next page's largest paint on each link of CLICKS, through the same kind of proxy with the speculation rules and without them (only the rules differ). */
async function clicksWithAndWithoutRules(baseUrl: string): Promise<PageWork['clicks']> {
  const browser = await launchPrerenderingBrowser();
  const noRules = await bareServer(rewritingProxy(baseUrl, (html) => html.replace(SPECULATION_RULES, '')));
  const asServed = await bareServer(rewritingProxy(baseUrl, (html) => html));
  try {
    const clickUrls = CLICKS.flatMap(([from, target]) => [[`${asServed.origin}${from}`, target], [`${noRules.origin}${from}`, target]] as [string, string][]);
    const measured: PageWork['clicks'] = [];
    for (const restMs of RESTS_BEFORE_CLICK_MS) {
      const clicks = await clickToPaint(browser, clickUrls, WORK_RUNS, restMs);
      measured.push(...CLICKS.map(([from, target], index) => ({ from, target, restMs, withRules: clicks[index * 2]!.ms, withoutRules: clicks[index * 2 + 1]!.ms, prerendered: clicks[index * 2]!.prerendered })));
    }
    return measured;
  } finally {
    noRules.stop();
    asServed.stop();
    await browser.close();
  }
}

function workLines(work: PageWork): string[] {
  const reactAdds = work.floors.react - work.floors.oneHeading;
  return [
    `Main-thread work (Chrome's \`TaskDuration\` from navigation to a second after load, 4× CPU slowdown, a phone's viewport), median of ${WORK_RUNS}, each route with its scripts and without them in turn; React hydrating a one-heading page adds ${Math.round(reactAdds)} ms to that page in the same run (${Math.round(work.floors.oneHeading)} → ${Math.round(work.floors.react)} ms).`,
    '',
    '| route | with scripts | without scripts | the scripts add |',
    '|---|---|---|---|',
    ...work.routes.map((r) => `| ${r.route} | ${Math.round(r.withScripts)} ms | ${Math.round(r.withoutScripts)} ms | ${Math.round(r.withScripts - r.withoutScripts)} ms |`),
    '',
    ...clickLines(work.clicks),
  ];
}

function clickLines(clicks: PageWork['clicks']): string[] {
  return [
    `Click to the next page's largest paint (the pointer rests on the link first, ${RESTS_BEFORE_CLICK_MS.join(' or ')} ms: a quick click and one after reading; 4× CPU slowdown; a page the browser prerendered counts from its activation), median of ${WORK_RUNS}, the same pages through the same proxy with and without the speculation rules, in Chromium driven by Puppeteer (under Playwright's sessions Chrome prerenders nothing: \`PrerenderingDisabledByDevTools\`). On loopback a page's fetch costs nothing: the rules' gain on a real network (its round trips) is not in these numbers.`,
    '',
    '| link | pointer rests | with speculation rules | of its clicks, a prerendered page | without |',
    '|---|---|---|---|---|',
    ...clicks.map((c) => `| ${c.from} → ${c.target} | ${c.restMs} ms | ${Math.round(c.withRules)} ms | ${c.prerendered} of ${WORK_RUNS} | ${Math.round(c.withoutRules)} ms |`),
    '',
  ];
}

/** `--clicks-only`: the click-to-paint table alone, with the site as `npm start` serves it (no Lighthouse run). */
async function clicksOnly(baseUrl: string): Promise<void> {
  const clicks = await clicksWithAndWithoutRules(baseUrl);
  writeWebSection([`Machine: ${chromiumMachine()}.`, '', ...clickLines(clicks)]);
}

/** This machine and the Chromium the runs use, for a table's heading line. */
const chromiumMachine = () => machineDescription(execFileSync('/usr/bin/chromium', ['--version']).toString().trim());

/** Writes `lines` as this run's section of docs/performance.md (under its label) and prints it. */
function writeWebSection(lines: string[]): void {
  const section = writePerformanceTable({
    heading: '## Web pages (`npm run bench:web`)',
    targets:
      'Targets (issue "Every page arrives complete"): performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02 on every route; the /es routes the same (issue 30), and SEO 100 on a translated one.',
    kind: 'Web',
    label,
    lines,
  });
  console.log(section);
}

function writeTable(scores: RouteScore[], floors: { oneHeading: Sample; react: Sample }, benchmarkIndexes: number[], work: PageWork, discarded: string[]): void {
  const machine = chromiumMachine();
  const rows = scores.map(
    (s) =>
      `| ${s.route} | ${s.performance} | ${s.seo} | ${(s.fcp / 1000).toFixed(1)} s | ${(s.lcp / 1000).toFixed(1)} s | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${s.jsKb.toFixed(0)} KB ` +
      `| ${s.withoutScripts.performance} | ${Math.round(s.withoutScripts.tbt)} ms |`,
  );
  const floorRow = (name: string, floor: Sample) =>
    `| baseline: ${name} | ${floor.performance} | ${floor.seo} | ${(floor.fcp / 1000).toFixed(1)} s | ${(floor.lcp / 1000).toFixed(1)} s | ${Math.round(floor.tbt)} ms | ${floor.cls.toFixed(3)} | ${floor.jsKb.toFixed(0)} KB | | |`;
  const lines = [
    `Lighthouse mobile (simulated throttling), median of ${runs} run(s) per route, site served as \`npm start\` serves it. Machine: ${machine}.`,
    '',
    'The last two columns are the same route with its scripts taken out (its HTML, styles, images and fonts alone); the last rows are a page of one heading and one paragraph, without scripts and hydrated by React 19 (`scripts/bench/react-floor`). All are served by a bare `node:http` server and measured in the same run.',
    '',
    '| route | performance | SEO | FCP | LCP | TBT | CLS | JS transferred | performance without scripts | TBT without scripts |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    floorRow('one heading, bare `node:http`', floors.oneHeading),
    floorRow('one heading hydrated by React, bare `node:http`', floors.react),
    '',
    `Lighthouse's \`benchmarkIndex\` of this machine over the run's ${benchmarkIndexes.length} runs: ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} (median ${Math.round(median(benchmarkIndexes))}).`,
    '',
    ...(discarded.length > 0 ? [`Runs Lighthouse could not finish, left out and run again: ${discarded.join('; ')}.`, ''] : []),
    ...workLines(work),
  ];
  writeWebSection(lines);
}

async function main(): Promise<void> {
  const givenUrl = option('url');
  if (!givenUrl && !args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const sitePort = 3900 + Math.floor(Math.random() * 50);
  const baseUrl = givenUrl ?? `http://127.0.0.1:${sitePort}`;
  const stop = givenUrl ? () => undefined : await startSite(sitePort);
  if (args.includes('--clicks-only')) {
    try {
      await clicksOnly(baseUrl);
    } finally {
      stop();
    }
    return;
  }
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const stripped = await bareServer(withoutScripts(baseUrl));
  const reactFloor = await reactFloorServer();
  const oneHeading = await bareServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ONE_HEADING_PAGE);
  });
  const discarded: string[] = [];
  const benchmarkIndexes: number[] = [];
  /** The median of `runs` runs of each URL, the URLs taken in turn so that a slow spell of the machine falls on all of them. */
  const mediansOf = async (urls: string[]): Promise<Sample[]> => {
    const samples: Sample[][] = urls.map(() => []);
    for (let round = 0; round < runs; round += 1) {
      for (const [index, url] of urls.entries()) {
        // A run Lighthouse could not finish is left out (a NaN would sort anywhere and become the
        // median) and run again, at most as many times again as runs were asked for.
        for (let attempt = 0; samples[index]!.length <= round; attempt += 1) {
          if (attempt >= runs) throw new Error(`${url}: Lighthouse could not finish a run in ${attempt} attempts (${discarded.join('; ')})`);
          const sample = await measure(url, chrome.port);
          if ('failed' in sample) {
            discarded.push(`${url}: ${sample.failed}`);
            console.warn(`${url}: run left out: ${sample.failed}`);
          } else {
            samples[index]!.push(sample);
            benchmarkIndexes.push(sample.benchmarkIndex);
          }
        }
      }
    }
    return samples.map((runsOfUrl) => {
      const pick = (key: keyof Sample) => median(runsOfUrl.map((sample) => sample[key]));
      return {
        performance: pick('performance'),
        seo: pick('seo'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsKb: pick('jsKb'),
        benchmarkIndex: pick('benchmarkIndex'),
      };
    });
  };
  try {
    const scores: RouteScore[] = [];
    for (const route of routes) {
      const [site, withoutScriptsScore] = await mediansOf([`${baseUrl}${route}`, `${stripped.origin}${route}`]);
      scores.push({ route, ...site!, withoutScripts: withoutScriptsScore! });
      console.log(route, scores.at(-1));
    }
    const [oneHeadingFloor, reactFloorScore] = await mediansOf([`${oneHeading.origin}/`, `${reactFloor.origin}/`]);
    console.log('baselines', { oneHeading: oneHeadingFloor, react: reactFloorScore });
    const work = await pageWork(baseUrl, stripped.origin, { oneHeading: oneHeading.origin, react: reactFloor.origin });
    writeTable(
      scores,
      { oneHeading: oneHeadingFloor!, react: reactFloorScore! },
      benchmarkIndexes,
      work,
      discarded.map((run) =>
        run.replace(stripped.origin, '(without scripts) ').replace(oneHeading.origin, '(baseline) ').replace(reactFloor.origin, '(React baseline) ').replace(baseUrl, ''),
      ),
    );
  } finally {
    chrome.kill();
    stripped.stop();
    oneHeading.stop();
    reactFloor.stop();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
