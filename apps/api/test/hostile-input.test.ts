import { apiContract, ErrorBodySchema, FieldIssueSchema } from '@pcr/contracts';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, postJson, startApp, testConfig, type RunningApp } from './helpers.js';
import { sqlAlertManagement } from '../src/alerts/alert-management.js';
import { sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService } from '../src/notifications/unsubscribe.js';
import { rawRequest, type RawResponse } from './raw-http.js';

/**
 * Whatever a client sends (paths, percent-encodings, query strings, methods, headers, content
 * types, bodies), the API answers a 4xx in its JSON error shape or a success: never a 5xx, and it
 * stays up and keeps storing leads. Requests are written byte for byte on a socket, so nothing
 * between the generator and the server tidies them up.
 */

let db: SqlClient;
let app: RunningApp;
let port: number;
let removeDir: () => void;

beforeAll(async () => {
  const tmp = pgliteDataDir('hostile');
  removeDir = tmp.remove;
  db = await openPgliteClient(tmp.dir);
  await migrate(db, migrationsDir, silentLogger);
  // The limit is not under test here (api.test.ts holds it); a fuzz run must not be throttled into 429s only.
  app = await startApp({ leads: sqlLeadStore(db), config: testConfig({ rateLimit: { max: 1_000_000, windowMs: 60_000 } }) });
  port = Number(new URL(app.baseUrl).port);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeDir?.();
});

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const byteIn = (min: number, max: number) => fc.integer({ min, max }).map(hex);
/**
 * Percent-encodings whose bytes are not UTF-8: lone surrogates, sequences cut short (by a byte or
 * inside an escape), overlong forms, bytes UTF-8 never uses, stray continuation bytes, code points
 * past U+10FFFF. decodeURIComponent throws on each (Express's "Failed to decode param").
 */
