import { brotliDecompressSync } from 'node:zlib';
import { neighborhoods } from '@pcr/content';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCache } from '../src/api/answer-cache.js';
import { approximateBytes } from '../src/http/byte-size.js';
import { compressBestOnRepeat } from '../src/http/compress-on-repeat.js';
import { compressBody, compressedBodyBytes, formOf } from '../src/http/compressed-body.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { responseCache } from '../src/http/response-cache.js';
import { cachedCalls } from '../src/upstream/cached-calls.js';
import { startApp, type RunningApp } from './helpers.js';

/**
 * Every cache of the server is bounded in bytes, not only in entries (issue 45, decision 0044): a
 * few large values cannot fill the memory that the entry bound allows for small ones.
 */
describe('caches bounded in bytes', () => {
  let app: RunningApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('approximateBytes counts strings at two bytes a character, buffers at their bytes, and what objects reach', () => {
    const page = { status: 200, html: 'x'.repeat(50_000), bytes: Buffer.alloc(20_000), nested: { list: ['a'.repeat(1000), 'b'.repeat(1000)] } };
    const bytes = approximateBytes(page);
    expect(bytes).toBeGreaterThan(50_000 * 2 + 20_000 + 2 * 1000 * 2);
    expect(bytes).toBeLessThan(130_000);
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(approximateBytes(cyclic)).toBeLessThan(200);
  });

  it('a compressed body keeps the forms asked for only, in buffers of their own (not 8 kB slabs shared with others)', async () => {
    const text = JSON.stringify(neighborhoods.slice(0, 2));
    const made = compressBody(text, 'br');
    expect(made.gzip).toBeUndefined();
    expect(made.identity).toBeUndefined();
    const { body } = formOf(made, 'gzip');
    for (const bytes of [body.br!, body.gzip!]) expect(bytes.buffer.byteLength).toBe(bytes.length);
    // The uncompressed bytes are made again when a client takes neither encoding, and not kept.
    const identity = formOf(body, 'identity');
    expect(identity.bytes.toString('utf8')).toBe(text);
    expect(identity.body).toBe(body);
    expect(compressedBodyBytes(body)).toBeLessThan(body.br!.length + body.gzip!.length + 1000);
    // The page cache measures a kept page by walking it: the uncompressed bytes are not counted, for none is held.
    expect(approximateBytes({ status: 200, body })).toBeLessThan(body.br!.length + body.gzip!.length + 1000);
    // A body made for a client that takes no compression holds its bytes until a compressed form replaces them.
    const plain = compressBody('{"a":1}', 'identity');
    expect(Object.keys(plain).sort()).toEqual(['best', 'etag', 'identity']);
    const better = await compressBestOnRepeat({ body: plain }, () => undefined);
    expect(Object.keys(better!.body).sort()).toEqual(['best', 'br', 'etag']);
    expect(brotliDecompressSync(better!.body.br!).toString('utf8')).toBe('{"a":1}');
    expect(better?.body.etag).toBe(plain.etag);
  });

  it('the page cache drops the least recently used pages past its bytes, and keeps none larger than all of them', async () => {
    const cache = responseCache<{ html: string }>({ max: 1000, maxBytes: 100_000, freshMs: 60_000, staleMs: 0 });
    const page = (n: number) => ({ value: { html: String(n).repeat(10_000) }, keep: true });
    for (let n = 1; n <= 9; n++) await cache.get(`/page/${n}`, async () => page(n));
    // Nine pages of about 20 kB each (two bytes a character): the bound keeps four.
    expect(cache.size).toBe(4);
    let loads = 0;
    await cache.get('/page/9', async () => (loads++, page(9)));
    await cache.get('/page/1', async () => (loads++, page(1)));
    expect(loads).toBe(1);
    const huge = await cache.get('/huge', async () => ({ value: { html: 'h'.repeat(60_000) }, keep: true }));
    expect(huge.html).toHaveLength(60_000);
    expect(cache.size).toBeLessThanOrEqual(4);
    await cache.get('/huge', async () => (loads++, { value: huge, keep: true }));
    expect(loads).toBe(2);
  });

  it('provider answers: the least recently used go past the bytes; one larger than all of them is answered, not kept', async () => {
    const asked: string[] = [];
    const call = cachedCalls<{ items: string[] }>({
      ttlMs: 60_000,
      maxBytes: 50_000,
      load: async (key) => {
        asked.push(key);
        return { items: Array.from({ length: key === 'huge' ? 200 : 10 }, () => key.repeat(200)) };
      },
    });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await call(key);
    await call('e');
    await call('a');
    // Five answers of about 4.5 kB: all kept.
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await call('huge')).items).toHaveLength(200);
    expect((await call('huge')).items).toHaveLength(200);
    expect(asked.filter((key) => key === 'huge')).toHaveLength(2);
    // Many more keys than fit: the oldest go, so `b` is asked for again.
    for (let n = 0; n < 20; n++) await call(`key-${n}`);
    await call('b');
    expect(asked.at(-1)).toBe('b');
  });

  it('the per-process lead limiter forgets the least recently seen clients past its bytes, and still limits the latest', async () => {
    const limiter = slidingWindowLimiter({ max: 2, windowMs: 60_000, maxBytes: 64 * 1024 });
    for (let n = 0; n < 5000; n++) await limiter.hit(`2001:db8:${n.toString(16)}::/64`);
    expect((await limiter.hit('198.51.100.7')).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.7')).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.7')).allowed).toBe(false);
  });

  it('kept API answers: past their bytes the oldest bodies go, and their URLs answer through Express again', async () => {
    const answers = answerCache({ maxBodyBytes: 4_000 });
    app = await startApp({ answers });
    const urls = neighborhoods.slice(0, 6).map((n) => `/api/properties?neighborhood=${n.slug}`);
    for (const url of urls) expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(200);
    const kept = urls.filter((url) => answers.lookup(url) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(urls.length);
    // The latest is kept; the first went.
    expect(answers.lookup(urls.at(-1)!)).toBeDefined();
    expect(answers.lookup(urls[0]!)).toBeUndefined();
  });
});
