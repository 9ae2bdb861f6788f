import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, contentModified, neighborhoods } from '@pcr/content';
import type { Property } from '@pcr/contracts';
import { loadConfig, ConfigError, migrationsDir, type ResoConfig } from '../src/config.js';
import { fixtureContentRepository, withOwnListings } from '../src/content-repository.js';
import { answerCache } from '../src/api/answer-cache.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import { mlsFeed } from '../src/mls/mls-hot-listings.js';
import { mlsOwnListings } from '../src/mls/mls-own-listings.js';
import { mapResoOwnListing, type OwnListingMapping } from '../src/mls/reso-own-listing.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { builtWebConfig, pgliteDataDir, startApp } from './helpers.js';
import { mlsOpenHouse, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';

/**
 * The agency's own listings from the MLS (RESO_OFFICE_ID, decisions 0020 and 0036): how a record
 * becomes a property, and the API and pages over real HTTP, served from the MLS copy in an embedded
 * database, against the RESO server the test starts (the copy itself: mls-copy.test.ts). Expected values are written out by hand from the records below.
 */

const START = Date.parse('2026-11-24T18:00:00Z');
let clock = START;
const now = () => clock;

/** Our office's Active condo in Huntington Beach, with quarterly dues and two photos. */
const condo = {
  ListingKey: 'OC26300001',
  ListOfficeMlsId: 'PCR01',
  StandardStatus: 'Active',
  ListPrice: 975_000,
  BedroomsTotal: 2,
  BathroomsTotalInteger: 2,
  LivingArea: 1180.6,
  UnparsedAddress: '200 Pacific Coast Highway #412',
  City: 'Huntington Beach',
  StateOrProvince: 'CA',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  PublicRemarks: 'Fourth-floor condo across from the pier.',
  ListAgentFullName: 'Marcus Bell',
  ListOfficeName: 'Pacific Crest Realty',
  ListingContractDate: '2026-11-10',
  ModificationTimestamp: '2026-11-23T16:00:00Z',
  DaysOnMarket: 12,
  AssociationFee: 1_650,
  AssociationFeeFrequency: 'Quarterly',
  Media: [
    { MediaURL: 'https://photos.mls.test/oc26300001/2.jpg', Order: 2, ShortDescription: 'Balcony at sunset' },
    { MediaURL: 'https://photos.mls.test/oc26300001/1.jpg', Order: 1, ShortDescription: 'Living room', ImageWidth: 1600, ImageHeight: 1067 },
  ],
};

/** Our office's new Silver Lake listing: City is Los Angeles, the subdivision names the neighborhood; the address is withheld. */
const silverLake = {
  ListingKey: 'LA26300002',
  ListOfficeMlsId: 'PCR01',
  StandardStatus: 'Active',
  ListPrice: 1_795_000,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1650,
  UnparsedAddress: '2400 Silver Ridge Avenue',
  InternetAddressDisplayYN: false,
  City: 'Los Angeles',
  SubdivisionName: 'Silver Lake',
  PropertySubType: 'Single Family Residence',
  ListAgentFullName: 'Rachel Goldberg',
  OnMarketDate: '2026-11-21',
  ModificationTimestamp: '2026-11-22T10:00:00Z',
  DaysOnMarket: 3,
};

const records: Record<string, unknown>[] = [
  condo,
  silverLake,
  // Another office's listing: the office filter leaves it out.
  { ...condo, ListingKey: 'OC26300003', ListOfficeMlsId: 'OTHER9', ListAgentFullName: 'Someone Else' },
  // Ours, but sold: not a public status.
  { ...condo, ListingKey: 'OC26300004', StandardStatus: 'Closed' },
  // Ours, with no agent named: skipped with a log line.
  { ...condo, ListingKey: 'OC26300005', ListAgentFullName: undefined },
];

/** The condo's open house two days from now (the API leaves out what has ended, by its own clock), and one that ended. */
const DAY_MS = 86_400_000;
const upcomingStart = new Date(Date.now() + 2 * DAY_MS);
const openHouses = [
  mlsOpenHouse('OH-CONDO-1', 'OC26300001', {
    OpenHouseStartTime: upcomingStart.toISOString(),
    OpenHouseEndTime: new Date(upcomingStart.getTime() + 3 * 3_600_000).toISOString(),
  }),
  mlsOpenHouse('OH-CONDO-PAST', 'OC26300001', { OpenHouseStartTime: '2026-11-21T13:00:00-08:00', OpenHouseEndTime: '2026-11-21T16:00:00-08:00' }),
];

const resoEnv = (extra: Record<string, string> = {}) => ({
  ...resoClientEnv(mls),
  RESO_MEDIA_ORIGINS: 'https://photos.mls.test',
  RESO_OFFICE_ID: 'PCR01',
  RESO_DISCLAIMER: 'Listings courtesy of the Test MLS. Deemed reliable, not guaranteed.',
  ...extra,
});

let mls: ResoServer;
beforeAll(async () => {
  mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 10, records, openHouses });
});
afterAll(() => mls.close());
beforeEach(() => {
  clock = START;
  mls.reset(10);
});

