import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, testConfig, type RunningApp } from './helpers.js';

/** One of each kind of answer: API JSON (twice: the second is a kept answer), a 404, an image, a page, a 414. */
const PATHS = ['/api/agents', '/api/agents', '/api/nowhere', '/images/agents/daniel-okafor.svg', '/about', `/${'a'.repeat(9000)}`];

async function headersOf(app: RunningApp, path: string): Promise<Headers> {
  const res = await fetch(app.baseUrl + path);
  await res.arrayBuffer();
  return res.headers;
}

describe('security headers of every answer', () => {
  let https: RunningApp;
  let http: RunningApp;
  beforeAll(async () => {
    https = await startApp({ config: testConfig({ siteUrl: 'https://www.pacificcrest.example' }) });
    http = await startApp({ config: testConfig({ siteUrl: 'http://127.0.0.1:3000' }) });
  });
  afterAll(async () => {
    await https.close();
    await http.close();
  });

  it('Cross-Origin-Resource-Policy: same-origin, whatever the answer', async () => {
    for (const path of PATHS) expect((await headersOf(http, path)).get('cross-origin-resource-policy'), path.slice(0, 30)).toBe('same-origin');
  });

  it('Strict-Transport-Security for a year, subdomains included, when SITE_URL is https; none when it is http', async () => {
    for (const path of PATHS) {
      expect((await headersOf(https, path)).get('strict-transport-security'), path.slice(0, 30)).toBe('max-age=31536000; includeSubDomains');
      expect((await headersOf(http, path)).get('strict-transport-security'), path.slice(0, 30)).toBeNull();
    }
  });
});
