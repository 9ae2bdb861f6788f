import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hotListings } from '@pcr/content';
import { apiContract, ErrorBodySchema } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpProvider } from '../src/hot-listings/http-provider.js';
import { UpstreamError } from '../src/upstream/upstream-error.js';
import { expectValid, startApp, type RunningApp } from './helpers.js';

/** A stand-in for the listing provider on 127.0.0.1, one behaviour per path. */
let upstream: http.Server;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    switch (req.url) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hotListings));
        return;
      case '/error':
        res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
        return;
      case '/not-json':
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
        return;
      case '/wrong-shape':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ ...hotListings[0], hotFactor: 250 }]));
        return;
      case '/not-a-list':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ listings: hotListings }));
        return;
      case '/slow':
        // Never answers in time; the connection is cut when the test server closes.
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One request through a fresh app whose provider points at `url`; the body is read before closing. */
async function hotListingsVia(url: string, timeoutMs = 300): Promise<{ res: Response; body: unknown; app: RunningApp }> {
  const app = await startApp({ hotListings: httpProvider(url, timeoutMs) });
  try {
    const res = await fetch(`${app.baseUrl}/api/hot-listings`);
    return { res, body: await res.json(), app };
  } finally {
    await app.close();
  }
}

describe('GET /api/hot-listings through the HTTP provider', () => {
  it('passes through a valid upstream answer', async () => {
    const { res, body } = await hotListingsVia(`${upstreamUrl}/ok`);
    expect(res.status).toBe(200);
    expect(expectValid(apiContract.getHotListings.responses[200], body)).toEqual(hotListings);
  });

  it.each([
    ['the upstream answers 500', '/error', 'status'],
    ['the upstream answers something that is not JSON', '/not-json', 'invalid'],
    ['the upstream JSON breaks the contract', '/wrong-shape', 'invalid'],
    ['the upstream JSON is not a list', '/not-a-list', 'invalid'],
    ['the upstream does not answer in time', '/slow', 'timeout'],
  ])('answers 502 when %s', async (_name, pathname, reason) => {
    const started = Date.now();
    const { res, body, app } = await hotListingsVia(upstreamUrl + pathname);
    expect(res.status).toBe(502);
    expect(expectValid(ErrorBodySchema, body)).toEqual({ message: 'The listing provider is unavailable.' });
    expect(app.logger.entries().find((e) => e.msg === 'hot listing provider failed')).toMatchObject({
      level: 'warn',
      reason,
      requestId: res.headers.get('x-request-id'),
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 when nothing listens at the upstream address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { res, body } = await hotListingsVia(`http://127.0.0.1:${port}/listings`);
    expect(res.status).toBe(502);
    expect(body).toEqual({ message: 'The listing provider is unavailable.' });
  });
});

describe('httpProvider', () => {
  it('rejects with the reason, for the logs', async () => {
    await expect(httpProvider(`${upstreamUrl}/slow`, 100).list()).rejects.toMatchObject({ reason: 'timeout' });
    await expect(httpProvider(`${upstreamUrl}/wrong-shape`, 1000).list()).rejects.toBeInstanceOf(UpstreamError);
    await expect(httpProvider(`${upstreamUrl}/wrong-shape`, 1000).list()).rejects.toThrow(/0\.hotFactor/);
  });
});
