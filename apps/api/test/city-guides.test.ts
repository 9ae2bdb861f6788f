import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cities, cityDetails } from '@pcr/content';
import { apiContract, ErrorBodySchema } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCityGuides } from '../src/city-guides/http-provider.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { UpstreamError } from '../src/upstream/upstream-error.js';
import { builtWebConfig, expectValid, startApp } from './helpers.js';

/**
 * A stand-in city-guide service on 127.0.0.1. Under /ok it serves the bundled guides the way a
 * real service would (404 for an unknown city); the other prefixes misbehave in one way each.
 */
let upstream: http.Server;
let upstreamUrl: string;
const irvine = cityDetails.find((city) => city.slug === 'irvine')!;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const [, mode, resource, slug] = (req.url ?? '').split('/');
    if (resource !== 'cities') return json(404, { message: 'no such path' });
    switch (mode) {
      case 'ok': {
        if (slug === undefined) return json(200, cities);
        const city = cityDetails.find((c) => c.slug === decodeURIComponent(slug));
        return city ? json(200, city) : json(404, { message: 'unknown city' });
      }
      case 'error':
        return res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
      case 'not-json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
      case 'wrong-shape':
        return json(200, slug === undefined ? [{ ...cities[0], name: 42 }] : { ...irvine, faqs: 'none' });
      case 'slow':
        return; // never answers in time; cut when the server closes
      default:
        return json(404, {});
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** GETs `paths` from a fresh app whose city guides come from `base`. */
async function via(base: string, ...paths: string[]): Promise<{ status: number; body: unknown; type: string | null }[]> {
  const app = await startApp({ cityGuides: httpCityGuides(base, 300), config: builtWebConfig() });
  try {
    const answers = [];
    for (const path of paths) {
      const res = await fetch(`${app.baseUrl}${path}`);
      answers.push({ status: res.status, type: res.headers.get('content-type'), body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() });
    }
    return answers;
  } finally {
    await app.close();
  }
}

describe('city-guide configuration', () => {
  it('defaults to the bundled guides: no CITY_GUIDES_URL, and the app answers the content package', async () => {
    expect(loadConfig({})).toMatchObject({ cityGuidesUrl: undefined, cityGuidesTimeoutMs: 5000 });
    const app = await startApp();
    try {
      expect(await (await fetch(`${app.baseUrl}/api/cities`)).json()).toEqual(cities);
      expect(await (await fetch(`${app.baseUrl}/api/cities/irvine`)).json()).toEqual(irvine);
    } finally {
      await app.close();
    }
  });

  it('reads CITY_GUIDES_URL and CITY_GUIDES_TIMEOUT_MS, refusing values that cannot work', () => {
    expect(loadConfig({ CITY_GUIDES_URL: 'http://127.0.0.1:9/', CITY_GUIDES_TIMEOUT_MS: '2000' })).toMatchObject({
      cityGuidesUrl: 'http://127.0.0.1:9/',
      cityGuidesTimeoutMs: 2000,
    });
    expect(() => loadConfig({ CITY_GUIDES_URL: 'ftp://example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ CITY_GUIDES_TIMEOUT_MS: '0' })).toThrow(/CITY_GUIDES_TIMEOUT_MS/);
  });
});

describe('GET /api/cities and /api/cities/{slug} through the HTTP city-guide provider', () => {
  it('passes through a valid upstream answer', async () => {
    const [list, one] = await via(`${upstreamUrl}/ok`, '/api/cities', '/api/cities/irvine');
    expect(list!.status).toBe(200);
    expect(expectValid(apiContract.getCities.responses[200], list!.body)).toEqual(cities);
    expect(one!.status).toBe(200);
    expect(expectValid(apiContract.getCity.responses[200], one!.body)).toEqual(irvine);
  });

  it('marks its guides English when a Spanish page asks (the service writes English only)', async () => {
    const [list, one] = await via(`${upstreamUrl}/ok`, '/api/cities?lang=es', '/api/cities/irvine?lang=es');
    expect(expectValid(apiContract.getCities.responses[200], list!.body)).toEqual(cities.map((city) => ({ ...city, lang: 'en' })));
    expect(expectValid(apiContract.getCity.responses[200], one!.body)).toEqual({ ...irvine, lang: 'en' });
  });

  it('answers 404 City not found when the upstream has no such city', async () => {
    const [missing] = await via(`${upstreamUrl}/ok`, '/api/cities/atlantis');
    expect(missing).toMatchObject({ status: 404, body: { message: 'City not found.' } });
  });

  for (const [why, base] of [
    ['answers 500', () => `${upstreamUrl}/error`],
    ['answers something that is not JSON', () => `${upstreamUrl}/not-json`],
    ['answers JSON of another shape', () => `${upstreamUrl}/wrong-shape`],
    ['does not answer in time', () => `${upstreamUrl}/slow`],
  ] as const) {
    it(`answers 502 with a JSON message when the upstream ${why}`, async () => {
      for (const answer of await via(base(), '/api/cities', '/api/cities/irvine')) {
        expect(answer.status).toBe(502);
        expect(expectValid(ErrorBodySchema, answer.body)).toEqual({ message: 'The city guide provider is unavailable.' });
      }
    });
  }

  it('answers 502 when nothing listens at the upstream address, and the city page answers 503 (not 404) meanwhile', async () => {
    const listener = http.createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    await new Promise((resolve) => listener.close(resolve));
    const closed = `http://127.0.0.1:${port}`;
    const [list, one, page] = await via(closed, '/api/cities', '/api/cities/irvine', '/cities/irvine');
    expect(list).toMatchObject({ status: 502, body: { message: 'The city guide provider is unavailable.' } });
    expect(one).toMatchObject({ status: 502, body: { message: 'The city guide provider is unavailable.' } });
    expect(page!.status).toBe(503);
  });
});

describe('httpCityGuides', () => {
  it('rejects with the reason and the path of the bad field, for the logs', async () => {
    await expect(httpCityGuides(`${upstreamUrl}/slow`, 100).list()).rejects.toMatchObject({ reason: 'timeout' });
    await expect(httpCityGuides(`${upstreamUrl}/wrong-shape`, 1000).list()).rejects.toBeInstanceOf(UpstreamError);
    await expect(httpCityGuides(`${upstreamUrl}/wrong-shape`, 1000).list()).rejects.toThrow(/0\.name/);
    await expect(httpCityGuides(`${upstreamUrl}/wrong-shape`, 1000).get('irvine')).rejects.toThrow(/faqs/);
  });

  it('asks for the slug URL-encoded, under a base URL with or without a trailing slash', async () => {
    await expect(httpCityGuides(`${upstreamUrl}/ok/`, 1000).get('irvine')).resolves.toEqual(irvine);
    await expect(httpCityGuides(`${upstreamUrl}/ok`, 1000).get('no such/city')).resolves.toBeUndefined();
  });
});
