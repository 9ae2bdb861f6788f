import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, neighborhoods } from '@pcr/content';
import { loadConfig, migrationsDir, type ResoConfig } from '../src/config.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import { mlsFeed } from '../src/mls/mls-hot-listings.js';
import { sqlMlsCopyStore } from '../src/mls/mls-copy-store.js';
import { mlsOwnListings } from '../src/mls/mls-own-listings.js';
import { replicateOnce } from '../src/mls/mls-replication.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';
import { NO_WEB_DIST, pgliteDataDir, requireBuiltServer } from './helpers.js';
import { postgresSchema } from './postgres.js';
import { officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';

/**
 * The MLS copy in the database (issue 31, decision 0036), on PGlite and on PostgreSQL, against the
 * RESO server the test starts: what a pass asks and copies, the events it derives (each once), the
 * key-only pass, one replication at a time, and a restart while the MLS is down.
 */

const START = Date.parse('2026-11-24T18:00:00Z');
let clock = START;
const now = () => clock;


/** The office's listings on the first day: A and C for sale, B in escrow, D for sale; E is another office's. */
const firstDay = () => [
  officeListing('IR26400001', { ListPrice: 1_000_000 }),
  officeListing('IR26400002', { StandardStatus: 'Pending' }),
  officeListing('IR26400003', { ListPrice: 900_000 }),
  officeListing('IR26400004', {}),
  officeListing('IR26400005', { ListOfficeMlsId: 'OTHER9' }),
];

const records: Record<string, unknown>[] = [];
let mls: ResoServer;
beforeAll(async () => {
  mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 10, records });
});
afterAll(() => mls.close());
beforeEach(() => {
  clock = START;
  mls.reset(10);
  records.splice(0, records.length, ...firstDay());
});

const reso = (env: Record<string, string> = {}): ResoConfig =>
  loadConfig({
    ...resoClientEnv(mls),
    RESO_MEDIA_ORIGINS: 'https://photos.mls.test',
    RESO_OFFICE_ID: 'PCR01',
    RESO_DISCLAIMER: 'Listings courtesy of the Test MLS.',
    ...env,
  }).reso!;

/** Replaces the office listing `key` at the MLS with these fields changed, as of `at`. */
function changeAtMls(key: string, fields: Record<string, unknown>, at: string) {
  const index = records.findIndex((record) => record.ListingKey === key);
  records[index] = { ...records[index], ...fields, ModificationTimestamp: at };
}

const eventsIn = (db: SqlClient) =>
  db.query<{ listing_key: string; kind: string; price: number | null; previous_price: number | null }>(
    'SELECT listing_key, kind, price::float8 AS price, previous_price::float8 AS previous_price FROM listing_events ORDER BY listing_key, kind',
  );
const keysIn = async (db: SqlClient) => (await db.query<{ listing_key: string }>('SELECT listing_key FROM mls_listings ORDER BY listing_key')).map((row) => row.listing_key);
const propertyRequests = () => mls.requests.filter((request) => request.path === '/odata/Property');

