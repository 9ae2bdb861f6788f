import { apiErrorMessages } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './helpers.js';
import { rawRequest } from './raw-http.js';

let app: RunningApp;
let port: number;
beforeAll(async () => {
  app = await startApp();
  port = Number(new URL(app.baseUrl).port);
});
afterAll(() => app.close());

const uriTooLong = { message: apiErrorMessages.uriTooLong };

describe('requests longer than any real one are answered before any routing', () => {
  it('a target over 8 kB answers 414: JSON under /api, text for the pages; one of 8 kB is still routed', async () => {
    const api = await rawRequest(port, { method: 'GET', target: `/api/cities/${'a'.repeat(8 * 1024)}` });
    expect(api.status).toBe(414);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(api.body.toString('utf8'))).toEqual(uriTooLong);

    const upper = await rawRequest(port, { method: 'POST', target: `/API/contact?${'q=1&'.repeat(2100)}` });
    expect([upper.status, JSON.parse(upper.body.toString('utf8'))]).toEqual([414, uriTooLong]);

    const page = await rawRequest(port, { method: 'GET', target: `/neighborhoods/${'a'.repeat(9000)}` });
    expect([page.status, page.headers['content-type'], page.body.toString('utf8')]).toEqual([414, 'text/plain; charset=utf-8', apiErrorMessages.uriTooLong]);

    const head = await rawRequest(port, { method: 'HEAD', target: `/${'a'.repeat(9000)}` });
    expect([head.status, head.body.length]).toEqual([414, 0]);

    const longest = '/api/cities/' + 'a'.repeat(8 * 1024 - '/api/cities/'.length);
    const routed = await rawRequest(port, { method: 'GET', target: longest });
    expect([routed.status, JSON.parse(routed.body.toString('utf8'))]).toEqual([404, { message: apiErrorMessages.cityNotFound }]);
  });

  it('a request line over the parser’s limit answers 414, headers over it 431, both in the JSON shape', async () => {
    for (const length of [20_000, 100_000]) {
      const line = await rawRequest(port, { method: 'GET', target: `/api/${'a'.repeat(length)}` });
      expect([line.status, JSON.parse(line.body.toString('utf8'))], `${length}`).toEqual([414, uriTooLong]);
    }
    const headers = await rawRequest(port, { method: 'GET', target: '/api/agents', headers: [['X-Padding', 'a'.repeat(20_000)]] });
    expect([headers.status, JSON.parse(headers.body.toString('utf8'))]).toEqual([431, { message: apiErrorMessages.headersTooLarge }]);
  });

  it('16 kB paths of slashes, letters and %2F answer within a bound: timed against a one-segment path, as a ratio', async () => {
    /** The median of seven answers, after two to warm up. */
    const medianMs = async (target: string) => {
      const times: number[] = [];
      for (let run = 0; run < 9; run++) {
        const started = performance.now();
        await rawRequest(port, { method: 'GET', target });
        if (run >= 2) times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3]!;
    };
    const short = await medianMs('/a');
    for (const target of [`/${'/'.repeat(16_000)}a`, `/${'a'.repeat(16_000)}`, `/${'%2F'.repeat(5400)}`, `/api/${'/'.repeat(16_000)}a`]) {
      // Answered without routing, a long path costs what a short one does, give or take the bytes read.
      expect((await medianMs(target)) / short, target.slice(0, 8)).toBeLessThan(10);
    }
  });
});