const invalidUtf8 = fc.oneof(
  fc.tuple(byteIn(0xa0, 0xbf), byteIn(0x80, 0xbf)).map(([second, third]) => `%ED${second}${third}`),
  byteIn(0xc2, 0xdf),
  fc.tuple(byteIn(0xe0, 0xef), byteIn(0x80, 0xbf)).map(([lead, next]) => lead + next),
  fc.tuple(byteIn(0xf0, 0xf4), byteIn(0x90, 0xbf), byteIn(0x80, 0xbf)).map(([lead, a, b]) => lead + a + b),
  fc.tuple(byteIn(0xe1, 0xef), byteIn(0x80, 0xbf), byteIn(0x80, 0xbf)).map(([lead, next, last]) => lead + next + last.slice(0, 2)),
  fc.tuple(byteIn(0xc0, 0xc1), byteIn(0x80, 0xbf)).map(([lead, next]) => lead + next),
  fc.tuple(byteIn(0x80, 0x9f), byteIn(0x80, 0xbf)).map(([second, third]) => `%E0${second}${third}`),
  fc.tuple(byteIn(0x80, 0x8f), byteIn(0x80, 0xbf), byteIn(0x80, 0xbf)).map(([second, third, fourth]) => `%F0${second}${third}${fourth}`),
  byteIn(0xf5, 0xff),
  byteIn(0x80, 0xbf),
  fc.tuple(byteIn(0x90, 0xbf), byteIn(0x80, 0xbf), byteIn(0x80, 0xbf)).map(([second, third, fourth]) => `%F4${second}${third}${fourth}`),
);
const brokenPercent = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%zz', '%C0%AF', '%FF', '%00', '%2e%2e', '%2F', '%E2%82', '%%', '%u0041'),
  invalidUtf8,
);
const anyPercent = fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`);
const plainChar = fc.constantFrom(...'abcXYZ019-_.~!$&\'()*+,;=:@'.split(''));
/** Raw bytes of non-ASCII text, as a careless client would put them in a request line. */
const rawUnicode = fc.constantFrom('é', '漢', '😀', '\u00a0').map((text) => Buffer.from(text, 'utf8').toString('latin1'));
const segment = fc
  .array(fc.oneof({ weight: 4, arbitrary: plainChar }, { weight: 3, arbitrary: brokenPercent }, anyPercent, rawUnicode, fc.constantFrom('..', '__proto__', 'constructor')), { maxLength: 8 })
  .map((parts) => parts.join(''));

const routePaths = Object.values(apiContract).map((route) => route.path);
/** A contract path with each `:param` replaced, sometimes with more segments after it. */
const apiTarget = fc
  .tuple(fc.constantFrom(...routePaths, '/api', '/api/', '/api/openapi.json', '/api/unknown'), fc.array(segment, { minLength: 3, maxLength: 3 }), fc.array(segment, { maxLength: 2 }))
  .map(([template, params, extra]) => {
    let i = 0;
    const filled = template.replace(/:[a-zA-Z]+/g, () => params[i++] ?? 'x');
    return [filled, ...extra].join('/');
  });

const queryKey = fc.oneof(fc.constantFrom('neighborhood', 'neighborhood[]', 'neighborhood[a]', '__proto__', '__proto__[polluted]', 'constructor[prototype][x]', ''), segment);
const query = fc.option(
  fc.array(fc.tuple(queryKey, segment), { maxLength: 4 }).map((pairs) => `?${pairs.map(([k, value]) => `${k}=${value}`).join('&')}`),
  { nil: '' },
);

const method = fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'QUERY', 'get', 'M-SEARCH', 'CONNECT', 'TRACE');
/** Methods Node's parser takes (a lower-case "get" it refuses as not HTTP), the odd ones included. */
const everyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'QUERY', 'M-SEARCH', 'PURGE', 'LINK', 'UNLINK', 'REPORT');

const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json;;;',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/merge-patch+json',
      '',
    ),
    segment,
  ),
  { nil: undefined },
);
const contentEncoding = fc.option(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-junk', 'gzip, gzip'), { nil: undefined });

const validContact = { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(949) 555-0199', address: '12 Harbor Way' };
/** Bodies: JSON of any shape, prototype keys, deep nesting, huge strings, bytes that are not UTF-8. */
const body = fc.oneof(
  fc.json({ maxDepth: 4 }).map((text) => Buffer.from(text)),
  fc.record({ field: fc.constantFrom('name', 'email', 'phone', 'address', 'message', 'interest'), value: fc.jsonValue({ maxDepth: 3 }) }).map(({ field, value }) =>
    Buffer.from(JSON.stringify({ ...validContact, [field]: value })),
  ),
  fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => Buffer.from(`{"${key}":{"isSpam":false,"polluted":true},"name":"Dana","email":"dana@example.com","interest":"Market updates"}`)),
  fc.integer({ min: 1, max: 100_000 }).map((depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 1, max: 60_000 }).map((length) => Buffer.from(JSON.stringify({ ...validContact, name: 'a'.repeat(length) }))),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])),
);

const headers = fc
  .record({
    contentType,
    contentEncoding,
    accept: fc.option(fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*;q=0', ''), { nil: undefined }),
    acceptEncoding: fc.option(fc.constantFrom('br', 'gzip;q=0', '*', 'br;q=abc', 'x'), { nil: undefined }),
    requestId: fc.option(segment, { nil: undefined }),
    ifNoneMatch: fc.option(fc.constantFrom('*', '"x"', 'W/"', ',,,'), { nil: undefined }),
  })
  .map((h) => {
    const list: [string, string][] = [];
    if (h.contentType !== undefined) list.push(['Content-Type', h.contentType]);
    if (h.contentEncoding !== undefined) list.push(['Content-Encoding', h.contentEncoding]);
    if (h.accept !== undefined) list.push(['Accept', h.accept]);
    if (h.acceptEncoding !== undefined) list.push(['Accept-Encoding', h.acceptEncoding]);
    if (h.requestId !== undefined) list.push(['X-Request-Id', h.requestId]);
    if (h.ifNoneMatch !== undefined) list.push(['If-None-Match', h.ifNoneMatch]);
    return list;
  });

/** 403: an unsubscribe link whose signature does not match. */
const API_ERROR_STATUSES = [400, 403, 404, 405, 413, 415, 429, 431];
const ErrorWithIssues = v.object({ message: v.string(), issues: v.optional(v.array(FieldIssueSchema)) });

/** The properties every answer of /api must have; returns a description of what is wrong, or undefined. */
function apiAnswerProblem(response: RawResponse, sentMethod: string): string | undefined {
  if (response.status >= 500) return `status ${response.status}: ${response.body.toString('utf8').slice(0, 200)}`;
  if (response.status < 400) return undefined;
  if (!API_ERROR_STATUSES.includes(response.status)) return `status ${response.status} is not one of the API's error statuses`;
  if (sentMethod === 'HEAD') return undefined;
  if (!/^application\/json\b/.test(response.headers['content-type'] ?? '')) return `error answered as ${response.headers['content-type']}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body.toString('utf8'));
  } catch {
    return `error body is not JSON: ${response.body.toString('utf8').slice(0, 100)}`;
  }
  if (!v.is(ErrorBodySchema, parsed) || !v.is(ErrorWithIssues, parsed)) return `error body is not {message, issues?}: ${JSON.stringify(parsed).slice(0, 200)}`;
  return undefined;
}

describe('hostile input (fast-check, raw HTTP)', () => {
  it('no request to /api gets a 5xx; every error is the JSON error shape with an API status', async () => {
    await fc.assert(
      fc.asyncProperty(method, apiTarget, query, headers, fc.option(body, { nil: undefined }), async (verb, target, search, headerList, payload) => {
        const response = await rawRequest(port, { method: verb, target: `${target}${search}`, headers: headerList, body: payload });
        const problem = apiAnswerProblem(response, verb);
        expect(problem, `${verb} ${target}${search}`).toBeUndefined();
      }),
      { numRuns: 1500 },
    );
  });

  it('bad percent-encoding in any segment of an /api path or in its query, on any method, answers the JSON 400', async () => {
    const malformed = { message: 'The request path or query is not valid URL encoding.', issues: [] };
    // After an escape cut short, no hex digit that would complete it.
    const notHex = fc.constantFrom(...'xyzXYZ-_.~!$&\'()*+,;=:@'.split(''));
    /** A contract route, every `:param` filled; one segment after /api (or a query value) carries the bad bytes, between plain text. */
    const target = fc
      .tuple(fc.constantFrom(...routePaths), fc.nat(), fc.boolean(), fc.string({ unit: plainChar, maxLength: 3 }), invalidUtf8, fc.string({ unit: notHex, maxLength: 3 }))
      .map(([template, at, inQuery, before, bad, after]) => {
        const segments = template.split('/').slice(2).map((part) => (part.startsWith(':') ? 'irvine' : part));
        const broken = `${before}${bad}${after}`;
        if (inQuery) return `/api/${segments.join('/')}?neighborhood=${broken}`;
        segments[at % segments.length] = broken;
        return `/api/${segments.join('/')}`;
      });
    await fc.assert(
      fc.asyncProperty(everyMethod, target, async (verb, path) => {
        const response = await rawRequest(port, { method: verb, target: path });
        expect(response.status, `${verb} ${path}`).toBe(400);
        if (verb !== 'HEAD') expect(JSON.parse(response.body.toString('utf8')), `${verb} ${path}`).toEqual(malformed);
      }),
      { numRuns: 1500 },
    );
  });

  it('the encodings the issue found answer 400 with the JSON shape, not 500', async () => {
    for (const target of ['/api/cities/%E0%A4%A', '/api/neighborhoods/%ED%A0%80', '/api/properties/%', '/api/properties?neighborhood=%E0%A4%A']) {
      const response = await rawRequest(port, { method: 'GET', target });
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body.toString('utf8')), target).toEqual({ message: 'The request path or query is not valid URL encoding.', issues: [] });
    }
  });

  it('a request line the HTTP parser refuses still gets a JSON 400', async () => {
    const response = await rawRequest(port, { method: 'GET', target: '/api/agents\u0000' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ message: 'The request is not valid HTTP.' });
  });

  it('after all that the server is up and a valid lead is stored', async () => {
    expect((await fetch(`${app.baseUrl}/api/agents`)).status).toBe(200);
    const email = 'after.the.storm@example.com';
    const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Dana Whitfield', email, interest: 'Market updates' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await db.query<{ email: string }>('SELECT email FROM leads WHERE id = $1', [id]);
    expect(rows).toEqual([{ email }]);
    // No prototype key made it onto a stored lead or onto Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/**
 * Issue 45: the same on the site's own routes that read a body or a parameter: the forms that work
 * without scripts (both languages), the language switch, and the pages with a path parameter or a
 * query. Never a 5xx; a refusal (400, 403, 413, 415) is the site's page that says why.
 */
describe('hostile input to the site’s routes (fast-check, raw HTTP)', () => {
  let site: RunningApp;
  let sitePort: number;
  const siteData = pgliteDataDir('hostile-site');
  let siteDb: SqlClient;

  beforeAll(async () => {
    siteDb = await openPgliteClient(siteData.dir);
    await migrate(siteDb, migrationsDir, silentLogger);
    site = await startApp({
      leads: sqlLeadStore(siteDb),
      unsubscribe: sqlUnsubscribeService(siteDb, 'hostile-secret'),
      subscriptions: sqlSubscriptionConfirmations(siteDb, 'hostile-secret'),
      alerts: sqlAlertManagement(siteDb, 'hostile-secret'),
      config: builtWebConfig({ rateLimit: { max: 1_000_000, windowMs: 60_000 } }),
    });
    sitePort = Number(new URL(site.baseUrl).port);
  });
  afterAll(async () => {
    await site?.close();
    await siteDb?.close();
    siteData.remove();
  });

  const language = fc.constantFrom('', '/es');
  const formPath = fc.tuple(language, fc.constantFrom('/properties', '/properties/pcr-1001', '/alerts/manage', '/unsubscribe', '/subscribe/confirm', '/alerts'), fc.constantFrom('', '/', 'X')).map(([prefix, path, tail]) =>
    tail === 'X' ? `${prefix}${path.toUpperCase()}` : `${prefix}${path}${tail}`,
  );
  const linkQuery = fc.option(
    fc.tuple(fc.oneof(fc.uuid(), segment), segment).map(([lead, token]) => `?lead=${lead}&token=${token}`),
    { nil: '' },
  );
  const formContentType = fc.option(
    fc.oneof(
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=utf-8',
        'application/x-www-form-urlencoded; charset=latin1',
        'application/x-www-form-urlencoded; charset=x-unknown',
        'application/json',
        'multipart/form-data; boundary=x',
        'text/plain',
      ),
      segment,
    ),
    { nil: undefined },
  );
  const fetchSite = fc.constantFrom(undefined, 'same-origin', 'none', 'same-site', 'cross-site', 'junk');
  const origin = fc.constantFrom(undefined, 'null', 'https://evil.example', 'http://127.0.0.1', ':::', '');
  const formField = fc.tuple(fc.constantFrom('email', 'consent', 'search', 'propertyId', 'page', 'frequency', 'action', 'alert', 'confirm', 'website', '__proto__', 'x[y]'), segment);
  const formBody = fc.oneof(
    fc.array(formField, { maxLength: 8 }).map((pairs) => Buffer.from(pairs.map(([k, value]) => `${k}=${value}`).join('&'))),
    fc.integer({ min: 1, max: 20_000 }).map((length) => Buffer.from(`email=${'a'.repeat(length)}`)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02])),
  );
  const siteHeaders = fc.record({ contentType: formContentType, contentEncoding, fetchSite, origin }).map((h) => {
    const list: [string, string][] = [];
    if (h.contentType !== undefined) list.push(['Content-Type', h.contentType]);
    if (h.contentEncoding !== undefined) list.push(['Content-Encoding', h.contentEncoding]);
    if (h.fetchSite !== undefined) list.push(['Sec-Fetch-Site', h.fetchSite]);
    if (h.origin !== undefined) list.push(['Origin', h.origin]);
    return list;
  });

  /** A path with a parameter the site reads, or a page with a query: each segment a hostile one. */
  const pageTarget = fc.oneof(
    fc.tuple(language, fc.constantFrom('neighborhoods', 'cities', 'properties', 'resources'), segment).map(([prefix, section, param]) => `${prefix}/${section}/${param}`),
    fc.tuple(language, fc.constantFrom('/properties', '/unsubscribe', '/alerts/manage', '/subscribe/confirm', '/request-refused', '/'), query).map(([prefix, path, search]) => `${prefix}${path}${search}`),
    fc.tuple(fc.constantFrom('en', 'es', 'fr', 'EN'), segment, segment).map(([locale, junk, path]) => `/language/${locale}${junk}?path=${path}`),
    fc.tuple(segment, segment).map(([param, path]) => `/language/${param}?path=/${path}`),
  );

  const REFUSALS = [400, 403, 413, 415];
  // 307: a post to /alerts, where pages before decision 0053 sent the alert form, goes on to its page; 410: an expired manage link's page.
  const SITE_STATUSES = [200, 301, 303, 307, ...REFUSALS, 404, 410, 429, 503];

  function siteAnswerProblem(response: RawResponse, sentMethod: string): string | undefined {
    if (response.status >= 500 && response.status !== 503) return `status ${response.status}: ${response.body.toString('utf8').slice(0, 200)}`;
    if (!SITE_STATUSES.includes(response.status)) return `status ${response.status} is not one the site answers`;
    // Bytes no browser puts in a request line: Node's parser refuses them before any route (malformed-requests.ts).
    if (response.status === 400 && response.body.toString('utf8') === '{"message":"The request is not valid HTTP."}') return undefined;
    if (REFUSALS.includes(response.status) && sentMethod !== 'HEAD') {
      if (!/^text\/html\b/.test(response.headers['content-type'] ?? '')) return `refusal ${response.status} answered as ${response.headers['content-type']}`;
      if (!response.body.toString('utf8').includes('<h1')) return `refusal ${response.status} without the page that says why`;
    }
    return undefined;
  }

  it('no form post of the site gets a 5xx; a refusal is the page that says why', async () => {
    await fc.assert(
      fc.asyncProperty(formPath, linkQuery, siteHeaders, fc.option(formBody, { nil: undefined }), async (path, search, headerList, payload) => {
        const response = await rawRequest(sitePort, { method: 'POST', target: `${path}${search}`, headers: headerList, body: payload });
        expect(siteAnswerProblem(response, 'POST'), `POST ${path}${search} ${JSON.stringify(headerList)}`).toBeUndefined();
      }),
      { numRuns: 400 },
    );
    expect(site.logger.entries().filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('no page with a parameter or a query, and no language link, gets a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), pageTarget, async (verb, target) => {
        const response = await rawRequest(sitePort, { method: verb, target });
        expect(siteAnswerProblem(response, verb), `${verb} ${target}`).toBeUndefined();
      }),
      { numRuns: 400 },
    );
    expect(site.logger.entries().filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
