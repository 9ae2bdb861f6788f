import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type ResoConfig } from '../src/config.js';
import { clientCredentialsTokens } from '../src/mls/client-credentials.js';
import { mlsHotListings } from '../src/mls/mls-hot-listings.js';
import { resoFeed, type ResoFeedOptions } from '../src/mls/reso-feed.js';
import { resoProvider, type ResoProviderOptions } from '../src/mls/reso-provider.js';
import { memoryLogger } from '../src/logger.js';
import { UpstreamError } from '../src/upstream/upstream-error.js';
import { startApp, testConfig } from './helpers.js';
import { startResoServer, type ResoServer } from './reso-server.js';
import { startWebhookReceiver } from './webhook-receiver.js';

/**
 * The RESO Web API provider against a small RESO server on 127.0.0.1 (reso-server.ts): what it
 * asks for, paging, tokens, failures, the records it skips, and the last good answer kept.
 * Expected values are written out here, computed by hand from the records below.
 */

const START = Date.parse('2026-11-24T18:00:00Z');
/** The tests' clock: moved forward instead of waiting. */
let clock = START;
const now = () => clock;

/** Six Data Dictionary records, in no particular order; four are public (Active, Coming Soon). */
const records: Record<string, unknown>[] = [
  {
    ListingKey: 'OC25100001',
    StandardStatus: 'Active',
    ListPrice: 1_250_000,
    OriginalListPrice: 1_300_000,
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    LivingArea: 2150.4,
    UnparsedAddress: '18 Sandpiper Lane',
    City: 'Irvine',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    PublicRemarks: 'Single-level home on a quiet cul-de-sac near the Woodbridge lakes.',
    ListOfficeName: 'Harbor Point Realty',
    ModificationTimestamp: '2026-11-20T17:30:00Z',
    DaysOnMarket: 6,
    Media: [
      { MediaURL: 'https://photos.mls.test/oc25100001/2.jpg', Order: 2, ShortDescription: 'Backyard with pool' },
      { MediaURL: 'https://photos.mls.test/oc25100001/1.jpg', Order: 1, ShortDescription: 'Front elevation', ImageWidth: 1024, ImageHeight: 683 },
      { MediaURL: 'https://tracker.elsewhere.test/pixel.jpg', Order: 0 },
      { MediaURL: 'https://photos.mls.test/oc25100001/plan.pdf', Order: 3, MediaCategory: 'FloorPlan' },
    ],
  },
  {
    ListingKey: 'OC25100004',
    StandardStatus: 'Closed',
    ListPrice: 2_100_000,
    BedroomsTotal: 5,
    BathroomsTotalInteger: 4,
    LivingArea: 3400,
    UnparsedAddress: '9 Shoreline Drive',
    City: 'Newport Beach',
    ListOfficeName: 'Harbor Point Realty',
    ModificationTimestamp: '2026-11-24T08:00:00Z',
    DaysOnMarket: 41,
  },
  {
    ListingKey: 'OC25100002',
    StandardStatus: 'Coming Soon',
    ListPrice: 899_000,
    BedroomsTotal: 2,
    BathroomsTotalInteger: 2,
    LivingArea: 1100,
    UnparsedAddress: '2201 Seaview Ave #4, Newport Beach, CA 92663',
    InternetAddressDisplayYN: false,
    City: 'Newport Beach',
    PropertyType: 'Residential',
    PropertySubType: 'Condominium',
    ListOfficeName: 'Coastline Brokers',
    ModificationTimestamp: '2026-11-22T09:00:00Z',
  },
  {
    ListingKey: 'OC25100003',
    StandardStatus: 'Active',
    ListPrice: 'Call for price',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1600,
    UnparsedAddress: '77 Orchard',
    City: 'Irvine',
    ListOfficeName: 'Harbor Point Realty',
    ModificationTimestamp: '2026-11-21T12:00:00Z',
    DaysOnMarket: 2,
  },
  {
    ListingKey: 'OC25100005',
    StandardStatus: 'Pending',
    ListPrice: 1_500_000,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1800,
    UnparsedAddress: '3 Ridge Road',
    City: 'Tustin',
    ListOfficeName: 'Coastline Brokers',
    ModificationTimestamp: '2026-11-23T20:00:00Z',
    DaysOnMarket: 12,
  },
  {
    ListingKey: 'OC25100006',
    StandardStatus: 'Active',
    ListPrice: 3_450_000,
    OriginalListPrice: 3_200_000,
    BedroomsTotal: 4,
    BathroomsTotalInteger: 5,
    LivingArea: 3010,
    UnparsedAddress: '455 Cliff Drive, Laguna Beach, CA 92651',
    City: 'Laguna Beach',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    PublicRemarks: 'Ocean-view modern above Heisler Park.',
    ListOfficeName: 'Laguna Coast Properties',
    ModificationTimestamp: '2026-11-23T12:00:00Z',
    DaysOnMarket: 30,
    Media: [],
  },
];

