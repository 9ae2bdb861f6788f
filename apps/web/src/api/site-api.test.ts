import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { createSiteApi } from './site-api.js';

/** A scripted upstream on 127.0.0.1: each signed link's path answers a fixed status, status text and body; any other post is a stored lead. */
const answers: Record<string, { status: number; statusText?: string; body: string; type?: string }> = {
  '/api/unsubscribe?lead=broken&token=t': { status: 500, body: 'database exploded', type: 'text/plain' },
  '/api/unsubscribe?lead=gone&token=t': { status: 404, statusText: 'Not Found', body: '' },
  '/api/alerts/manage?lead=down&token=t': { status: 503, body: '{"message":"We cannot take this request right now. Please try again in a moment."}' },
  '/api/subscribe/confirm?lead=odd&token=t': { status: 200, body: '{}' },
  '/api/subscribe/confirm?lead=ok&token=t': { status: 200, body: '{"confirmed":true,"kind":"subscription"}' },
};

let server: Server;
let baseUrl: string;
const requests: { method?: string; url?: string; contentType?: string; acceptLanguage?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], acceptLanguage: req.headers['accept-language'], body });
      const answer = answers[req.url ?? ''];
      if (answer) {
        res.writeHead(answer.status, answer.statusText ?? '', { 'content-type': answer.type ?? 'application/json' });
        res.end(answer.body);
        return;
      }
      if (req.method === 'POST') {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'lead-1', receivedAt: '2026-11-22T10:00:00.000Z' }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"Not found."}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () => createSiteApi(createApiClient(baseUrl));

describe('site API error messages (spec section 7)', () => {
  it('uses "{status}: {body text}" for a failing answer with a body', async () => {
    await expect(api().unsubscribe('broken', 't')).rejects.toThrow(/^500: database exploded$/);
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(api().unsubscribe('gone', 't')).rejects.toThrow(/^404: Not Found$/);
  });

  it('keeps the JSON error body text of a failure', async () => {
    await expect(api().manageAlerts('down', 't', { action: 'delete-all' })).rejects.toThrow('503: {"message":"We cannot take this request right now. Please try again in a moment."}');
  });

  it('rejects an answer that does not match the contract', async () => {
    // The answer {} lacks both fields of a subscription's state: each is named.
    const error = await api().confirmSubscription('odd', 't').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect((JSON.parse((error as Error).message) as { message: string }[]).map((issue) => issue.message)).toEqual(
      ['confirmed', 'kind'].map((key) => `Invalid key: Expected "${key}" but received undefined`),
    );
  });

  it('returns the parsed data of a valid answer', async () => {
    await expect(api().confirmSubscription('ok', 't')).resolves.toEqual({ confirmed: true, kind: 'subscription' });
  });

  it('sends lead bodies as JSON with a JSON content type', async () => {
    requests.length = 0;
    const created = await api().subscribe({ name: 'Ana Ruiz', email: 'ana@example.com', interest: 'Market updates' });
    expect(created.id).toBe('lead-1');
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.url).toBe('/api/subscribe');
    expect(sent?.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ name: 'Ana Ruiz', email: 'ana@example.com', interest: 'Market updates' });
    expect(sent?.acceptLanguage).toBe('en-US');
  });

  it('asks for the validation messages in the page\'s language', async () => {
    requests.length = 0;
    await api().sendContact({ name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163', page: '/es' }, 'es');
    await api().subscribe({ name: 'Lucía Hernández', email: 'lucia@example.com', interest: 'Market updates', page: '/es' }, 'es');
    await api().createAlert({ email: 'lucia@example.com', frequency: 'daily', consent: true, propertyId: 'pcr-1001', page: '/es/properties/pcr-1001' }, 'es');
    expect(requests.map((r) => [r.url, r.acceptLanguage])).toEqual([
      ['/api/contact', 'es-US'],
      ['/api/subscribe', 'es-US'],
      ['/api/alerts', 'es-US'],
    ]);
  });

  it('sends an alert request as JSON: the search, how often, the consent and the page it came from', async () => {
    requests.length = 0;
    const alert = { email: 'ana@example.com', frequency: 'instant', consent: true, search: 'city=irvine&minBeds=3', website: '', page: '/properties?city=irvine&minBeds=3&sort=newest' } as const;
    const created = await api().createAlert(alert);
    expect(created.id).toBe('lead-1');
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/alerts');
    expect(sent?.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(sent?.body ?? '')).toEqual(alert);
    expect(sent?.acceptLanguage).toBe('en-US');
  });
});