function copySuite(driver: string, setup: () => Promise<{ open: () => Promise<SqlClient>; teardown: () => Promise<void> }>) {
  describe(`the MLS copy on ${driver}`, () => {
    let open: () => Promise<SqlClient>;
    let teardown: () => Promise<void>;
    let db: SqlClient;
    beforeEach(async () => {
      ({ open, teardown } = await setup());
      db = await open();
      await migrate(db, migrationsDir, silentLogger);
    });
    afterEach(async () => {
      await db.close();
      await teardown();
    });

    const pass = (logger = memoryLogger()) =>
      replicateOnce({ serviceUrl: mls.serviceUrl, officeId: 'PCR01', feed: mlsFeed(reso(), logger, { now }), store: sqlMlsCopyStore(db), logger, now });

    it('copies the office in every status with no events; then a new listing, a price cut, a home back on the market, one in escrow and one sold are one event each, also when read again', async () => {
      expect(await pass()).toEqual({ copied: 4, events: 0, removed: 0 });
      expect(await keysIn(db)).toEqual(['IR26400001', 'IR26400002', 'IR26400003', 'IR26400004']);
      expect(propertyRequests()[0]!.query.get('$filter')).toBe("ListOfficeMlsId eq 'PCR01'");

      records.push(officeListing('IR26400006', { ModificationTimestamp: '2026-11-24T17:00:00Z' }));
      changeAtMls('IR26400001', { ListPrice: 975_000 }, '2026-11-24T17:01:00Z');
      changeAtMls('IR26400002', { StandardStatus: 'Active' }, '2026-11-24T17:02:00Z');
      changeAtMls('IR26400003', { StandardStatus: 'Active Under Contract' }, '2026-11-24T17:03:00Z');
      changeAtMls('IR26400004', { StandardStatus: 'Closed', ListPrice: 990_000 }, '2026-11-24T17:04:00Z');
      clock = START + 300_000;
      expect(await pass()).toEqual({ copied: 5, events: 5, removed: 0 });
      // From the copy's newest change then (2026-11-20T12:00), less ten minutes of overlap.
      expect(propertyRequests().at(-1)!.query.get('$filter')).toBe("ListOfficeMlsId eq 'PCR01' and ModificationTimestamp ge 2026-11-20T11:50:00.000Z");
      expect(await eventsIn(db)).toEqual([
        { listing_key: 'IR26400001', kind: 'price_drop', price: 975_000, previous_price: 1_000_000 },
        { listing_key: 'IR26400002', kind: 'back_on_market', price: 1_000_000, previous_price: null },
        { listing_key: 'IR26400003', kind: 'pending', price: 900_000, previous_price: null },
        { listing_key: 'IR26400004', kind: 'sold', price: 990_000, previous_price: null },
        { listing_key: 'IR26400006', kind: 'new', price: 1_000_000, previous_price: null },
      ]);

      // The next pass reads the same five again (the overlap): nothing new is copied or recorded.
      clock = START + 600_000;
      expect(await pass()).toEqual({ copied: 0, events: 0, removed: 0 });
      expect(propertyRequests().at(-1)!.query.get('$filter')).toBe("ListOfficeMlsId eq 'PCR01' and ModificationTimestamp ge 2026-11-24T16:54:00.000Z");
      expect((await eventsIn(db)).length).toBe(5);
    });

    it('follows @odata.nextLink to copy an office larger than a page', async () => {
      mls.reset(1);
      expect(await pass()).toEqual({ copied: 4, events: 0, removed: 0 });
      expect(propertyRequests().filter((request) => request.query.get('$orderby') === 'ModificationTimestamp asc,ListingKey asc').length).toBe(4);
    });

    it('the hourly key-only pass removes a listing the MLS no longer publishes; one the MLS cuts short removes nothing', async () => {
      // Only D changed lately: the passes after the first read it alone (one page), the key-only pass reads all (two pages).
      for (const key of ['IR26400001', 'IR26400002', 'IR26400003']) changeAtMls(key, {}, '2026-11-10T12:00:00Z');
      await pass();
      records.splice(3, 1); // IR26400004 leaves the MLS
      mls.reset(2);
      mls.mode = 'fails-past-first-page';
      clock = START + 3_600_000;
      await expect(pass()).rejects.toThrow('HTTP 503');
      expect(await keysIn(db)).toEqual(['IR26400001', 'IR26400002', 'IR26400003', 'IR26400004']);
      const keyPass = propertyRequests().filter((request) => request.query.get('$select') === 'ListingKey');
      expect(keyPass.map((request) => request.status)).toEqual([200, 503]);

      mls.mode = 'ok';
      expect(await pass()).toEqual({ copied: 0, events: 0, removed: 1 });
      expect(await keysIn(db)).toEqual(['IR26400001', 'IR26400002', 'IR26400003']);
    });

    it('with one page per request (RESO_MAX_PAGES 1) a pass goes on past records sharing one timestamp, and the key-only pass reads to the end', async () => {
      const logger = memoryLogger();
      const config = reso({ RESO_MAX_PAGES: '1' });
      const onePagePass = () =>
        replicateOnce({ serviceUrl: mls.serviceUrl, officeId: 'PCR01', feed: mlsFeed(config, logger, { now }), store: sqlMlsCopyStore(db), logger, now });
      mls.reset(2);
      // The four homes share one ModificationTimestamp: two requests, the second from that time past the two read.
      expect(await onePagePass()).toEqual({ copied: 4, events: 0, removed: 0 });
      const changes = propertyRequests().filter((request) => request.query.get('$select') !== 'ListingKey');
      expect(changes.map((request) => [request.query.get('$filter'), request.query.get('$skip')])).toEqual([
        ["ListOfficeMlsId eq 'PCR01'", null],
        ["ListOfficeMlsId eq 'PCR01' and ModificationTimestamp ge 2026-11-20T12:00:00.000Z", '2'],
      ]);
      expect(await keysIn(db)).toEqual(['IR26400001', 'IR26400002', 'IR26400003', 'IR26400004']);
      // The keys of all four, over two pages although listing requests stop at one.
      expect(propertyRequests().filter((request) => request.query.get('$select') === 'ListingKey').map((request) => request.status)).toEqual([200, 200]);
      records.splice(0, 1); // IR26400001 leaves the MLS
      clock = START + 3_600_000;
      expect((await onePagePass()).removed).toBe(1);
      expect(await keysIn(db)).toEqual(['IR26400002', 'IR26400003', 'IR26400004']);
    });

    it('two instances looking at once make one pass; both serve the copy', async () => {
      // PGlite has one process per folder: there the two share its client.
      const second = driver === 'PostgreSQL' ? await open() : db;
      try {
        const logger = memoryLogger();
        const instance = (client: SqlClient, name: string) =>
          mlsOwnListings(reso(), { feed: mlsFeed(reso(), logger, { now }), officeId: 'PCR01', neighborhoods, agents, logger, now }, client, () => undefined, { instance: name });
        const [a, b] = [instance(db, 'a'), instance(second, 'b')];
        await Promise.all([a.refresh(), b.refresh()]);
        expect(propertyRequests().filter((request) => request.query.get('$orderby') === 'ModificationTimestamp asc,ListingKey asc').length).toBe(1);
        // A, C and D are for sale (B is in escrow, not a public status). The instance that made the pass
        // serves them; the other may have reloaded before that pass was written (decision 0036: instances
        // agree within one look).
        const forSale = ['IR26400001', 'IR26400003', 'IR26400004'];
        const ids = (copy: typeof a) => copy.current().map((home) => home.id).sort();
        expect([ids(a), ids(b)]).toContainEqual(forSale);
        // The next look: no second pass (a refresh period has not passed), and both serve the one copy.
        await Promise.all([a.refresh(), b.refresh()]);
        expect(propertyRequests().filter((request) => request.query.get('$orderby') === 'ModificationTimestamp asc,ListingKey asc').length).toBe(1);
        expect(ids(a)).toEqual(forSale);
        expect(b.current()).toEqual(a.current());
        expect(logger.entries().filter((entry) => entry.msg === 'MLS copy updated').length).toBe(1);
      } finally {
        if (second !== db) await second.close();
      }
    });

    it('says what it shows when that changes, not at every look', async () => {
      const logger = memoryLogger();
      const copy = mlsOwnListings(reso(), { feed: mlsFeed(reso(), logger, { now }), officeId: 'PCR01', neighborhoods, agents, logger, now }, db, () => undefined, { minGapMs: 0 });
      for (let look = 0; look < 3; look++) await copy.refresh();
      changeAtMls('IR26400004', { StandardStatus: 'Pending' }, '2026-11-24T17:04:00Z');
      await copy.refresh();
      const said = logger.entries().filter((entry) => entry.msg === 'own listings from the MLS copy');
      expect(said.map((entry) => entry.listings)).toEqual([3, 2]);
    });

    it('after a restart while the MLS is down, the copy is served until RESO_MAX_AGE_MS after the MLS last answered', async () => {
      const logger = memoryLogger();
      const serve = (client: SqlClient) =>
        mlsOwnListings(reso(), { feed: mlsFeed(reso(), logger, { now }), officeId: 'PCR01', neighborhoods, agents, logger, now }, client, () => undefined, { minGapMs: 0 });
      await serve(db).refresh();
      await db.close();

      mls.mode = 'error';
      db = await open();
      const restarted = serve(db);
      clock = START + 12 * 3_600_000; // RESO_MAX_AGE_MS: 12 h by default
      await restarted.refresh();
      expect({ available: restarted.available(), homes: restarted.current().length }).toEqual({ available: true, homes: 3 });
      expect(logger.entries().some((entry) => entry.msg === 'MLS copy not refreshed: the MLS did not answer')).toBe(true);

      clock += 1;
      await restarted.refresh();
      expect({ available: restarted.available(), homes: restarted.current().length }).toEqual({ available: false, homes: 0 });
      expect(logger.entries().at(-1)?.msg).toBe('own listings unavailable: the MLS has not answered within RESO_MAX_AGE_MS');
    });
  });
}