/** The MLS's disclaimer (RESO_DISCLAIMER below) and when the answer arrived: the test clock's start. */
const ATTRIBUTION = { disclaimer: 'Listings courtesy of the Test MLS. Deemed reliable, not guaranteed.', dataUpdatedAt: '2026-11-24T18:00:00.000Z' };

const mapping: OwnListingMapping = {
  publicStatuses: ['Active', 'Coming Soon'],
  mediaOrigins: ['https://photos.mls.test'],
  neighborhoods,
  agents,
  attribution: ATTRIBUTION,
  now: START,
};

/** The condo as the site shows it: written out from the record above. */
const CONDO: Property = {
  id: 'OC26300001',
  title: '200 Pacific Coast Highway #412, Huntington Beach',
  status: 'For Sale',
  imageUrl: 'https://photos.mls.test/oc26300001/1.jpg',
  price: 975_000,
  location: '200 Pacific Coast Highway #412, Huntington Beach, CA',
  bedrooms: 2,
  bathrooms: 2,
  squareFeet: 1181,
  agent: { name: 'Marcus Bell', imageUrl: '/images/agents/marcus-bell.svg', licenseNumber: '02013598', slug: 'marcus-bell' },
  neighborhood: 'huntington-beach',
  propertyType: 'condo',
  listedAt: '2026-11-10',
  photos: [
    { url: 'https://photos.mls.test/oc26300001/1.jpg', alt: 'Living room', width: 1600, height: 1067 },
    { url: 'https://photos.mls.test/oc26300001/2.jpg', alt: 'Balcony at sunset' },
  ],
  monthlyHoa: 550,
  updatedAt: '2026-11-23T16:00:00.000Z',
  description: 'Fourth-floor condo across from the pier.',
  listOfficeName: 'Pacific Crest Realty',
  attribution: ATTRIBUTION,
};

const SILVER_LAKE: Property = {
  id: 'LA26300002',
  title: 'Single Family Residence in Los Angeles',
  status: 'New Listing',
  imageUrl: '/images/hot-listings/no-photo.svg',
  price: 1_795_000,
  location: 'Los Angeles, CA',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1650,
  agent: { name: 'Rachel Goldberg', imageUrl: '/images/agents/rachel-goldberg.svg', licenseNumber: '01823467', slug: 'rachel-goldberg' },
  neighborhood: 'silver-lake',
  propertyType: 'single-family',
  listedAt: '2026-11-21',
  updatedAt: '2026-11-22T10:00:00.000Z',
  attribution: ATTRIBUTION,
};

