import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, neighborhoods } from '@pcr/content';
import type { OpenHouse } from '@pcr/contracts';
import { loadConfig, migrationsDir, type ResoConfig } from '../src/config.js';
import { memoryLogger, silentLogger, type Logger } from '../src/logger.js';
import { mlsFeed } from '../src/mls/mls-hot-listings.js';
import { mlsOwnListings, type OwnListingsOptions } from '../src/mls/mls-own-listings.js';
import { OPEN_HOUSE_FIELDS } from '../src/mls/odata-query.js';
import { mapResoOpenHouse } from '../src/mls/reso-open-house.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { pgliteDataDir } from './helpers.js';
import { postgresSchema } from './postgres.js';
import { mlsOpenHouse, officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';

/**
 * Open houses from the MLS (issue 48, section 1), on PGlite and on PostgreSQL, against the RESO
 * server the test starts: copied with the listings by the one instance whose turn it is, changed
 * and cancelled across refreshes, and only the public ones of the listings the site shows.
 * Expected values are written out by hand from the records below.
 */

const START = Date.parse('2026-11-24T18:00:00Z');
let clock = START;
const now = () => clock;

/** The office's homes: 1 and 2 for sale, 3 for sale (it will leave the MLS), 4 in escrow; 9 is another office's. */
const listingsAtFirst = () => [
  officeListing('IR26400001'),
  officeListing('IR26400002'),
  officeListing('IR26400003'),
  officeListing('IR26400004', { StandardStatus: 'Pending' }),
  officeListing('IR26400009', { ListOfficeMlsId: 'OTHER9' }),
];

/** The MLS's open houses: every office's, public, broker-only and ended ones. */
const openHousesAtFirst = () => [
  mlsOpenHouse('OH-1', 'IR26400001'),
  mlsOpenHouse('OH-2', 'IR26400001', { OpenHouseType: 'Broker', OpenHouseStartTime: '2026-11-25T10:00:00-08:00', OpenHouseEndTime: '2026-11-25T12:00:00-08:00' }),
  mlsOpenHouse('OH-3', 'IR26400009'),
  mlsOpenHouse('OH-4', 'IR26400002', { OpenHouseStatus: 'Ended', OpenHouseStartTime: '2026-11-22T13:00:00-08:00', OpenHouseEndTime: '2026-11-22T16:00:00-08:00' }),
  mlsOpenHouse('OH-5', 'IR26400002', { OpenHouseStartTime: '2026-11-29T12:00:00-08:00', OpenHouseEndTime: '2026-11-29T15:00:00-08:00', OpenHouseRemarks: undefined }),
  mlsOpenHouse('OH-6', 'IR26400003', { OpenHouseType: 'public', OpenHouseStartTime: '2026-11-28T11:00:00Z', OpenHouseEndTime: '2026-11-28T13:00:00Z' }),
  mlsOpenHouse('OH-8', 'IR26400004'),
  mlsOpenHouse('OH-9', 'IR26400002', { OpenHouseType: 'Office', OpenHouseStartTime: '2026-12-01T10:00:00-08:00', OpenHouseEndTime: '2026-12-01T12:00:00-08:00' }),
];

/** OH-1 as the site shows it: 1 to 4 p.m. Pacific (UTC−8) is 21:00 to 00:00 UTC. */
const OH_1: OpenHouse = {
  id: 'OH-1',
  propertyId: 'IR26400001',
  startsAt: '2026-11-28T21:00:00.000Z',
  endsAt: '2026-11-29T00:00:00.000Z',
  status: 'active',
  sequence: 0,
  updatedAt: '2026-11-20T12:00:00.000Z',
  remarks: 'Refreshments served.',
};
const OH_5: OpenHouse = {
  id: 'OH-5',
  propertyId: 'IR26400002',
  startsAt: '2026-11-29T20:00:00.000Z',
  endsAt: '2026-11-29T23:00:00.000Z',
  status: 'active',
  sequence: 0,
  updatedAt: '2026-11-20T12:00:00.000Z',
};
const OH_6: OpenHouse = { ...OH_1, id: 'OH-6', propertyId: 'IR26400003', startsAt: '2026-11-28T11:00:00.000Z', endsAt: '2026-11-28T13:00:00.000Z' };

const listings: Record<string, unknown>[] = [];
const openHouses: Record<string, unknown>[] = [];
let mls: ResoServer;
beforeAll(async () => {
  mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 10, records: listings, openHouses });
});
afterAll(() => mls.close());
beforeEach(() => {
  clock = START;
  mls.reset(10);
  listings.splice(0, listings.length, ...listingsAtFirst());
  openHouses.splice(0, openHouses.length, ...openHousesAtFirst());
});

