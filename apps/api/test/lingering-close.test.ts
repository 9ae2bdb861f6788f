import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLeadStore, startApp, testConfig, type RunningApp } from './helpers.js';
import { rawRequest } from './raw-http.js';

/**
 * A request refused before its body is read (a request line the parser refuses, a body over the
 * limit) still gets its answer when the client goes on sending: the server closes with a lingering
 * close, not with a reset that would discard the answer in the client's buffer.
 */
let app: RunningApp;
let port: number;

beforeAll(async () => {
  app = await startApp({ leads: memoryLeadStore(), config: testConfig({ rateLimit: { max: 1_000_000, windowMs: 60_000 } }) });
  port = Number(new URL(app.baseUrl).port);
});

afterAll(async () => {
  await app?.close();
});

const TRIES = 20;

describe('an early answer survives the rest of the request body', () => {
  it('a request line the HTTP parser refuses, followed by 200 KB of body: the JSON 400 arrives every time', async () => {
    for (let i = 0; i < TRIES; i++) {
      // Raw UTF-8 in the request target: the parser refuses it before any route sees it.
      const response = await rawRequest(port, { method: 'GET', target: '/api/contact?neighborhood=\u00c3\u00a9', body: Buffer.alloc(200_000, '[') });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ message: 'The request is not valid HTTP.' });
    }
  });

  it('a 3 MB lead body, refused as too large, still gets its 413 every time', async () => {
    for (let i = 0; i < TRIES; i++) {
      const response = await rawRequest(port, {
        method: 'POST',
        target: '/api/contact',
        headers: [['Content-Type', 'application/json']],
        body: Buffer.alloc(3_000_000, ' '),
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ message: 'The request body is too large.' });
    }
  });
});
