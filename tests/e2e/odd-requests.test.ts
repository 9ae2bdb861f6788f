import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../apps/api/test/raw-http.js';
import { startSite, type RunningSite } from './support/server.js';

/**
 * A stranger's requests against a fresh built server (its own process, nothing kept yet): every
 * site and API path with odd suffixes, every method, odd bodies and content types. What the server
 * keeps from a first request (a route's not-found page, answers, pages) must not let one odd request
 * break the ones after it: a 404 of "//..%2f..%2fetc/passwd" once made every later not-found page a 500.
 */
let site: RunningSite;
let port: number;

beforeAll(async () => {
  site = await startSite();
  port = Number(new URL(site.baseUrl).port);
});

afterAll(async () => {
  await site?.stop();
});

const PATHS = [
  '/', '/es', '/properties', '/es/properties/pcr-1001', '/neighborhoods/newport-beach', '/cities/irvine', '/alerts', '/alerts/manage', '/unsubscribe',
  '/subscribe/confirm', '/language/es', '/sitemap.xml', '/robots.txt', '/assets/x.js', '/images/x.png', '/api/properties', '/api/properties/pcr-1001',
  '/api/cities/irvine', '/api/neighborhoods/newport-beach', '/api/agents', '/api/hot-listings', '/api/contact', '/api/subscribe', '/api/alerts',
  '/api/alerts/manage', '/api/unsubscribe', '/api/subscribe/confirm', '/api/openapi.json',
];
const SUFFIXES = [
  '', '?', '?a=', '?=', '?&&', '?minPrice=1e999', '?minPrice=-1', '?minPrice=%00', '?page=99999999999999999999', '?sort=__proto__', '?__proto__[x]=1',
  '?city=a&city=b', '?lang=es&lang=en', '?path=//evil.example', '?path=%0d%0aSet-Cookie:x', '?lead=x&token=y', `?token=${'a'.repeat(5000)}`,
  '?q=%F0%9F%98%80', '?q=%C0%AF', '/..%2f..%2fetc/passwd', '/%2e%2e/', '//', '/./', '%20', ';a=b', '?x=%uFFFF', '/%E0%A4%A',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];
const BODIES = ['', '{', '{"a":1}', 'null', '[]', 'a=b&c=d', '{"__proto__":{"x":1}}', '{"email":"x@example.com","consent":true,"search":"minPrice=1e999"}'];
const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1'];

describe('odd requests against a fresh built server', () => {
  it('answer no 5xx, and the pages after them answer as before', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const path of PATHS) {
      for (const suffix of SUFFIXES) {
        for (const method of METHODS) {
          const withBody = method !== 'GET' && method !== 'HEAD';
          const body = withBody ? Buffer.from(BODIES[sent % BODIES.length]!) : undefined;
          const headers: [string, string][] = withBody ? [['Content-Type', CONTENT_TYPES[sent % CONTENT_TYPES.length]!]] : [];
          const target = `${path}${suffix}`;
          const response = await rawRequest(port, { method, target, headers, ...(body ? { body } : {}) });
          sent += 1;
          if (!(response.status >= 200 && response.status < 500)) failures.push(`${response.status} ${method} ${target}`);
        }
      }
    }
    expect(sent).toBe(PATHS.length * SUFFIXES.length * METHODS.length);
    expect(failures).toEqual([]);
    for (const [target, status] of [['/', 200], ['/es/properties/pcr-1001', 200], ['/no-such-page', 404], ['/es/no-such-page', 404], ['/api/properties/pcr-1001', 200], ['/api/no-such', 404]] as const) {
      expect((await rawRequest(port, { method: 'GET', target })).status, target).toBe(status);
    }
    expect(site.output()).not.toContain('unhandled error');
  });
});
