import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/**
 * The load of issue 45's "a 512 MB instance is enough", shared by the memory test
 * (memory-limit.test.ts) and `npm run bench:memory`: malformed requests to the site and the API,
 * then pages and leads for a while, with the server's resident memory read from /proc meanwhile.
 */

/**
 * node's arguments as `npm run serve` gives them (apps/api/package.json, run in apps/api):
 * `['--enable-source-maps', 'dist/main.js']`, with another build's entry instead when given.
 */
export function serveArguments(apiDir: string, entry?: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [command, ...args] = manifest.scripts.serve.split(/\s+/);
  if (command !== 'node' || args.at(-1) !== 'dist/main.js') throw new Error(`npm run serve is no longer "node … dist/main.js": ${manifest.scripts.serve}`);
  return entry ? [...args.slice(0, -1), entry] : args;
}

/**
 * A process's resident memory now and its peak so far (the kernel's high-water mark), in MB; of
 * the resident memory, what is its own (anonymous) and what are mapped files (node's binary, mostly).
 */
export interface ResidentMemory {
  rssMb: number;
  peakMb: number;
  anonMb: number;
  fileMb: number;
}

/** VmRSS, VmHWM, RssAnon and RssFile of `pid` from /proc (Linux). */
export function residentMemory(pid: number): ResidentMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM'), anonMb: mb('RssAnon'), fileMb: mb('RssFile') };
}

export interface RssWatch {
  /** The highest VmRSS sampled so far, in MB. */
  readonly peakMb: number;
  /** Whether a sample went over the limit (the process was then killed). */
  readonly exceeded: boolean;
  /** Stops sampling; resolves with the highest VmRSS sampled. */
  stop(): number;
}

/**
 * Samples the VmRSS of `pid` every `everyMs`. Over `limitMb` it does what the kernel does to a
 * process over its memory limit: SIGKILL, and calls `onExceeded` with the figure. Sampling stops
 * by itself when the process is gone.
 */
export function watchRss(pid: number, options: { everyMs?: number; limitMb?: number; onExceeded?: (rssMb: number) => void } = {}): RssWatch {
  let peakMb = 0;
  let exceeded = false;
  const sample = () => {
    let rssMb: number;
    try {
      ({ rssMb } = residentMemory(pid));
    } catch {
      clearInterval(timer);
      return;
    }
    peakMb = Math.max(peakMb, rssMb);
    if (options.limitMb !== undefined && rssMb > options.limitMb && !exceeded) {
      exceeded = true;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
      options.onExceeded?.(rssMb);
    }
  };
  const timer = setInterval(sample, options.everyMs ?? 100);
  sample();
  return {
    get peakMb() {
      return peakMb;
    },
    get exceeded() {
      return exceeded;
    },
    stop() {
      clearInterval(timer);
      return peakMb;
    },
  };
}

/** One request written byte for byte on a socket of its own (`fetch` refuses to send most of these). */
interface RawMalformed {
  what: string;
  head: string;
  body?: Buffer;
}

const LEAD_PATHS = ['/api/contact', '/api/subscribe', '/api/alerts', '/api/unsubscribe?token=x', '/alerts', '/unsubscribe', '/subscribe/confirm', '/es/alerts'];
const PAGE_PATHS = ['/', '/properties', '/es/properties', '/neighborhoods/newport-beach', '/api/properties', '/api/cities/irvine', '/api/agents'];

const request = (method: string, target: string, headers: string[] = [], body?: Buffer): RawMalformed => ({
  what: `${method} ${target.slice(0, 40)}`,
  head: [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers, ...(body ? [`Content-Length: ${body.length}`] : []), '', ''].join('\r\n'),
  ...(body ? { body } : {}),
});

/** Bytes that are no UTF-8 and no JSON. */
function garbage(i: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = (i + 1) * 2_654_435_761;
  for (let at = 0; at < length; at++) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    bytes[at] = x >>> 24;
  }
  return bytes;
}

/**
 * The `i`-th malformed request: bad percent-encoding in paths and queries, bodies that are too big,
 * garbled, of the wrong type or broken JSON, to the API's POST endpoints and the site's forms, and a
 * few that Node's HTTP parser refuses (a bad request line, huge headers, a huge target).
 */