const DISCLAIMER = 'Listings courtesy of the Test MLS. Deemed reliable, not guaranteed.';
const ATTRIBUTION = { disclaimer: DISCLAIMER, dataUpdatedAt: '2026-11-24T18:00:00.000Z' };

/** The four public records as the site shows them, hottest first (hotFactor worked out in each). */
const MAPPED = [
  {
    // Coming Soon, no DaysOnMarket or OnMarketDate: 0 days, no price change: 100. Address withheld.
    id: 'OC25100002',
    title: 'Condominium in Newport Beach',
    status: 'Coming Soon',
    imageUrl: '/images/hot-listings/no-photo.svg',
    price: 899000,
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 1100,
    description: '2-bed, 2-bath condominium of 1100 sq ft.',
    hotFactor: 100,
    daysOnMarket: 0,
    listOfficeName: 'Coastline Brokers',
    photos: [],
    updatedAt: '2026-11-22T09:00:00.000Z',
    attribution: ATTRIBUTION,
  },
  {
    // 100 − 2×6 + 3×(−50,000 / 1,300,000 × 100 = −3.85) = 76.5 → 76.
    id: 'OC25100001',
    title: '18 Sandpiper Lane, Irvine',
    status: 'Active',
    imageUrl: 'https://photos.mls.test/oc25100001/1.jpg',
    price: 1250000,
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 2150,
    description: 'Single-level home on a quiet cul-de-sac near the Woodbridge lakes.',
    hotFactor: 76,
    daysOnMarket: 6,
    listOfficeName: 'Harbor Point Realty',
    photos: [
      { url: 'https://photos.mls.test/oc25100001/1.jpg', alt: 'Front elevation', width: 1024, height: 683 },
      { url: 'https://photos.mls.test/oc25100001/2.jpg', alt: 'Backyard with pool' },
    ],
    updatedAt: '2026-11-20T17:30:00.000Z',
    attribution: ATTRIBUTION,
  },
  {
    // 100 − 2×30 + 3×(250,000 / 3,200,000 × 100 = 7.81) = 63.4 → 63.
    id: 'OC25100006',
    title: '455 Cliff Drive, Laguna Beach, CA 92651',
    status: 'Active',
    imageUrl: '/images/hot-listings/no-photo.svg',
    price: 3450000,
    bedrooms: 4,
    bathrooms: 5,
    squareFeet: 3010,
    description: 'Ocean-view modern above Heisler Park.',
    hotFactor: 63,
    daysOnMarket: 30,
    listOfficeName: 'Laguna Coast Properties',
    photos: [],
    updatedAt: '2026-11-23T12:00:00.000Z',
    attribution: ATTRIBUTION,
  },
];

let mls: ResoServer;

beforeAll(async () => {
  mls = await startResoServer({ clientId: 'pcr-site', clientSecret: 'mls-secret-1', tokenLifetimeS: 120, pageSize: 2, records, now });
});
afterAll(() => mls.close());
beforeEach(() => {
  clock = START;
  mls.reset(2);
});

