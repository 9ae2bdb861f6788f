import { hotListings } from '@pcr/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from '../src/api/in-process-fetch.js';
import { readEndpoints } from '../src/api/read-endpoints.js';
import { bundledCityGuides } from '../src/city-guides/bundled-provider.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { bundledProvider } from '../src/hot-listings/bundled-provider.js';
import { memoryLogger } from '../src/logger.js';
import { startApp, type RunningApp } from './helpers.js';

/**
 * The server's page renders read the API in-process (no socket). They must get what the browser
 * gets over HTTP: the same status and body; a 2xx body also as the checked value the site's client
 * takes without reading JSON text back.
 */
let app: RunningApp;
const content = fixtureContentRepository();
const logger = memoryLogger();
const fetchInProcess = inProcessFetch(readEndpoints({ hotListings: bundledProvider(hotListings), cityGuides: bundledCityGuides(content), content, logger }), logger, { requestId: 'in-process-test' });

beforeAll(async () => {
  app = await startApp({ content });
});
afterAll(async () => {
  await app.close();
});

describe('the API in-process, as page renders read it', () => {
  const targets = [
    '/api/properties?city=irvine&minBeds=3',
    '/api/properties/pcr-1001',
    '/api/neighborhoods/newport-beach',
    '/api/cities/irvine',
    '/api/agents',
    '/api/hot-listings',
    '/api/properties?minBeds=99',
    '/api/properties/no-such-home',
    '/api/neighborhoods/Not_A_Slug',
    '/api/properties?minBeds=lots',
  ];

  for (const target of targets) {
    it(`${target}: the status and body the browser gets over HTTP`, async () => {
      const [overHttp, inProcess] = await Promise.all([fetch(`${app.baseUrl}${target}`), fetchInProcess(`http://site.internal${target}`)]);
      expect(inProcess.status).toBe(overHttp.status);
      const body = (await overHttp.json()) as unknown;
      expect(JSON.parse(await inProcess.text())).toEqual(body);
      // Only a body the contract's schema checked is offered as a value.
      if (overHttp.ok) expect(inProcess.checkedBody).toEqual({ value: body });
      else expect(inProcess.checkedBody).toBeUndefined();
    });
  }

  it('a body the contract does not allow is a 500, never offered as checked', async () => {
    const broken = inProcessFetch(
      { ...readEndpoints({ hotListings: bundledProvider(hotListings), cityGuides: bundledCityGuides(content), content, logger }), getAgents: async () => ({ status: 200, body: [{ name: 42 }] }) } as never,
      logger,
      { requestId: 'broken' },
    );
    const answer = await broken('http://site.internal/api/agents');
    expect(answer.status).toBe(500);
    expect(answer.checkedBody).toBeUndefined();
    expect(JSON.parse(await answer.text())).toEqual({ message: 'Something went wrong on our side.' });
  });
});