export function malformedRequest(i: number): RawMalformed {
  const form = LEAD_PATHS[i % LEAD_PATHS.length] ?? '/api/contact';
  const page = PAGE_PATHS[i % PAGE_PATHS.length] ?? '/';
  const json = ['content-type: application/json'];
  switch (i % 16) {
    case 0:
      return request('GET', `${page}/%zz${i}`);
    case 1:
      return request('GET', `${page}?q=%E0%A4%A${i}&city=%ff%fe`);
    case 2:
      return request('GET', `/properties/%C0%AF${'%'.repeat(i % 7)}${i}`);
    case 3:
      return request('POST', form, json, Buffer.from(`{"name": "Mal Formed", "email": ${i}`));
    case 4:
      // Over any body limit of the server (32 kB for leads): refused, never kept.
      return request('POST', form, json, Buffer.from(`{"message": "${'x'.repeat(200_000 + (i % 1000))}"}`));
    case 5:
      return request('POST', form, ['content-type: application/x-www-form-urlencoded'], garbage(i, 3000));
    case 6:
      return request('POST', form, ['content-type: text/plain; charset=utf-16'], garbage(i, 20_000));
    case 7:
      return request('POST', form, ['content-type: application/json; charset=klingon'], Buffer.from('{"name":"x"}'));
    case 8:
      return request('POST', form, json, Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`));
    case 9:
      return request('POST', form, json, Buffer.from(JSON.stringify(Object.fromEntries(Array.from({ length: 1500 }, (_, k) => [`k${k}`, k])))));
    case 10:
      return request('POST', form, ['content-type: multipart/form-data; boundary=zz'], garbage(i, 8000));
    case 11:
      return request('POST', form, ['content-type: application/json', 'content-encoding: gzip'], garbage(i, 5000));
    case 12:
      // A target over the server's 8 kB limit.
      return request('GET', `${page}?q=${'a'.repeat(9000 + (i % 100))}`);
    case 13:
      // Headers over Node's limit (431).
      return request('GET', page, [`x-junk: ${'j'.repeat(20_000)}`]);
    case 14:
      return { what: 'bad request line', head: `G\u0001T /\u0000${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n` };
    default:
      return request('BREW', `${page}%${i}`, json, Buffer.from('{'));
  }
}

/** Writes one raw request and resolves with the answer's status (0: the connection ended without one). */
function sendRaw(port: number, raw: RawMalformed): Promise<number> {
  return new Promise((resolve) => {
    let head = '';
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(status);
    };
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(raw.head, 'latin1'), raw.body ?? Buffer.alloc(0)]), () => undefined);
    });
    socket.setTimeout(10_000, () => finish(0));
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 64) head += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      // The status line is all that is read: the rest of the answer is dropped with the socket.
      if (status) finish(Number(status));
    });
    socket.on('error', () => finish(0));
    socket.on('close', () => finish(0));
  });
}

/** How many answers of each status a load got ("0": none, the connection ended first). */
export type StatusCounts = Record<string, number>;

const count = (counts: StatusCounts, status: number) => {
  counts[status] = (counts[status] ?? 0) + 1;
};

/** Sends `total` malformed requests (malformedRequest 0…total-1), `concurrency` at a time. */
export async function sendMalformedRequests(origin: string, total: number, concurrency = 16): Promise<StatusCounts> {
  const port = Number(new URL(origin).port);
  const counts: StatusCounts = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) count(counts, await sendRaw(port, malformedRequest(i)));
    }),
  );
  return counts;
}

/** The site's pages, as its sitemap lists them (both languages), as paths. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  if (paths.length === 0) throw new Error('the sitemap lists no page');
  return [...new Set(paths)];
}

/** A lead the contact form would send, from an address of its own. */
export const leadBody = (n: number) => JSON.stringify({ name: 'Memory Load', email: `memory-load-${n}@example.com`, phone: '(949) 555-0199', address: `${n} Harbor Way` });

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * The `i`-th request of the page and lead load: the site's pages, searches and API queries each with
 * new parameters (each a new cache entry: the caches fill to their bounds), unknown pages, and leads.
 */
function loadRequest(i: number, pages: readonly string[]): LoadRequest {
  const n = Math.floor(i / 8);
  switch (i % 8) {
    case 0:
    case 1:
    case 2:
      return { method: 'GET', path: pages[(i * 7919) % pages.length] ?? '/' };
    case 3:
      return { method: 'GET', path: `${n % 2 ? '/es' : ''}/properties?minPrice=${100_000 + n}&sort=price-asc` };
    case 4:
      return { method: 'GET', path: `/api/properties?minPrice=${100_000 + n}` };
    case 5:
      return { method: 'GET', path: `/no-such-page/${n}-${'x'.repeat(n % 200)}` };
    default:
      return { method: 'POST', path: '/api/contact', body: leadBody(i) };
  }
}

/** One request on a kept-alive connection; resolves with its status (0: it failed), the body read and dropped. */
function send(agent: http.Agent, origin: URL, load: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const body = load.body === undefined ? undefined : Buffer.from(load.body);
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: load.method,
        path: load.path,
        headers: { 'accept-encoding': 'br, gzip', ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}) },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Pages (those given, or the sitemap's) and leads (loadRequest) from `concurrency` kept-alive connections for `seconds`. */
export async function pageAndLeadLoad(
  origin: string,
  options: { seconds: number; concurrency?: number; pages?: readonly string[] },
): Promise<{ requests: number; statuses: StatusCounts; pages: readonly string[] }> {
  const url = new URL(origin);
  const pages = options.pages ?? (await sitemapPaths(origin));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 16 });
  const statuses: StatusCounts = {};
  const deadline = Date.now() + options.seconds * 1000;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: options.concurrency ?? 16 }, async () => {
        while (Date.now() < deadline) count(statuses, await send(agent, url, loadRequest(next++, pages)));
      }),
    );
  } finally {
    agent.destroy();
  }
  return { requests: next, statuses, pages };
}
