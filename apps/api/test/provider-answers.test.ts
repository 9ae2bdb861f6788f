import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cities, cityDetails, hotListings } from '@pcr/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpCityGuides } from '../src/city-guides/http-provider.js';
import { httpProvider } from '../src/hot-listings/http-provider.js';
import { builtWebConfig, startApp } from './helpers.js';

/**
 * A provider on 127.0.0.1 that counts what it is asked, per path: the hot listings at /hot, the
 * city guides at /guides/cities[/slug] (404 for an unknown city), and /flaky, which answers 500
 * while `flakyFailures` lasts and the listings after.
 */
let upstream: http.Server;
let upstreamUrl: string;
const calls = new Map<string, number>();
let flakyFailures = 0;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const path = req.url ?? '';
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/hot') return json(200, hotListings);
    if (path === '/flaky') return flakyFailures-- > 0 ? json(500, {}) : json(200, hotListings);
    if (path === '/guides/cities') return json(200, cities);
    const city = cityDetails.find((c) => path === `/guides/cities/${c.slug}`);
    return city ? json(200, city) : json(404, { message: 'unknown city' });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  calls.clear();
  flakyFailures = 0;
});

/** `count` GETs of `pathOf(i)`, `concurrency` at a time; resolves to the statuses seen. */
async function getMany(baseUrl: string, count: number, pathOf: (i: number) => string, concurrency = 50): Promise<Set<number>> {
  const statuses = new Set<number>();
  for (let start = 0; start < count; start += concurrency) {
    const wave = Array.from({ length: Math.min(concurrency, count - start) }, async (_, k) => {
      const res = await fetch(baseUrl + pathOf(start + k));
      await res.arrayBuffer();
      statuses.add(res.status);
    });
    await Promise.all(wave);
  }
  return statuses;
}

describe('provider answers kept in the adapters (UPSTREAM_ANSWER_TTL_MS)', () => {
  it('1,000 requests each for unknown slugs, the lists and the sitemap make one provider call per key', async () => {
    const app = await startApp({
      hotListings: httpProvider(`${upstreamUrl}/hot`, 1000, { answerTtlMs: 30_000 }),
      cityGuides: httpCityGuides(`${upstreamUrl}/guides`, 1000, { answerTtlMs: 30_000 }),
      // The sitemap comes from the built web app's route table.
      config: builtWebConfig(),
    });
    try {
      expect(await getMany(app.baseUrl, 1000, (i) => `/api/cities/atlantis-${i % 10}?junk=${i}`)).toEqual(new Set([404]));
      expect(await getMany(app.baseUrl, 1000, (i) => `/api/cities?junk=${i}`)).toEqual(new Set([200]));
      expect(await getMany(app.baseUrl, 1000, (i) => `/api/hot-listings?junk=${i}`)).toEqual(new Set([200]));
      expect(await getMany(app.baseUrl, 1000, (i) => `/api/cities/irvine?junk=${i}`)).toEqual(new Set([200]));
      expect(await getMany(app.baseUrl, 20, () => '/sitemap.xml')).toEqual(new Set([200]));
    } finally {
      await app.close();
    }
    const unknown = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/guides/cities/atlantis-${i}`, 1]));
    expect(Object.fromEntries(calls)).toEqual({ ...unknown, '/guides/cities': 1, '/hot': 1, '/guides/cities/irvine': 1 });
  });

  it('share one request between concurrent calls for a key', async () => {
    const guides = httpCityGuides(`${upstreamUrl}/guides`, 1000, { answerTtlMs: 30_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => guides.get('irvine')));
    expect(new Set(answers.map((answer) => answer?.slug))).toEqual(new Set(['irvine']));
    expect(calls.get('/guides/cities/irvine')).toBe(1);
  });

  it('ask again once the answer is older than the TTL, for a found answer and for an unknown city alike', async () => {
    let clock = 1_000_000;
    const guides = httpCityGuides(`${upstreamUrl}/guides`, 1000, { answerTtlMs: 30_000, now: () => clock });
    await guides.get('irvine');
    await expect(guides.get('atlantis')).resolves.toBeUndefined();
    clock += 29_999;
    await guides.get('irvine');
    await expect(guides.get('atlantis')).resolves.toBeUndefined();
    expect([calls.get('/guides/cities/irvine'), calls.get('/guides/cities/atlantis')]).toEqual([1, 1]);
    clock += 2;
    await guides.get('irvine');
    await expect(guides.get('atlantis')).resolves.toBeUndefined();
    expect([calls.get('/guides/cities/irvine'), calls.get('/guides/cities/atlantis')]).toEqual([2, 2]);
  });

  it('do not keep a failure: the next call asks the provider again', async () => {
    flakyFailures = 1;
    const provider = httpProvider(`${upstreamUrl}/flaky`, 1000, { answerTtlMs: 30_000 });
    await expect(provider.list()).rejects.toMatchObject({ reason: 'status', detail: 'HTTP 500' });
    await expect(provider.list()).resolves.toHaveLength(hotListings.length);
    await expect(provider.list()).resolves.toHaveLength(hotListings.length);
    expect(calls.get('/flaky')).toBe(2);
  });

  it('ask every time with a TTL of 0', async () => {
    const provider = httpProvider(`${upstreamUrl}/hot`, 1000, { answerTtlMs: 0 });
    for (let i = 0; i < 3; i++) await provider.list();
    expect(calls.get('/hot')).toBe(3);
  });
});
