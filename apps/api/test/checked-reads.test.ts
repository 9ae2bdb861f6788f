import { hotListings } from '@pcr/content';
import type { PageReads } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedReads } from '../src/api/checked-reads.js';
import { readEndpoints } from '../src/api/read-endpoints.js';
import { bundledCityGuides } from '../src/city-guides/bundled-provider.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { bundledProvider } from '../src/hot-listings/bundled-provider.js';
import { memoryLogger } from '../src/logger.js';
import { startApp, type RunningApp } from './helpers.js';

/**
 * The pages' loaders read the API's read side in-process (no socket, no URL). They must get what the
 * browser gets over HTTP for the same request: the same status and body, checked by the same contract.
 */
let app: RunningApp;
const content = fixtureContentRepository();
const logger = memoryLogger();
const endpoints = () => readEndpoints({ hotListings: bundledProvider(hotListings), cityGuides: bundledCityGuides(content), content, logger });
const reads = checkedReads(endpoints(), logger, { requestId: 'checked-reads-test' });

beforeAll(async () => {
  app = await startApp({ content });
});
afterAll(async () => {
  await app.close();
});

type Read = (reads: PageReads) => Promise<{ status: number; body: unknown }>;

describe('the API read side, as the pages\u2019 loaders read it', () => {
  const cases: [string, Read][] = [
    ['/api/properties?city=irvine&minBeds=3', (r) => r.getProperties({ query: { city: 'irvine', minBeds: '3' } })],
    ['/api/properties/pcr-1001', (r) => r.getProperty({ params: { id: 'pcr-1001' } })],
    ['/api/neighborhoods/newport-beach', (r) => r.getNeighborhood({ params: { id: 'newport-beach' }, query: {} })],
    ['/api/neighborhoods/newport-beach?lang=es', (r) => r.getNeighborhood({ params: { id: 'newport-beach' }, query: { lang: 'es' } })],
    ['/api/cities/irvine', (r) => r.getCity({ params: { slug: 'irvine' }, query: {} })],
    ['/api/agents', (r) => r.getAgents({ query: {} })],
    ['/api/hot-listings', (r) => r.getHotListings({})],
    ['/api/home-prices', (r) => r.getHomePrices({})],
    ['/api/properties?minBeds=99', (r) => r.getProperties({ query: { minBeds: '99' } })],
    ['/api/properties/no-such-home', (r) => r.getProperty({ params: { id: 'no-such-home' } })],
    ['/api/neighborhoods/Not_A_Slug', (r) => r.getNeighborhood({ params: { id: 'Not_A_Slug' }, query: {} })],
    ['/api/properties?minBeds=lots', (r) => r.getProperties({ query: { minBeds: 'lots' } })],
    ['/api/unsubscribe?lead=x&token=y', (r) => r.getUnsubscribe({ query: { lead: 'x', token: 'y' } })],
    ['/api/sell/market?city=irvine&type=single-family&beds=4&baths=2.5&area=2600', (r) => r.getSellerMarket({ query: { city: 'irvine', type: 'single-family', beds: '4', baths: '2.5', area: '2600' } })],
    ['/api/sell/market?city=atlantis&type=condo&beds=2&baths=2&area=1200', (r) => r.getSellerMarket({ query: { city: 'atlantis', type: 'condo', beds: '2', baths: '2', area: '1200' } })],
  ];

  for (const [target, read] of cases) {
    it(`${target}: the status and body the browser gets over HTTP`, async () => {
      const [overHttp, inProcess] = await Promise.all([fetch(`${app.baseUrl}${target}`), read(reads)]);
      expect(inProcess.status).toBe(overHttp.status);
      expect(inProcess.body).toEqual(await overHttp.json());
    });
  }

  it('a query the contract refuses is a 400 naming the field, before the endpoint runs', async () => {
    const answer = await reads.getProperties({ query: { minBeds: 'lots' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('minBeds');
  });

  it('a body the contract does not allow is a 500 with the generic message, logged, never passed to a page', async () => {
    const broken = checkedReads({ ...endpoints(), getAgents: async () => ({ status: 200, body: [{ name: 42 }] }) } as never, logger, { requestId: 'broken' });
    const answer = await broken.getAgents({ query: {} });
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong on our side.' } });
    expect(logger.entries().some((entry) => entry.msg === 'response validation failed' && entry.requestId === 'broken')).toBe(true);
  });
});