describe('an own listing from its RESO record', () => {
  it('maps the condo: monthly dues from quarterly ones, photos in their order, the team agent’s portrait', () => {
    expect(mapResoOwnListing(condo, mapping)).toEqual({ ok: true, property: CONDO });
  });

  it('finds the neighborhood by subdivision where City is the whole of Los Angeles, and keeps a withheld address off the page', () => {
    expect(mapResoOwnListing(silverLake, mapping)).toEqual({ ok: true, property: SILVER_LAKE });
  });

  it('shows the site’s badges and kinds for the MLS’s statuses and subtypes', () => {
    const statusOf = (StandardStatus: string, DaysOnMarket: number) => {
      const mapped = mapResoOwnListing({ ...condo, StandardStatus, DaysOnMarket }, { ...mapping, publicStatuses: [StandardStatus] });
      return mapped.ok ? mapped.property.status : mapped.reason;
    };
    expect([statusOf('Active', 7), statusOf('Active', 8), statusOf('Coming Soon', 0), statusOf('ComingSoon', 0), statusOf('Pending', 20), statusOf('ActiveUnderContract', 20), statusOf('Closed', 30)]).toEqual([
      'New Listing',
      'For Sale',
      'Coming Soon',
      'Coming Soon',
      'Pending',
      'Pending',
      'Sold',
    ]);
    const typeOf = (fields: Record<string, string>) => {
      const mapped = mapResoOwnListing({ ...condo, ...fields }, mapping);
      return mapped.ok ? mapped.property.propertyType : mapped.reason;
    };
    expect([
      typeOf({ PropertySubType: 'SingleFamilyResidence' }),
      typeOf({ PropertySubType: 'Townhouse' }),
      typeOf({ PropertySubType: 'Duplex' }),
      typeOf({ PropertySubType: 'Apartment', PropertyType: 'Residential Income' }),
      typeOf({ PropertySubType: 'Stock Cooperative' }),
      typeOf({ PropertySubType: 'Boat Slip' }),
    ]).toEqual(['single-family', 'townhouse', 'multi-family', 'multi-family', 'condo', 'PropertySubType "Boat Slip" is not a kind of home the site lists']);
  });

  it('turns yearly and semi-annual dues into months, and leaves dues of an unknown period out', () => {
    const hoa = (AssociationFee: number, AssociationFeeFrequency: string) => {
      const mapped = mapResoOwnListing({ ...condo, AssociationFee, AssociationFeeFrequency }, mapping);
      return mapped.ok ? mapped.property.monthlyHoa : mapped.reason;
    };
    expect([hoa(6_000, 'Annually'), hoa(2_100, 'Semi-Annually'), hoa(425, 'Monthly'), hoa(300, 'Weekly')]).toEqual([500, 350, 425, undefined]);
  });

  it('shows a listing of an agent not on the team page yet, named as the MLS names them, with a neutral portrait', () => {
    expect(mapResoOwnListing({ ...condo, ListAgentFullName: 'Pat Newhire' }, mapping)).toEqual({
      ok: true,
      property: { ...CONDO, agent: { name: 'Pat Newhire', imageUrl: '/images/agents/no-portrait.svg' } },
    });
    // Their license number is the MLS's when it is a DRE number (eight digits), and none otherwise.
    expect(mapResoOwnListing({ ...condo, ListAgentFullName: 'Pat Newhire', ListAgentStateLicense: '02234567' }, mapping)).toEqual({
      ok: true,
      property: { ...CONDO, agent: { name: 'Pat Newhire', imageUrl: '/images/agents/no-portrait.svg', licenseNumber: '02234567' } },
    });
    expect(mapResoOwnListing({ ...condo, ListAgentFullName: 'Pat Newhire', ListAgentStateLicense: 'B-1234' }, mapping)).toEqual({
      ok: true,
      property: { ...CONDO, agent: { name: 'Pat Newhire', imageUrl: '/images/agents/no-portrait.svg' } },
    });
    // An agent on the team keeps the number the site has of them, whatever the MLS wrote.
    expect(mapResoOwnListing({ ...condo, ListAgentStateLicense: '09999999' }, mapping)).toEqual({ ok: true, property: CONDO });
    // The portrait is a file the site serves.
    expect(fs.existsSync(new URL('../../../packages/content/public/images/agents/no-portrait.svg', import.meta.url))).toBe(true);
  });

  it('finds the team agent by the MLS id of the listing agent, whatever spelling of the name the listing carries', () => {
    const agentOf = (fields: Record<string, unknown>) => {
      const mapped = mapResoOwnListing({ ...condo, ...fields }, mapping);
      return mapped.ok ? mapped.property.agent : mapped.reason;
    };
    const marcus = { name: 'Marcus Bell', imageUrl: '/images/agents/marcus-bell.svg', licenseNumber: '02013598', slug: 'marcus-bell' };
    const hannah = { name: 'Hannah Nguyen', imageUrl: '/images/agents/hannah-nguyen.svg', licenseNumber: '02058861', slug: 'hannah-nguyen' };
    // Marcus's MLS id (content: MB20135) under a spelling of his name the team page does not use.
    expect(agentOf({ ListAgentFullName: 'Marcus J. Bell', ListAgentMlsId: 'MB20135' })).toEqual(marcus);
    // A feed that sends only the agent's key; and a record with the id but no name at all.
    expect(agentOf({ ListAgentFullName: 'M. Bell', ListAgentKey: 'MB20135' })).toEqual(marcus);
    expect(agentOf({ ListAgentFullName: undefined, ListAgentMlsId: 'HN20588' })).toEqual(hannah);
    // The id decides over the name: a co-listed home the MLS files under Hannah's id is hers.
    expect(agentOf({ ListAgentFullName: 'Marcus Bell', ListAgentMlsId: 'HN20588' })).toEqual(hannah);
    // An id the team does not have falls back to the name, and a name off the team to the MLS's own.
    expect(agentOf({ ListAgentFullName: 'Marcus Bell', ListAgentMlsId: 'ZZ99999' })).toEqual(marcus);
    expect(agentOf({ ListAgentFullName: 'Pat Newhire', ListAgentMlsId: 'ZZ99999' })).toEqual({ name: 'Pat Newhire', imageUrl: '/images/agents/no-portrait.svg' });
  });

  it('skips what it cannot show honestly, and says why', () => {
    const reason = (fields: Record<string, unknown>) => {
      const mapped = mapResoOwnListing({ ...condo, ...fields }, mapping);
      return mapped.ok ? 'shown' : mapped.reason;
    };
    expect(reason({ ListAgentFullName: undefined })).toBe('no ListAgentFullName to name its agent by');
    expect(reason({ City: 'Fresno' })).toBe('Fresno is not one of the site\'s neighborhoods');
    expect(reason({ StandardStatus: 'Closed' })).toBe('StandardStatus "Closed" is not for public display');
    expect(reason({ InternetEntireListingDisplayYN: false })).toBe('the seller withheld the listing from the internet (InternetEntireListingDisplayYN)');
    expect(reason({ ListPrice: 'call' })).toBe('ListPrice is missing or not a number');
    expect(reason({ ListingContractDate: undefined, OnMarketDate: undefined, ModificationTimestamp: undefined })).toBe(
      'no ListingContractDate, OnMarketDate or ModificationTimestamp to date it by',
    );
  });
});

