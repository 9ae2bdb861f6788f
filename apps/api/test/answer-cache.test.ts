import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hotListings, neighborhoods, properties } from '@pcr/content';
import { afterEach, describe, expect, it } from 'vitest';
import type { HotListingProvider } from '../src/hot-listings/provider.js';
import { postJson, startApp, testConfig, type RunningApp } from './helpers.js';

/**
 * The GET endpoints answer from bytes serialized once: the same body and strong ETag every time,
 * brotli or gzip as asked, 304 for a copy the client has, and Cache-Control a CDN can use.
 * Provider answers are asked for again once their time is up; lead answers are never stored.
 */

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A provider that counts how often it is asked. */
function countingProvider(): HotListingProvider & { calls: number } {
  const provider = {
    calls: 0,
    async list() {
      provider.calls += 1;
      return hotListings;
    },
  };
  return provider;
}

describe('cached GET answers', () => {
  it('the second answer is the first one: same bytes, same strong ETag, in the encoding asked for', async () => {
    app = await startApp();
    const first = await fetch(`${app.baseUrl}/api/neighborhoods`, { headers: { 'accept-encoding': 'identity' } });
    const firstText = await first.text();
    expect(JSON.parse(firstText)).toEqual(neighborhoods);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');

    // fetch() would undo the encoding: read the raw bytes with node's own decoder.
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${app!.baseUrl}/api/neighborhoods`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(firstText);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(firstText);

    // As a browser revalidates (fetch() alone would add Cache-Control: no-cache, which asks for the body).
    const again = await fetch(`${app.baseUrl}/api/neighborhoods`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a kept answer (sent before Express) carries every header the first one had, its own request id, and a log line', async () => {
    app = await startApp();
    const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name)));
    const first = await fetch(`${app.baseUrl}/api/agents`, { headers: { 'x-request-id': 'first-one' } });
    const second = await fetch(`${app.baseUrl}/api/agents`, { headers: { 'x-request-id': 'second-one' } });
    expect(await second.text()).toBe(await first.text());
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-request-id')).toBe('second-one');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = app.logger.entries().filter((entry) => entry.msg === 'request');
    expect(lines.map((line) => [line.requestId, line.method, line.path, line.status])).toEqual([
      ['first-one', 'GET', '/api/agents', 200],
      ['second-one', 'GET', '/api/agents', 200],
    ]);
  });

  it('errors are not kept and not shareable: a 404 stays a 404 with no-store', async () => {
    app = await startApp();
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${app.baseUrl}/api/neighborhoods/nowhere-at-all`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ message: 'Neighborhood not found.' });
    }
  });

  it('a provider answer is reused within its time and asked for again after it', async () => {
    const kept = countingProvider();
    app = await startApp({ hotListings: kept, config: testConfig({ upstreamAnswerTtlMs: 3_600_000 }) });
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${app.baseUrl}/api/hot-listings`)).status).toBe(200);
    expect(kept.calls).toBe(1);
    const hot = await fetch(`${app.baseUrl}/api/hot-listings`);
    expect(hot.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    await app.close();

    const fresh = countingProvider();
    app = await startApp({ hotListings: fresh, config: testConfig({ upstreamAnswerTtlMs: 0 }) });
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${app.baseUrl}/api/hot-listings`)).status).toBe(200);
    expect(fresh.calls).toBe(3);
  });

  it('lead answers are never stored by anyone: no-store', async () => {
    app = await startApp();
    const created = await postJson(app.baseUrl, '/api/subscribe', { name: 'Dana Whitfield', email: 'dana@example.com', interest: 'Market updates' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const refused = await postJson(app.baseUrl, '/api/subscribe', {});
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('every unknown ?neighborhood= is the same empty list, compressed once, and still answers by its own URL', async () => {
    app = await startApp();
    const answers = await Promise.all(['a', 'b', 'c'].map((slug) => fetch(`${app!.baseUrl}/api/properties?neighborhood=${slug}`)));
    const etags = new Set(answers.map((res) => res.headers.get('etag')));
    expect(etags.size).toBe(1);
    for (const res of answers) expect(await res.json()).toEqual([]);
    const known = neighborhoods.find((n) => properties.some((p) => p.neighborhood === n.slug))!;
    const res = await fetch(`${app.baseUrl}/api/properties?neighborhood=${known.slug}`);
    expect(etags.has(res.headers.get('etag'))).toBe(false);
  });
});
