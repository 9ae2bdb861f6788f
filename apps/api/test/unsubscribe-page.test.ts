import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUnsubscribeToken, unsubscribeToken, type UnsubscribeService } from '../src/notifications/unsubscribe.js';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

const SECRET = 'unsubscribe-page-test';
const LEAD = '5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e11';
const ALERT = '5f1c9a52-8a3e-4d55-9a55-0c3b2f3a9e12';
const linkOf = (lead: string, prefix = '') => `${prefix}/unsubscribe?lead=${lead}&token=${unsubscribeToken(SECRET, lead)}`;
const LINK = linkOf(LEAD);
const FORM = 'application/x-www-form-urlencoded';

/** A subscriber and an alert, kept in memory; links are signed with SECRET, as the server signs them. */
const optedOut: string[] = [];
const stoppedAlerts: string[] = [];
const service: UnsubscribeService = {
  isValid: (lead, token) => isUnsubscribeToken(SECRET, lead, token),
  async optOut(lead) {
    if (lead === ALERT) {
      stoppedAlerts.push(lead);
      return 'alert';
    }
    optedOut.push(lead);
    return 'address';
  },
  scopeOf: async (lead) => (lead === ALERT && !stoppedAlerts.includes(lead) ? 'alert' : 'address'),
  // A stopped alert is deleted: its lead is gone.
  state: async (lead) => (lead !== ALERT ? { scope: 'address', stopped: optedOut.includes(lead) } : stoppedAlerts.includes(lead) ? { stopped: true } : { scope: 'alert', stopped: false }),
};

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ unsubscribe: service, config: builtWebConfig() });
});
afterAll(() => app.close());
beforeEach(() => {
  optedOut.length = 0;
  stoppedAlerts.length = 0;
});

const post = (headers: Record<string, string>, body: string | Buffer, link = LINK) =>
  fetch(app.baseUrl + link, { method: 'POST', redirect: 'manual', headers, body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]) });
const page = async (path: string) => {
  const res = await fetch(app.baseUrl + path, { redirect: 'manual' });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
};
const mainText = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') ?? '';

describe('GET /unsubscribe (a page of the site)', () => {
  it('asks first: opening the link changes nothing; its button is a form posted to the page itself; private: no-store, noindex', async () => {
    const opened = await page(LINK);
    expect({ status: opened.status, cacheControl: opened.cacheControl }).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(opened.html).toContain('<meta name="robots" content="noindex"');
    expect(opened.html).toContain('<title>Unsubscribe | Pacific Crest Realty</title>');
    expect(mainText(opened.html)).toContain('Stop all e-mails from us to the address of this subscription?');
    const form = /<form [^>]*>/.exec(opened.html)?.[0];
    expect(form).toContain(`action="${LINK.replaceAll('&', '&amp;')}"`);
    expect(form).toContain('method="post"');
    expect(opened.html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(optedOut).toEqual([]);
  });

  it('an alert’s link asks to stop that alert only', async () => {
    const opened = await page(linkOf(ALERT));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<title>Stop this alert | Pacific Crest Realty</title>');
    expect(mainText(opened.html)).toContain('Stop this alert? You will get no more e-mails about this search or home.');
  });

  it('a link not ours or broken: 404, the page says the link is not valid', async () => {
    for (const path of [`/unsubscribe?lead=${LEAD}&token=${'A'.repeat(43)}`, `/unsubscribe?lead=${LEAD}&token=x`, '/unsubscribe']) {
      const shown = await page(path);
      expect({ path, status: shown.status, cacheControl: shown.cacheControl }).toEqual({ path, status: 404, cacheControl: 'no-store' });
      expect(mainText(shown.html)).toContain('This unsubscribe link is not valid.');
    }
  });
});

describe('POST /unsubscribe (the page button without scripts)', () => {
  it('records the opt-out of a valid link and answers 303 back to the page, which says it is done', async () => {
    const res = await post({ 'content-type': FORM }, 'List-Unsubscribe=One-Click');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${LINK}&stopped=address`);
    expect(optedOut).toEqual([LEAD]);
    const back = await page(`${LINK}&stopped=address`);
    expect(back.status).toBe(200);
    expect(mainText(back.html)).toContain('Unsubscribed');
    expect(mainText(back.html)).toContain('You are unsubscribed: we will not e-mail this address again unless you subscribe again.');
  });

  it('stops an alert, in Spanish under /es: the page says the alert is stopped once its lead is gone', async () => {
    const link = linkOf(ALERT, '/es');
    const res = await post({ 'content-type': FORM }, 'List-Unsubscribe=One-Click', link);
    expect(res.headers.get('location')).toBe(`${link}&stopped=alert`);
    expect(stoppedAlerts).toEqual([ALERT]);
    const back = await page(`${link}&stopped=alert`);
    expect(back.status).toBe(200);
    expect(back.html).toContain('<html lang="es-US"');
    expect(mainText(back.html)).toContain('Alerta detenida');
    expect(mainText(back.html)).toContain('Esta alerta está detenida: no enviará más correos.');
  });

  it('records nothing for a link not ours: the page again, 403, saying the link does not work', async () => {
    const forged = `/unsubscribe?lead=${LEAD}&token=${'A'.repeat(43)}`;
    const res = await post({ 'content-type': FORM }, 'List-Unsubscribe=One-Click', forged);
    expect({ status: res.status, location: res.headers.get('location'), cacheControl: res.headers.get('cache-control') }).toEqual({ status: 403, location: null, cacheControl: 'no-store' });
    expect(mainText(await res.text())).toContain('This link does not work');
    expect(optedOut).toEqual([]);
  });

  // Issue 45: a body the form cannot read is the client's mistake, answered as the API answers it, with the site's page.
  it.each([
    ['a body over 4 kB', { 'content-type': FORM }, `List-Unsubscribe=One-Click&pad=${'x'.repeat(5000)}`, 413, 'This form is too large to read'],
    ['a charset it cannot read', { 'content-type': `${FORM}; charset=x-unknown` }, 'List-Unsubscribe=One-Click', 415, 'This form arrived in a format we cannot read'],
    ['a content encoding it does not know', { 'content-type': FORM, 'content-encoding': 'x-squash' }, 'List-Unsubscribe=One-Click', 415, 'This form arrived in a format we cannot read'],
    ['a gzip body that is not gzip', { 'content-type': FORM, 'content-encoding': 'gzip' }, 'List-Unsubscribe=One-Click', 400, 'This request could not be read'],
    ['a gzip body over 4 kB once inflated', { 'content-type': FORM, 'content-encoding': 'gzip' }, gzipSync(`pad=${'x'.repeat(50_000)}`), 413, 'This form is too large to read'],
  ] as const)('answers %s with its 4xx and the page that says why, and records nothing', async (_why, headers, body, status, heading) => {
    const res = await post(headers, body);
    expect({ status: res.status, cacheControl: res.headers.get('cache-control') }).toEqual({ status, cacheControl: 'no-store' });
    expect(await res.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(optedOut).toEqual([]);
  });
});