copySuite('PGlite', async () => {
  const data = pgliteDataDir('mls-copy');
  return { open: () => openPgliteClient(data.dir), teardown: async () => data.remove() };
});

copySuite('PostgreSQL', async () => {
  const schema = await postgresSchema();
  return { open: async () => openPgClient(schema.url, silentLogger), teardown: () => schema.drop() };
});

describe('the compiled server restarted while the MLS is down', () => {
  const data = pgliteDataDir('mls-copy-restart');
  let server: BuiltServer | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    data.remove();
  });

  const start = () =>
    startBuiltServer({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      WEB_DIST: NO_WEB_DIST,
      WEB_SSR_DIST: NO_WEB_DIST,
      LOG_LEVEL: 'info',
      ...resoClientEnv(mls),
      RESO_OFFICE_ID: 'PCR01',
      // A pass at every start (the restarted one asks the MLS, which is down, and serves the copy).
      RESO_REFRESH_MS: '1000',
    });
  const homes = async (baseUrl: string) => {
    const res = await fetch(`${baseUrl}/api/properties`);
    return { status: res.status, ids: ((await res.json()) as { id: string }[]).map((home) => home.id).sort() };
  };

  it('serves the homes of the copy it made before the restart', async () => {
    requireBuiltServer();
    server = await start();
    expect(await homes(server.baseUrl)).toEqual({ status: 200, ids: ['IR26400001', 'IR26400003', 'IR26400004'] });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    mls.mode = 'error';
    server = await start();
    expect(await homes(server.baseUrl)).toEqual({ status: 200, ids: ['IR26400001', 'IR26400003', 'IR26400004'] });
    expect(server.output()).toContain('"msg":"MLS copy not refreshed: the MLS did not answer"');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