const reso = (env: Record<string, string> = {}): ResoConfig =>
  loadConfig({ ...resoClientEnv(mls), RESO_MEDIA_ORIGINS: 'https://photos.mls.test', RESO_OFFICE_ID: 'PCR01', RESO_DISCLAIMER: 'Listings courtesy of the Test MLS.', ...env }).reso!;

/** Replaces the open house `key` at the MLS with these fields changed, as of `at`. */
function changeOpenHouse(key: string, fields: Record<string, unknown>, at: string) {
  const index = openHouses.findIndex((record) => record.OpenHouseKey === key);
  openHouses[index] = { ...openHouses[index], ...fields, ModificationTimestamp: at };
}

const openHouseRequests = () => mls.requests.filter((request) => request.path === '/odata/OpenHouse');
const listingPasses = () => mls.requests.filter((request) => request.query.get('$orderby') === 'ModificationTimestamp asc,ListingKey asc');
const heldKeys = async (db: SqlClient) => (await db.query<{ open_house_key: string }>('SELECT open_house_key FROM mls_open_houses ORDER BY open_house_key')).map((row) => row.open_house_key);
const brief = (openHouse: OpenHouse) => `${openHouse.id} ${openHouse.status} ${openHouse.sequence}`;

function openHousesSuite(driver: string, setup: () => Promise<{ open: () => Promise<SqlClient>; teardown: () => Promise<void> }>) {
  describe(`open houses copied with the listings, on ${driver}`, () => {
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

    /** The copy as server-main.ts builds it; every refresh may replicate unless `options` says otherwise. */
    const copyOn = (client: SqlClient, logger: Logger = memoryLogger(), options: OwnListingsOptions = { minGapMs: 0 }, onChange: () => void = () => undefined, config = reso()) =>
      mlsOwnListings(config, { feed: mlsFeed(config, logger, { now }), officeId: 'PCR01', neighborhoods, agents, logger, now }, client, onChange, options);

    it('shows the public ones of the listings shown; then changed, cancelled, new and gone with their listing; the same record read again changes nothing', async () => {
      const logger = memoryLogger();
      const copy = copyOn(db, logger);
      await copy.refresh();
      // OH-2 broker-only, OH-9 office-only, OH-4 ended, OH-8 of a home in escrow: held, not shown; OH-3 another office's: not held.
      expect(copy.openHouses()).toEqual([OH_6, OH_1, OH_5]);
      expect(await heldKeys(db)).toEqual(['OH-1', 'OH-2', 'OH-4', 'OH-5', 'OH-6', 'OH-8', 'OH-9']);
      const [first] = openHouseRequests();
      expect(first!.status).toBe(200);
      // The first copy reads 60 days back, by change then key, the fields the site needs only.
      expect(first!.query.get('$filter')).toBe('ModificationTimestamp ge 2026-09-25T18:00:00.000Z');
      expect(first!.query.get('$orderby')).toBe('ModificationTimestamp asc,OpenHouseKey asc');
      expect(first!.query.get('$select')?.split(',')).toEqual([...OPEN_HOUSE_FIELDS]);

      changeOpenHouse('OH-1', { OpenHouseStartTime: '2026-11-29T10:00:00-08:00', OpenHouseEndTime: '2026-11-29T12:30:00-08:00' }, '2026-11-24T18:30:00Z');
      changeOpenHouse('OH-5', { OpenHouseStatus: 'Canceled' }, '2026-11-24T18:31:00Z');
      openHouses.push(mlsOpenHouse('OH-7', 'IR26400002', { OpenHouseStartTime: '2026-12-05T13:00:00-08:00', OpenHouseEndTime: '2026-12-05T15:00:00-08:00', ModificationTimestamp: '2026-11-24T18:32:00Z' }));
      listings.splice(2, 1); // IR26400003 leaves the MLS: the hourly key-only pass removes it
      clock = START + 3_600_000;
      await copy.refresh();
      expect(copy.openHouses()).toEqual([
        { ...OH_1, startsAt: '2026-11-29T18:00:00.000Z', endsAt: '2026-11-29T20:30:00.000Z', sequence: 1, updatedAt: '2026-11-24T18:30:00.000Z' },
        { ...OH_5, status: 'cancelled', sequence: 1, updatedAt: '2026-11-24T18:31:00.000Z' },
        { ...OH_1, id: 'OH-7', propertyId: 'IR26400002', startsAt: '2026-12-05T21:00:00.000Z', endsAt: '2026-12-05T23:00:00.000Z', updatedAt: '2026-11-24T18:32:00.000Z' },
      ]);
      // From the newest change read (2026-11-20T12:00), less ten minutes of overlap.
      expect(openHouseRequests().at(-1)!.query.get('$filter')).toBe('ModificationTimestamp ge 2026-11-20T11:50:00.000Z');

      // The overlap reads OH-1, OH-5 and OH-7 again: no sequence moves, nothing is said to have changed.
      clock = START + 3_900_000;
      const updates = () => logger.entries().filter((entry) => entry.msg === 'MLS open houses updated').length;
      const before = updates();
      await copy.refresh();
      expect(openHouseRequests().at(-1)!.query.get('$filter')).toBe('ModificationTimestamp ge 2026-11-24T18:22:00.000Z');
      expect(copy.openHouses().map(brief)).toEqual(['OH-1 active 1', 'OH-5 cancelled 1', 'OH-7 active 0']);
      // That pass purged the open house of the home that left (its listing is gone from the copy).
      expect(updates()).toBe(before + 1);
      expect(await heldKeys(db)).toEqual(['OH-1', 'OH-2', 'OH-4', 'OH-5', 'OH-7', 'OH-8', 'OH-9']);
      await copy.refresh();
      expect(updates()).toBe(before + 1);
      expect(copy.openHouses().map(brief)).toEqual(['OH-1 active 1', 'OH-5 cancelled 1', 'OH-7 active 0']);
    });

    it('a home going into escrow hides its open houses (held, not shown); those ended over a month ago leave the table', async () => {
      const copy = copyOn(db);
      await copy.refresh();
      const i = listings.findIndex((record) => record.ListingKey === 'IR26400001');
      listings[i] = { ...listings[i], StandardStatus: 'Pending', ModificationTimestamp: '2026-11-24T18:10:00Z' };
      clock = START + 600_000;
      await copy.refresh();
      expect(copy.openHouses().map(brief)).toEqual(['OH-6 active 0', 'OH-5 active 0']);
      expect(await heldKeys(db)).toEqual(['OH-1', 'OH-2', 'OH-4', 'OH-5', 'OH-6', 'OH-8', 'OH-9']);
      // 29 December: all but OH-5 (ends 29 November, 23:00 UTC) and OH-9 (1 December) ended more than 30 days ago.
      clock = Date.parse('2026-12-29T18:00:00Z');
      await copy.refresh();
      expect(copy.openHouses().map(brief)).toEqual(['OH-5 active 0']);
      expect(await heldKeys(db)).toEqual(['OH-5', 'OH-9']);
    });

    it('when the OpenHouse request fails, the listings pass stands and the open houses copied before stay', async () => {
      const logger = memoryLogger();
      const copy = copyOn(db, logger);
      await copy.refresh();
      changeOpenHouse('OH-1', { OpenHouseStatus: 'Cancelled' }, '2026-11-24T18:30:00Z');
      const i = listings.findIndex((record) => record.ListingKey === 'IR26400002');
      listings[i] = { ...listings[i], ListPrice: 950_000, ModificationTimestamp: '2026-11-24T18:30:00Z' };
      mls.openHouseMode = 'error';
      clock = START + 600_000;
      await copy.refresh();
      expect(openHouseRequests().at(-1)!.status).toBe(500);
      expect(copy.current().find((home) => home.id === 'IR26400002')?.price).toBe(950_000);
      expect(copy.openHouses()).toEqual([OH_6, OH_1, OH_5]);
      const failures = logger.entries().filter((entry) => entry.msg === 'MLS open houses not refreshed; the ones copied before stay');
      expect(failures.map((entry) => (entry.error as { message: string }).message)).toEqual(['Upstream provider failed (status): HTTP 500']);
      expect(logger.entries().some((entry) => entry.msg === 'MLS copy not refreshed: the MLS did not answer')).toBe(false);

      // The MLS answers again: the next pass reads from the same high water and catches up.
      mls.openHouseMode = 'ok';
      clock = START + 1_200_000;
      await copy.refresh();
      expect(copy.openHouses().map(brief)).toEqual(['OH-6 active 0', 'OH-1 cancelled 1', 'OH-5 active 0']);
    });

    it('while the listings copy has a backlog, the open houses wait for it (one of a listing not copied yet would be passed over)', async () => {
      const logger = memoryLogger();
      // One record per request (a page of one, RESO_MAX_PAGES 1): ten requests a pass copy ten of the office's twelve.
      mls.reset(1);
      // Changed one a minute after another, so the next pass (from its high water, less the overlap) goes on past them.
      for (let n = 10; n < 18; n++) listings.push(officeListing(`IR264000${n}`, { ModificationTimestamp: `2026-11-21T12:${n}:00Z` }));
      const copy = copyOn(db, logger, { minGapMs: 0 }, () => undefined, reso({ RESO_MAX_PAGES: '1' }));
      await copy.refresh();
      expect(listingPasses().length).toBe(10);
      expect(openHouseRequests().length).toBe(0);
      expect(logger.entries().some((entry) => entry.msg === 'MLS open houses not read: the listings copy has a backlog to read first')).toBe(true);
      await copy.refresh();
      expect(openHouseRequests().length).toBeGreaterThan(0);
      expect(copy.openHouses()).toEqual([OH_6, OH_1, OH_5]);
    });

    it('two instances on one database: one pass; the other reloads and serves the same open houses and their changes', async () => {
      // PGlite has one process per folder: there the two share its client.
      const second = driver === 'PostgreSQL' ? await open() : db;
      try {
        const logger = memoryLogger();
        let bChanged = 0;
        const a = copyOn(db, logger, { instance: 'a', minGapMs: 0 });
        // B keeps the default gap (a refresh period): it never takes the turn after A's pass.
        const b = copyOn(second, logger, { instance: 'b' }, () => bChanged++);
        await a.refresh();
        await b.refresh();
        expect(listingPasses().length).toBe(1);
        expect(openHouseRequests().length).toBe(1);
        expect(b.openHouses()).toEqual([OH_6, OH_1, OH_5]);

        // The clock stands still: the MLS's answer time (and so the listings) stay the same, only the open houses change.
        changeOpenHouse('OH-5', { OpenHouseStatus: 'Cancelled' }, '2026-11-24T17:30:00Z');
        await a.refresh();
        const changesSeen = bChanged;
        await b.refresh();
        expect(openHouseRequests().length).toBe(2);
        expect(b.openHouses().map(brief)).toEqual(['OH-6 active 0', 'OH-1 active 0', 'OH-5 cancelled 1']);
        expect(b.openHouses()).toEqual(a.openHouses());
        // B's kept answers go: the generation moved with the open houses alone.
        expect(bChanged).toBe(changesSeen + 1);
      } finally {
        if (second !== db) await second.close();
      }
    });
  });
}