type ProviderOverrides = Partial<Omit<ResoProviderOptions, 'feed'> & Pick<ResoFeedOptions, 'maxPages' | 'timeoutMs'>>;

function provider(overrides: ProviderOverrides = {}, secret = 'mls-secret-1') {
  const logger = memoryLogger();
  const { maxPages = 5, timeoutMs = 1000, ...rest } = overrides;
  const tokens = clientCredentialsTokens({ tokenUrl: mls.tokenUrl, clientId: 'pcr-site', clientSecret: secret, timeoutMs: 1000, now });
  const source = resoFeed({ serviceUrl: mls.serviceUrl, tokens, maxPages, timeoutMs, logger, now });
  const feed = resoProvider({
    serviceUrl: mls.serviceUrl,
    feed: source,
    publicStatuses: ['Active', 'Coming Soon'],
    maxListings: 24,
    disclaimer: DISCLAIMER,
    mediaOrigins: ['https://photos.mls.test'],
    logger,
    now,
    ...rest,
  });
  return { feed, logger };
}

/** What the server saw, one line per request: method, path, status and the token used. */
const seen = () => mls.requests.map((r) => `${r.method} ${r.path} ${r.status}${r.authorization ? ` ${r.authorization}` : ''}`);

describe('RESO provider: what it asks for', () => {
  it('asks for the public statuses, the mapped fields, newest first, with Media, and follows @odata.nextLink', async () => {
    const { feed } = provider();
    expect(await feed.list()).toEqual(MAPPED);

    expect(seen()).toEqual(['POST /oauth/token 200', 'GET /odata/Property 200 Bearer token-1', 'GET /odata/Property 200 Bearer token-1']);
    const [, first, second] = mls.requests;
    expect(Object.fromEntries(first!.query)).toEqual({
      $select:
        'ListingKey,StandardStatus,ListPrice,OriginalListPrice,BedroomsTotal,BathroomsTotalInteger,LivingArea,UnparsedAddress,City,PropertyType,PropertySubType,PublicRemarks,ListOfficeName,ModificationTimestamp,DaysOnMarket,OnMarketDate,InternetEntireListingDisplayYN,InternetAddressDisplayYN',
      $filter: "(StandardStatus eq 'Active' or StandardStatus eq 'Coming Soon')",
      $orderby: 'ModificationTimestamp desc',
      $top: '24',
      $expand: 'Media',
    });
    // The second page is the server's nextLink: the rest of the 24, after the first two.
    expect([second!.query.get('$top'), second!.query.get('$skip')]).toEqual(['22', '2']);
  });

  it('skips a malformed record with its key and why, and shows the others', async () => {
    const { feed, logger } = provider();
    expect((await feed.list()).map((listing) => listing.id)).toEqual(['OC25100002', 'OC25100001', 'OC25100006']);
    expect(logger.entries().filter((entry) => entry.msg === 'MLS record skipped')).toEqual([
      expect.objectContaining({ level: 'warn', listingKey: 'OC25100003', reason: 'ListPrice is missing or not a number' }),
    ]);
  });

  it('asks only for the statuses configured for public display', async () => {
    const { feed } = provider({ publicStatuses: ['Active'] });
    expect((await feed.list()).map((listing) => listing.id)).toEqual(['OC25100001', 'OC25100006']);
    expect(mls.requests[1]!.query.get('$filter')).toBe("StandardStatus eq 'Active'");
  });

  it('skips records of other statuses should a server ignore the filter', async () => {
    mls.mode = 'ignores-filter';
    mls.pageSize = 10;
    const { feed, logger } = provider();
    expect((await feed.list()).map((listing) => listing.id)).toEqual(['OC25100002', 'OC25100001', 'OC25100006']);
    expect(logger.entries().filter((entry) => entry.msg === 'MLS record skipped').map(({ listingKey, reason }) => ({ listingKey, reason }))).toEqual([
      { listingKey: 'OC25100004', reason: 'StandardStatus "Closed" is not for public display' },
      { listingKey: 'OC25100005', reason: 'StandardStatus "Pending" is not for public display' },
      { listingKey: 'OC25100003', reason: 'ListPrice is missing or not a number' },
    ]);
  });

  it('follows at most maxPages pages', async () => {
    mls.pageSize = 1;
    const { feed } = provider({ maxPages: 2 });
    // Newest first: page 1 is OC25100006 (Nov 23), page 2 OC25100002 (Nov 22); the other two are never asked for.
    expect((await feed.list()).map((listing) => listing.id)).toEqual(['OC25100002', 'OC25100006']);
    expect(seen().filter((line) => line.startsWith('GET'))).toHaveLength(2);
  });

  it('stops paging when @odata.nextLink points at another host (the token stays with the MLS)', async () => {
    mls.mode = 'foreign-next-link';
    const { feed, logger } = provider();
    expect((await feed.list()).map((listing) => listing.id)).toEqual(['OC25100002', 'OC25100006']);
    expect(seen()).toEqual(['POST /oauth/token 200', 'GET /odata/Property 200 Bearer token-1']);
    expect(logger.entries().find((entry) => entry.msg === 'MLS paging stopped: @odata.nextLink leaves the service')).toMatchObject({ nextOrigin: 'https://elsewhere.test' });
  });
});

