import { gzipSync } from 'node:zlib';
import { apiErrorMessages } from '@pcr/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUnsubscribeToken, unsubscribeToken, type UnsubscribeService } from '../src/notifications/unsubscribe.js';
import { startApp, type RunningApp } from './helpers.js';

const SECRET = 'unsubscribe-page-test';
const LEAD = '5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e11';
const LINK = `/unsubscribe?lead=${LEAD}&token=${unsubscribeToken(SECRET, LEAD)}`;
const FORM = 'application/x-www-form-urlencoded';

/** Opt-outs kept in memory; links are signed with SECRET, as the server signs them. */
const optedOut: string[] = [];
const service: UnsubscribeService = {
  isValid: (lead, token) => isUnsubscribeToken(SECRET, lead, token),
  async optOut(lead) {
    optedOut.push(lead);
    return 'address';
  },
  scopeOf: async () => 'address',
};

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ unsubscribe: service });
});
afterAll(() => app.close());
beforeEach(() => {
  optedOut.length = 0;
});

const post = (headers: Record<string, string>, body: string | Buffer) => fetch(app.baseUrl + LINK, { method: 'POST', headers, body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) });

describe('POST /unsubscribe (the page button)', () => {
  it('records the opt-out of a valid link', async () => {
    const res = await post({ 'content-type': FORM }, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(apiErrorMessages.unsubscribed);
    expect(optedOut).toEqual([LEAD]);
  });

  it.each([
    ['a body over 1 kB', 413, { 'content-type': FORM }, `List-Unsubscribe=One-Click&pad=${'x'.repeat(5000)}`, apiErrorMessages.payloadTooLarge],
    ['a charset it cannot read', 415, { 'content-type': `${FORM}; charset=x-unknown` }, 'List-Unsubscribe=One-Click', apiErrorMessages.invalidBody],
    ['a content encoding it does not know', 415, { 'content-type': FORM, 'content-encoding': 'x-squash' }, 'List-Unsubscribe=One-Click', apiErrorMessages.invalidBody],
    ['a gzip body that is not gzip', 400, { 'content-type': FORM, 'content-encoding': 'gzip' }, 'List-Unsubscribe=One-Click', apiErrorMessages.invalidBody],
    ['a gzip body over 1 kB once inflated', 413, { 'content-type': FORM, 'content-encoding': 'gzip' }, gzipSync(`pad=${'x'.repeat(50_000)}`), apiErrorMessages.payloadTooLarge],
  ] as const)('answers %s with a %i page and stores nothing', async (_why, status, headers, body, message) => {
    const res = await post(headers, body);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain('<h1>Unsubscribe</h1>');
    expect(page).toContain(message);
    expect(optedOut).toEqual([]);
  });
});