openHousesSuite('PGlite', async () => {
  const data = pgliteDataDir('open-houses-copy');
  return { open: () => openPgliteClient(data.dir), teardown: async () => data.remove() };
});

openHousesSuite('PostgreSQL', async () => {
  const schema = await postgresSchema();
  return { open: async () => openPgClient(schema.url, silentLogger), teardown: () => schema.drop() };
});

describe('an OpenHouse record as the site shows it', () => {
  const row = (fields: Record<string, unknown>, sequence = 0) => ({ record: mlsOpenHouse('OH-1', 'IR26400001', fields), sequence });
  const kind = (fields: Record<string, unknown>) => {
    const mapped = mapResoOpenHouse(row(fields));
    return mapped.kind === 'skipped' ? mapped.reason : mapped.kind;
  };

  it('public in any spelling; broker, office and untyped ones never', () => {
    expect(['Public', 'public', 'PUBLIC'].map((OpenHouseType) => kind({ OpenHouseType }))).toEqual(['shown', 'shown', 'shown']);
    expect(['Broker', 'Office', 'Broker Only', 'BrokerOnly'].map((OpenHouseType) => kind({ OpenHouseType }))).toEqual(['private', 'private', 'private', 'private']);
    expect(kind({ OpenHouseType: undefined })).toBe('no OpenHouseType: not known to be public');
  });

  it('Active and Cancelled (either spelling) are shown, Ended is not; another status is said', () => {
    const status = (OpenHouseStatus: string) => {
      const mapped = mapResoOpenHouse(row({ OpenHouseStatus }));
      return mapped.kind === 'shown' ? mapped.openHouse.status : mapped.kind;
    };
    expect(['Active', 'Cancelled', 'Canceled', 'Ended'].map(status)).toEqual(['active', 'cancelled', 'cancelled', 'private']);
    expect(kind({ OpenHouseStatus: 'Postponed' })).toBe('OpenHouseStatus "Postponed" is not one the site knows');
  });

  it('times with a zone become UTC; none, no zone, or an end not after the start are skipped', () => {
    const mapped = mapResoOpenHouse(row({ OpenHouseStartTime: '2026-11-28T13:00:00.000+00:00', OpenHouseEndTime: '2026-11-28T10:00:00-05:00' }));
    expect(mapped.kind === 'shown' && [mapped.openHouse.startsAt, mapped.openHouse.endsAt]).toEqual(['2026-11-28T13:00:00.000Z', '2026-11-28T15:00:00.000Z']);
    expect(kind({ OpenHouseStartTime: '2026-11-28T13:00:00' })).toBe('OpenHouseStartTime or OpenHouseEndTime is not a timestamp with a zone');
    expect(kind({ OpenHouseEndTime: undefined })).toBe('OpenHouseStartTime or OpenHouseEndTime is not a timestamp with a zone');
    expect(kind({ OpenHouseEndTime: '2026-11-28T13:00:00-08:00' })).toBe('OpenHouseEndTime is not after OpenHouseStartTime');
  });

  it('a key the calendar cannot use is skipped, not rewritten; remarks are trimmed and cut at 2000 characters', () => {
    expect(kind({ OpenHouseKey: 'OH 1/2' })).toBe('OpenHouseKey is not made of letters, digits, hyphens and underscores');
    const mapped = mapResoOpenHouse(row({ OpenHouseRemarks: `  ${'a'.repeat(2100)}` }, 3));
    expect(mapped.kind === 'shown' && [mapped.openHouse.remarks?.length, mapped.openHouse.sequence]).toEqual([2000, 3]);
  });
});