describe('RESO provider: tokens', () => {
  it('reuses its token, and gets a new one before the old expires (120 s: renewed after 108 s)', async () => {
    mls.pageSize = 10;
    const { feed } = provider();
    await feed.list();
    clock = START + 107_000;
    await feed.list();
    clock = START + 108_000;
    await feed.list();
    expect(seen()).toEqual([
      'POST /oauth/token 200',
      'GET /odata/Property 200 Bearer token-1',
      'GET /odata/Property 200 Bearer token-1',
      'POST /oauth/token 200',
      'GET /odata/Property 200 Bearer token-2',
    ]);
    // The server does expire tokens: at 120 s the first one is refused, the renewed one is not.
    clock = START + 120_000;
    const withToken = (token: string) => fetch(`${mls.serviceUrl}/Property?$filter=StandardStatus%20eq%20'Active'`, { headers: { authorization: `Bearer ${token}` } });
    expect((await withToken('token-1')).status).toBe(401);
    expect((await withToken('token-2')).status).toBe(200);
  });

  it('on a 401 gets a new token once and tries again', async () => {
    mls.pageSize = 10;
    const { feed } = provider();
    await feed.list();
    mls.revokeTokens();
    expect(await feed.list()).toHaveLength(3);
    expect(seen()).toEqual([
      'POST /oauth/token 200',
      'GET /odata/Property 200 Bearer token-1',
      'GET /odata/Property 401 Bearer token-1',
      'POST /oauth/token 200',
      'GET /odata/Property 200 Bearer token-2',
    ]);
  });

  it('fails after a second 401, without a third try', async () => {
    mls.mode = 'unauthorized';
    const { feed } = provider();
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'HTTP 401 with a new token' });
    expect(seen()).toEqual([
      'POST /oauth/token 200',
      'GET /odata/Property 401 Bearer token-1',
      'POST /oauth/token 200',
      'GET /odata/Property 401 Bearer token-2',
    ]);
  });

  it('fails when the token endpoint refuses the client, and asks nothing else', async () => {
    const { feed } = provider({}, 'wrong-secret');
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'token endpoint answered HTTP 401' });
    expect(seen()).toEqual(['POST /oauth/token 401']);
  });
});