/** A fresh embedded database with the migrations applied; closed and removed after each test. */
let opened: { db: SqlClient; remove: () => void } | undefined;
afterEach(async () => {
  await opened?.db.close();
  opened?.remove();
  opened = undefined;
});
async function freshDatabase(): Promise<SqlClient> {
  const data = pgliteDataDir('own-listings');
  const db = await openPgliteClient(data.dir);
  opened = { db, remove: data.remove };
  await migrate(db, migrationsDir, silentLogger);
  return db;
}

/** The copy as main.ts builds it for RESO_OFFICE_ID; every refresh may replicate (no gap between passes). */
async function copyOfOffice(logger = memoryLogger(), onChange: () => void = () => undefined) {
  const reso: ResoConfig = loadConfig(resoEnv()).reso!;
  const db = await freshDatabase();
  return mlsOwnListings(reso, { feed: mlsFeed(reso, logger, { now }), officeId: 'PCR01', neighborhoods, agents, logger, now }, db, onChange, { minGapMs: 0 });
}

describe('copying the office’s listings from the MLS', () => {
  const config = () => loadConfig(resoEnv()).reso!;

  it('asks for the office’s records in every status, oldest change first, with the fields it maps; shows the public ones and logs the record it skips', async () => {
    const logger = memoryLogger();
    const copy = await copyOfOffice(logger);
    await copy.refresh();
    expect(copy.current()).toEqual([SILVER_LAKE, CONDO]);
    const query = mls.requests.find((r) => r.path === '/odata/Property')!.query;
    expect(query.get('$filter')).toBe("ListOfficeMlsId eq 'PCR01'");
    expect(query.get('$orderby')).toBe('ModificationTimestamp asc,ListingKey asc');
    expect(query.get('$expand')).toBe('Media');
    expect(query.get('$select')?.split(',')).toEqual(expect.arrayContaining(['ListAgentFullName', 'ListAgentMlsId', 'ListAgentKey', 'AssociationFee', 'AssociationFeeFrequency', 'SubdivisionName', 'ListingContractDate']));
    expect(logger.entries().filter((entry) => entry.msg === 'MLS record skipped').map(({ listingKey, reason }) => ({ listingKey, reason }))).toEqual([
      { listingKey: 'OC26300005', reason: 'no ListAgentFullName to name its agent by' },
    ]);
  });

  it('reads RESO_OFFICE_ID, and refuses it without RESO_URL or with characters an office id has not', () => {
    expect(config().officeId).toBe('PCR01');
    expect(loadConfig(resoEnv({ RESO_OFFICE_ID: '' })).reso?.officeId).toBeUndefined();
    expect(() => loadConfig({ RESO_OFFICE_ID: 'PCR01' })).toThrow(new ConfigError('RESO_OFFICE_ID needs RESO_URL (the MLS whose office it names)'));
    expect(() => loadConfig(resoEnv({ RESO_OFFICE_ID: "PCR01' or true or '" }))).toThrow(
      new ConfigError(`RESO_OFFICE_ID must be the MLS office id (letters, digits, ".", "_" or "-", at most 50) (got "PCR01' or true or '")`),
    );
  });
});

