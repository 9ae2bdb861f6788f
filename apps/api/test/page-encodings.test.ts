import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

/**
 * A fresh page is compressed once, in the coding its request takes (gzip when the client takes br
 * and gzip alike: as small as quick brotli and cheaper), and sent at once; another coding is made
 * when a later request asks for it, with the same strong ETag, so a copy in one coding is fresh for
 * a request in another; a repeat gets brotli at the best level (decision 0052). Over real HTTP,
 * bytes as sent: fetch() would decode them and choose Accept-Encoding itself.
 */

let site: RunningApp;
beforeAll(async () => {
  site = await startApp({ config: builtWebConfig({ siteUrl: 'https://www.example.test' }) });
});
afterAll(async () => {
  await site?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(pathname: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(`${site.baseUrl}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The text of an answer, decoded by its Content-Encoding with node's own decoders. */
function decoded(answer: Raw): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

/** A /properties page no cache holds yet: its own minimum price. */
let unique = 412_345;
const freshPage = () => `/properties?minPrice=${unique++}`;

const renders = () => site.logger.entries().filter((entry) => entry.msg === 'page rendered').length;

describe('a fresh page in the coding asked for', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['br, gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s": sent as %s, varying on Accept-Encoding', async (accept, expected) => {
    const pathname = freshPage();
    const before = renders();
    const answer = await raw(pathname, accept ? { 'accept-encoding': accept } : {});
    expect(renders()).toBe(before + 1);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const html = decoded(answer);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('</html>');
  });

  it.each([
    ['br', ['gzip', 'identity']],
    ['gzip', ['br', 'identity']],
    ['identity', ['br', 'gzip', 'identity']],
  ])('first asked with %s, then with the others: one render, the same ETag, the same HTML, and 304 across codings', async (first, others) => {
    const pathname = freshPage();
    const before = renders();
    const made = await raw(pathname, { 'accept-encoding': first });
    const etag = made.headers.etag!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    const html = decoded(made);
    for (const coding of others) {
      const answer = await raw(pathname, { 'accept-encoding': coding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(answer.headers.etag).toBe(etag);
      expect(decoded(answer)).toBe(html);
      // A copy received in any coding is this page in every coding.
      for (const asked of ['br', 'gzip', 'identity']) {
        const revalidated = await raw(pathname, { 'accept-encoding': asked, 'if-none-match': etag });
        expect(revalidated.status, `${coding} copy, revalidated with ${asked}`).toBe(304);
        expect(revalidated.body).toHaveLength(0);
        expect(revalidated.headers.etag).toBe(etag);
      }
    }
    expect(renders()).toBe(before + 1);
    // Another page's ETag is not this one's.
    expect((await raw(pathname, { 'accept-encoding': 'br', 'if-none-match': '"not-this-page"' })).status).toBe(200);
  });

  it('HEAD in each coding announces the length the GET sends, without a body', async () => {
    const pathname = freshPage();
    for (const coding of ['gzip', 'br', 'identity']) {
      const head = await raw(pathname, { 'accept-encoding': coding }, 'HEAD');
      const get = await raw(pathname, { 'accept-encoding': coding });
      expect(head.body).toHaveLength(0);
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it('a page asked for again is compressed at the best level in the background: smaller bytes, the same ETag and HTML', async () => {
    const pathname = freshPage();
    const made = await raw(pathname, { 'accept-encoding': 'br' });
    let again = await raw(pathname, { 'accept-encoding': 'br' });
    const deadline = Date.now() + 10_000;
    while (again.body.length >= made.body.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await raw(pathname, { 'accept-encoding': 'br' });
    }
    expect(again.body.length).toBeLessThan(made.body.length);
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(decoded(again)).toBe(decoded(made));
  });
});

describe('a page a browser asks for again', () => {
  it('first gzip (quick), then the same gzip until brotli at the best level is made, then that brotli: one ETag', async () => {
    const pathname = freshPage();
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const made = await raw(pathname, browser);
    expect(made.headers['content-encoding']).toBe('gzip');
    const html = decoded(made);
    let again = await raw(pathname, browser);
    const deadline = Date.now() + 10_000;
    while (again.headers['content-encoding'] === 'gzip' && Date.now() < deadline) {
      expect(again.body.equals(made.body)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await raw(pathname, browser);
    }
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body.length).toBeLessThan(made.body.length);
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(decoded(again)).toBe(html);
  });
});

describe('a fresh API answer in the coding asked for', () => {
  it('gzip first, then br and none: the same ETag and JSON, 304 across codings (Express, then the kept-GET lane)', async () => {
    const pathname = '/api/properties?neighborhood=newport-beach';
    const made = await raw(pathname, { 'accept-encoding': 'gzip' });
    expect(made.status).toBe(200);
    expect(made.headers['content-encoding']).toBe('gzip');
    const json = decoded(made);
    expect(Array.isArray(JSON.parse(json))).toBe(true);
    for (const coding of ['br', 'identity', 'gzip']) {
      const answer = await raw(pathname, { 'accept-encoding': coding });
      expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(answer.headers.etag).toBe(made.headers.etag);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(answer)).toBe(json);
      expect((await raw(pathname, { 'accept-encoding': coding, 'if-none-match': made.headers.etag! })).status).toBe(304);
    }
  });
});