describe('RESO provider: failures', () => {
  it('after a 429 asks nothing until Retry-After has passed', async () => {
    mls.mode = 'rate-limited';
    mls.retryAfter = '120';
    const { feed } = provider();
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'HTTP 429: asked to wait 120 s' });
    mls.mode = 'ok';
    clock = START + 119_000;
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'rate limited by the MLS for 1 s more' });
    expect(seen()).toEqual(['POST /oauth/token 200', 'GET /odata/Property 429 Bearer token-1']);
    clock = START + 120_000;
    expect(await feed.list()).toHaveLength(3);
  });

  it.each([
    ['99999999 seconds', '99999999', 99_999_999],
    ['a date 30 days ahead', new Date(START + 30 * 86_400_000).toUTCString(), 2_592_000],
  ])('waits at most an hour after a 429 asking for %s', async (_name, retryAfter, askedS) => {
    mls.mode = 'rate-limited';
    mls.retryAfter = retryAfter;
    const { feed } = provider();
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: `HTTP 429: asked to wait ${askedS} s; waiting 3600 s, the longest we wait` });
    mls.mode = 'ok';
    clock = START + 3_599_000;
    await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'rate limited by the MLS for 1 s more' });
    clock = START + 3_600_000;
    expect(await feed.list()).toHaveLength(3);
  });

  it.each([
    ['the token endpoint', 'redirect-token', ['POST /oauth/token 307']],
    ['the Property resource', 'redirect', ['POST /oauth/token 200', 'GET /odata/Property 307 Bearer token-1']],
  ] as const)('does not follow a redirect of %s: the secret and the token go nowhere else', async (_name, mode, requests) => {
    const elsewhere = await startWebhookReceiver();
    try {
      mls.mode = mode;
      mls.redirectTo = elsewhere.url;
      const { feed } = provider();
      await expect(feed.list()).rejects.toMatchObject({ reason: 'status', detail: 'answered a redirect, which is not followed' });
      expect(seen()).toEqual(requests);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it.each([
    ['a 5xx', 'error', 'status', 'HTTP 503'],
    ['an answer that is not OData JSON', 'not-odata', 'invalid', 'the body is not JSON'],
  ] as const)('rejects %s with the reason', async (_name, mode, reason, detail) => {
    mls.mode = mode;
    const { feed } = provider();
    const failure = await feed.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ reason, detail });
  });

  it('gives up on a slow answer at the timeout', async () => {
    mls.mode = 'slow';
    const { feed } = provider({ timeoutMs: 200 });
    const started = Date.now();
    await expect(feed.list()).rejects.toMatchObject({ reason: 'timeout', detail: 'no complete answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** RESO configuration as the server reads it from the environment, pointed at the test MLS. */
function resoEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    RESO_URL: mls.serviceUrl,
    RESO_TOKEN_URL: mls.tokenUrl,
    RESO_CLIENT_ID: 'pcr-site',
    RESO_CLIENT_SECRET: 'mls-secret-1',
    RESO_DISCLAIMER: DISCLAIMER,
    RESO_MEDIA_ORIGINS: 'https://photos.mls.test',
    RESO_REFRESH_MS: '300000',
    RESO_MAX_AGE_MS: '3600000',
    HOT_LISTINGS_TIMEOUT_MS: '1000',
    ...extra,
  };
}

describe('RESO configuration', () => {
  it('is off by default, and reads every RESO_ variable when RESO_URL is set', () => {
    expect(loadConfig({}).reso).toBeUndefined();
    const config = loadConfig(resoEnv({ RESO_PUBLIC_STATUSES: 'Active, ComingSoon', RESO_MAX_LISTINGS: '12', RESO_MAX_PAGES: '3' }));
    expect(config.reso).toEqual({
      serviceUrl: mls.serviceUrl,
      tokenUrl: mls.tokenUrl,
      clientId: 'pcr-site',
      clientSecret: 'mls-secret-1',
      publicStatuses: ['Active', 'ComingSoon'],
      maxListings: 12,
      maxPages: 3,
      timeoutMs: 1000,
      refreshMs: 300000,
      maxAgeMs: 3600000,
      disclaimer: DISCLAIMER,
      mediaOrigins: ['https://photos.mls.test'],
    });
    expect(config.cspImgSources).toEqual(['https://photos.mls.test']);
  });

  it('defaults to Active and Coming Soon, 5 minutes, 12 hours, and the https service origin for photos', () => {
    const config = loadConfig({ RESO_URL: 'https://api.mls.example/odata', RESO_TOKEN_URL: 'https://api.mls.example/token', RESO_CLIENT_ID: 'a', RESO_CLIENT_SECRET: 'b' });
    expect(config.reso).toMatchObject({ publicStatuses: ['Active', 'Coming Soon'], refreshMs: 300000, maxAgeMs: 43200000, maxListings: 24, maxPages: 5, mediaOrigins: ['https://api.mls.example'] });
    expect(config.reso?.disclaimer).toMatch(/^Listing information is provided by the multiple listing service/);
    expect(config.cspImgSources).toEqual(['https://api.mls.example']);
  });

  it.each([
    [{ RESO_CLIENT_SECRET: '' }, 'RESO_URL needs RESO_TOKEN_URL, RESO_CLIENT_ID and RESO_CLIENT_SECRET (OAuth 2 client credentials)'],
    [{ HOT_LISTINGS_URL: 'http://127.0.0.1:9/' }, 'Set RESO_URL or HOT_LISTINGS_URL, not both: they are two sources of the hot listings'],
    [{ RESO_MAX_AGE_MS: '1000' }, 'RESO_MAX_AGE_MS must be at least RESO_REFRESH_MS'],
    [{ RESO_MEDIA_ORIGINS: 'http://photos.mls.test' }, 'RESO_MEDIA_ORIGINS takes https:// origins separated by spaces (got "http://photos.mls.test")'],
  ])('refuses %j', (extra, message) => {
    expect(() => loadConfig(resoEnv(extra))).toThrow(new ConfigError(message));
  });
});

describe('GET /api/hot-listings from the MLS', () => {
  let config: ResoConfig;
  beforeEach(() => {
    config = loadConfig(resoEnv()).reso!;
  });
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** The app as main.ts builds it for RESO_URL, answers not kept by the route (TTL 0) so each GET reaches the provider. */
  async function appOnMls() {
    const logger = memoryLogger();
    const app = await startApp({
      hotListings: mlsHotListings(config, logger, { now }),
      config: testConfig({ upstreamAnswerTtlMs: 0, cspImgSources: loadConfig(resoEnv()).cspImgSources }),
    });
    close = app.close;
    const get = async () => {
      const res = await fetch(`${app.baseUrl}/api/hot-listings`);
      return { status: res.status, body: (await res.json()) as unknown, csp: res.headers.get('content-security-policy') };
    };
    return { get, logger };
  }

  it('answers the mapped listings, and the CSP lets the photos load', async () => {
    const { get } = await appOnMls();
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(MAPPED);
    expect(answer.csp).toContain("img-src 'self' data: https://photos.mls.test;");
  });

  it('serves the kept answer within the refresh interval without asking the MLS', async () => {
    const { get } = await appOnMls();
    await get();
    const asked = mls.requests.length;
    clock = START + 299_000;
    expect((await get()).body).toEqual(MAPPED);
    expect(mls.requests).toHaveLength(asked);
  });

  it('keeps answering the last good listings while the MLS is down, then 502 once they are too old', async () => {
    const { get, logger } = await appOnMls();
    await get();
    mls.mode = 'error';
    clock = START + 30 * 60_000;
    const stale = await get();
    expect(stale.status).toBe(200);
    // Still the data of 18:00: the page tells the visitor how old it is.
    expect(stale.body).toEqual(MAPPED);
    expect(logger.entries().find((entry) => entry.msg === 'listing provider failed: serving the last good answer')).toMatchObject({ reason: 'status', detail: 'HTTP 503', ageMs: 1_800_000 });

    clock = START + 60 * 60_000;
    const tooOld = await get();
    expect(tooOld).toMatchObject({ status: 502, body: { message: 'The listing provider is unavailable.' } });
    expect(mls.requests.filter((r) => r.status === 503)).toHaveLength(2);
  });
});