describe('/api/properties and the property pages from the MLS copy', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** The app as main.ts builds it for RESO_OFFICE_ID: the bundled content with the MLS copy's listings, one answer cache. */
  async function appOnMls() {
    const answers = answerCache();
    const bundled = fixtureContentRepository();
    const replica = await copyOfOffice(memoryLogger(), () => answers.clear());
    await replica.refresh();
    const app = await startApp({ content: withOwnListings(bundled, replica), answers, config: builtWebConfig({ cspImgSources: ['https://photos.mls.test'] }) });
    close = app.close;
    const getJson = async (path: string) => {
      const res = await fetch(`${app.baseUrl}${path}`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    return { app, replica, getJson };
  }

  it('lists, searches, features and answers the office’s homes instead of the bundled ones', async () => {
    const { getJson } = await appOnMls();
    expect(await getJson('/api/properties')).toEqual({ status: 200, body: [SILVER_LAKE, CONDO] });
    expect(await getJson('/api/properties?type=condo')).toEqual({ status: 200, body: [CONDO] });
    expect(await getJson('/api/properties?city=los-angeles')).toEqual({ status: 200, body: [SILVER_LAKE] });
    expect(await getJson('/api/properties?neighborhood=huntington-beach')).toEqual({ status: 200, body: [CONDO] });
    expect(await getJson('/api/properties/featured')).toEqual({ status: 200, body: [SILVER_LAKE, CONDO] });
    expect(await getJson('/api/properties/OC26300001')).toEqual({ status: 200, body: CONDO });
    expect((await getJson('/api/properties/pcr-1001')).status).toBe(404);
  });

  it('lists the MLS’s open houses of the office’s homes, not the bundled homes’, each as a calendar file', async () => {
    const { getJson, app } = await appOnMls();
    const listed = (await getJson('/api/open-houses')).body as { id: string; propertyId: string; remarks?: string; property: Property }[];
    expect(listed.map((house) => [house.id, house.propertyId, house.property.id])).toEqual([['OH-CONDO-1', 'OC26300001', 'OC26300001']]);
    expect(listed[0]?.remarks).toBe('Refreshments served.');
    expect(((await getJson('/api/open-houses?city=huntington-beach')).body as unknown[]).length).toBe(1);
    const ics = await fetch(`${app.baseUrl}/api/open-houses/OH-CONDO-1/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('SUMMARY:Open house: 200 Pacific Coast Highway #412');
    // A bundled home's open house is not the office's: none of them, not even its calendar file.
    expect((await fetch(`${app.baseUrl}/api/open-houses/oh-1001-sat-20261205/calendar.ics`)).status).toBe(404);
  });

  it('puts the office’s homes in the sitemap, each dated by its last change at the MLS', async () => {
    const { app } = await appOnMls();
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    const properties = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/(?:es\/)?properties\/[^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(([, path, lastmod]) => `${path} ${lastmod}`);
    // A home's page shows its listing agent too: its date is the later of the MLS's change and the
    // agents' content. Each page is listed in English and, being translated (decision 0032), in Spanish.
    const dated = (mlsChange: string) => (mlsChange > contentModified.agents ? mlsChange : contentModified.agents);
    expect(properties.sort()).toEqual([
      `/es/properties/LA26300002 ${dated('2026-11-22')}`,
      `/es/properties/OC26300001 ${dated('2026-11-23')}`,
      `/properties/LA26300002 ${dated('2026-11-22')}`,
      `/properties/OC26300001 ${dated('2026-11-23')}`,
    ]);
  });

  it('answers what the MLS says after a refresh, not the answers kept before it', async () => {
    const { getJson, replica } = await appOnMls();
    expect(((await getJson('/api/properties')).body as Property[]).map((p) => p.id)).toEqual(['LA26300002', 'OC26300001']);
    records.splice(1, 1); // the Silver Lake home leaves the MLS
    try {
      // Found by the hourly key-only pass (a home withdrawn or sold is found sooner: its status changes).
      clock = START + 3_600_000;
      await replica.refresh();
      expect(((await getJson('/api/properties')).body as Property[]).map((p) => p.id)).toEqual(['OC26300001']);
      expect((await getJson('/api/properties/LA26300002')).status).toBe(404);
    } finally {
      records.splice(1, 0, silverLake);
    }
  });

  it('a property page answers 503 with Retry-After while the copy is too old, and 200 again once the MLS answers', async () => {
    const { app, replica } = await appOnMls();
    expect((await fetch(`${app.baseUrl}/properties/OC26300001`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/properties/pcr-1001`)).status).toBe(404);
    mls.mode = 'error';
    clock = START + 43_200_001;
    await replica.refresh();
    const down = await fetch(`${app.baseUrl}/properties/OC26300001`);
    expect({ status: down.status, retryAfter: down.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '60' });
    mls.mode = 'ok';
    await replica.refresh();
    expect((await fetch(`${app.baseUrl}/properties/OC26300001`)).status).toBe(200);
  });
});
