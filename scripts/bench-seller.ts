/**
 * npm run bench:seller -- [--listings 5000] [--alerts 10000] [--rounds 20] [--warmup 3] [--label text] [--no-postgres] [--no-write]
 *
 * The seller form's answer (issue 47): GET /api/sell/market, the homes like a described one and how
 * many buyers with a confirmed alert look for one like it. With `--listings` records in the MLS copy
 * (mls_listings, read into memory as the server does) and `--alerts` confirmed search alerts from
 * about four fifths as many mailboxes (with unconfirmed, paused, spam and opted-out ones beside
 * them), on PGlite and on a throwaway PostgreSQL, for 20 described homes: the product's answer over
 * HTTP (createApp, in this process) and as the endpoint computes it (sellerMarket()), against the
 * bare queries in the same run: the comparables SELECT with the same filters, order and LIMIT, and
 * a COUNT(DISTINCT mailbox) over the alerts with the same filters. The answers must agree, home by
 * home, or the bench fails. Every kind of call alternates within each round, one call at a time.
 * Medians and p95 go into docs/performance.md with the date and the machine.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { agents, hotListings, neighborhoods } from '@pcr/content';
import { citySlug, COMPARABLE_RULES, MIN_BUYERS_SHOWN, type PropertyType, type SellerMarket } from '@pcr/contracts';
import { createApp, createHttpServer } from '../apps/api/src/app.js';
import { bundledCityGuides } from '../apps/api/src/city-guides/bundled-provider.js';
import { appConfigDefaults, loadConfig, migrationsDir } from '../apps/api/src/config.js';
import { fixtureContentRepository, withOwnListings, type ContentRepository } from '../apps/api/src/content-repository.js';
import { bundledProvider } from '../apps/api/src/hot-listings/bundled-provider.js';
import { silentLogger } from '../apps/api/src/logger.js';
import { mlsOwnListings } from '../apps/api/src/mls/mls-own-listings.js';
import type { ResoFeed } from '../apps/api/src/mls/reso-feed.js';
import { sqlBuyerSearches, type BuyerSearches } from '../apps/api/src/seller/buyer-searches.js';
import { buyersLooking, comparablesOf, medianPrice, sellerMarket, servedCityName, type DescribedHome } from '../apps/api/src/seller/seller-market.js';
import { sqlLeadStore } from '../apps/api/src/storage/lead-store.js';
import { migrate } from '../apps/api/src/storage/migrate.js';
import { openPgClient } from '../apps/api/src/storage/pg-client.js';
import { openPgliteClient } from '../apps/api/src/storage/pglite-client.js';
import type { SqlClient } from '../apps/api/src/storage/sql-client.js';
import { startTestPostgres } from '../apps/api/test/postgres-server.js';
import { officeListing } from '../apps/api/test/reso-server.js';
import { machineDescription, writePerformanceTable } from './lib/performance-doc.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const listingCount = Number(option('listings') ?? 5_000);
const alertCount = Number(option('alerts') ?? 10_000);
const rounds = Number(option('rounds') ?? 20);
const warmupRounds = Number(option('warmup') ?? 3);
const label = option('label') ?? 'current';
const withPostgres = !args.includes('--no-postgres');
/** Print the table only (a trial run), docs/performance.md untouched. */
const write = !args.includes('--no-write');

/** Mailboxes behind the confirmed alerts: the rest are second and third alerts of the same people (other spellings of their address). */
const mailboxCount = Math.round(alertCount * 0.8);
/** Beside the confirmed ones: alerts whose address never confirmed, and alerts on one home (no search). */
const unconfirmedCount = Math.round(alertCount * 0.1);
const homeAlertCount = Math.round(alertCount * 0.05);

/** A throwaway folder for an embedded database. */
function tempDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pcr-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const format = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN;
const p95 = (values: readonly number[]) => sorted(values)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? Number.NaN;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** A deterministic spread (the same homes, alerts and answers every run). */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const weighted = <T>(next: () => number, items: readonly (readonly [T, number])[]): T => {
  let at = next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((at -= w) < 0) return item;
  return items[items.length - 1]![0];
};

/** Dollars per square foot by city, so prices (and the comparables' medians) differ as they do. */
const PRICE_PER_FOOT: Record<string, number> = {
  'newport-beach': 1_150,
  irvine: 750,
  'los-angeles': 900,
  'beverly-hills': 1_500,
  'laguna-beach': 1_250,
  'santa-monica': 1_300,
  'huntington-beach': 700,
  pasadena: 750,
  'costa-mesa': 700,
  'manhattan-beach': 1_400,
  'dana-point': 900,
};
const CITIES = [...new Set(neighborhoods.map((n) => citySlug(n.city)))];
const cityNameOf = (slug: string) => servedCityName(neighborhoods, slug)!;
/** The busier markets have more alerts. */
const CITY_WEIGHTS = CITIES.map((slug) => [slug, slug === 'irvine' || slug === 'los-angeles' ? 3 : slug === 'newport-beach' ? 2 : 1] as const);
const SUB_TYPES: readonly (readonly [string, PropertyType, number])[] = [
  ['Single Family Residence', 'single-family', 6],
  ['Condominium', 'condo', 3],
  ['Townhouse', 'townhouse', 2],
  ['Duplex', 'multi-family', 1],
];
const STATUSES: readonly (readonly [string, number])[] = [
  ['Active', 70],
  ['Coming Soon', 8],
  ['Pending', 8],
  ['Active Under Contract', 3],
  ['Closed', 7],
  ['Withdrawn', 2],
  ['Expired', 2],
];

/** The office's records: every neighborhood (Los Angeles's under its City with a SubdivisionName), sizes, prices, statuses. */
function listingRecords(): Record<string, unknown>[] {
  const next = random(7);
  return Array.from({ length: listingCount }, (_, i) => {
    const hood = pick(next, neighborhoods);
    const city = citySlug(hood.city);
    const beds = 1 + Math.floor(next() * 6);
    const area = Math.round(450 + beds * 420 + (next() - 0.5) * 800);
    const subType = weighted(next, SUB_TYPES.map((t) => [t, t[2]] as const));
    const price = Math.round((area * PRICE_PER_FOOT[city]! * (0.8 + next() * 0.4)) / 1_000) * 1_000;
    return officeListing(`SL${String(i).padStart(8, '0')}`, {
      City: hood.city,
      ...(hood.city !== hood.name ? { SubdivisionName: hood.name } : {}),
      StandardStatus: weighted(next, STATUSES),
      ListPrice: price,
      BedroomsTotal: beds,
      BathroomsTotalInteger: Math.max(1, beds - 1 + Math.floor(next() * 2)),
      LivingArea: area,
      PropertySubType: subType[0],
      UnparsedAddress: `${100 + (i % 9_000)} ${pick(next, ['Orchard Lane', 'Ocean Avenue', 'Canyon Drive', 'Harbor View', 'Elm Street'])}`,
      ListingContractDate: `2026-${String(1 + Math.floor(next() * 11)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    });
  });
}

interface SeedAlert {
  id: string;
  email: string;
  confirmed: boolean;
  spam: boolean;
  paused: boolean;
  search: Record<string, string | number> | null;
  listingKey: string | null;
}

/** A mailbox's address, spelled one of the ways its owner types it (the count is of mailboxes, not spellings). */
function addressOf(mailbox: number, spelling: number): string {
  if (mailbox % 5 === 0) return [`buyer.${mailbox}@gmail.com`, `buyer${mailbox}+homes@gmail.com`, `b.uyer${mailbox}@googlemail.com`][spelling % 3]!;
  return [`buyer${mailbox}@example.test`, `buyer${mailbox}+alert${spelling}@example.test`, `Buyer${mailbox}@Example.test`][spelling % 3]!;
}

/** A search of /properties as the alert form saves one: a city (or a neighborhood), some with beds, baths, type and a price range. */
function searchOf(next: () => number): Record<string, string | number> {
  const city = weighted(next, CITY_WEIGHTS);
  const hoods = neighborhoods.filter((n) => citySlug(n.city) === city);
  const search: Record<string, string | number> = next() < 0.8 ? { city } : { neighborhood: pick(next, hoods).slug };
  if (next() < 0.5) search.minBeds = 1 + Math.floor(next() * 4);
  if (next() < 0.3) search.minBaths = 1 + Math.floor(next() * 3);
  if (next() < 0.35) search.type = weighted(next, SUB_TYPES.map((t) => [t[1], t[2]] as const));
  const typical = PRICE_PER_FOOT[city]! * 2_000;
  if (next() < 0.25) search.minPrice = Math.round((typical * (0.3 + next() * 0.6)) / 50_000) * 50_000;
  if (next() < 0.45) search.maxPrice = Math.max(Number(search.minPrice ?? 0), Math.round((typical * (0.6 + next() * 1.2)) / 50_000) * 50_000);
  return search;
}

function alertRows(): SeedAlert[] {
  const next = random(11);
  const alerts: SeedAlert[] = [];
  // Confirmed search alerts: one per mailbox first, then second and third ones of the same people.
  for (let i = 0; i < alertCount; i++) {
    const mailbox = i < mailboxCount ? i : Math.floor(next() * mailboxCount);
    alerts.push({ id: randomUUID(), email: addressOf(mailbox, i), confirmed: true, spam: next() < 0.01, paused: next() < 0.05, search: searchOf(next), listingKey: null });
  }
  for (let i = 0; i < unconfirmedCount; i++) {
    const mailbox = Math.floor(next() * mailboxCount * 1.1);
    alerts.push({ id: randomUUID(), email: addressOf(mailbox, i + 1), confirmed: false, spam: false, paused: false, search: searchOf(next), listingKey: null });
  }
  for (let i = 0; i < homeAlertCount; i++) {
    const mailbox = Math.floor(next() * mailboxCount);
    alerts.push({ id: randomUUID(), email: addressOf(mailbox, i + 2), confirmed: true, spam: false, paused: false, search: null, listingKey: `SL${String(Math.floor(next() * listingCount)).padStart(8, '0')}` });
  }
  return alerts;
}

/** Mailboxes that unsubscribed (about 3 %), by one of their spellings: the table keeps them by mailbox. */
const optedOut = () => Array.from({ length: mailboxCount }, (_, m) => m).filter((m) => m % 33 === 7).map((m) => addressOf(m, m));

/** The copy as a finished replication pass leaves it (no pass due for minutes), and the alerts. */
async function seed(db: SqlClient, records: readonly Record<string, unknown>[], alerts: readonly SeedAlert[]) {
  await migrate(db, migrationsDir, silentLogger);
  await db.query(
    `INSERT INTO mls_listings (listing_key, record, standard_status, list_price, modified_at)
     SELECT x.record->>'ListingKey', x.record, x.record->>'StandardStatus', (x.record->>'ListPrice')::numeric, (x.record->>'ModificationTimestamp')::timestamptz
     FROM jsonb_to_recordset($1::jsonb) AS x(record jsonb)`,
    [JSON.stringify(records.map((record) => ({ record })))],
  );
  await db.query(
    `INSERT INTO mls_copy_state (name, high_water, answered_at, keys_checked_at, generation, pass_started_at)
     VALUES ('own-listings', now(), now(), now(), 1, now())`,
  );
  await db.query(
    `INSERT INTO leads (id, kind, name, email, language, is_spam, created_at, confirmed_at)
     SELECT x.id, 'alert', '', x.email, 'en', x.spam, now() - interval '2 days', CASE WHEN x.confirmed THEN now() - interval '1 day' END
     FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, email text, spam boolean, confirmed boolean)`,
    [JSON.stringify(alerts.map(({ id, email, spam, confirmed }) => ({ id, email, spam, confirmed })))],
  );
  await db.query(
    `INSERT INTO lead_alerts (lead_id, search, listing_key, frequency, paused)
     SELECT x.id, x.search, x.listing_key, 'daily', x.paused FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, search jsonb, listing_key text, paused boolean)`,
    [JSON.stringify(alerts.map(({ id, search, listingKey, paused }) => ({ id, search, listing_key: listingKey, paused })))],
  );
  await db.query(`INSERT INTO mail_opt_outs (email) SELECT DISTINCT mail_identity(x) FROM jsonb_array_elements_text($1::jsonb) AS x`, [JSON.stringify(optedOut())]);
  await db.query('ANALYZE');
}

/** Homes a seller describes: every city, every kind, small to large (one with nothing like it listed). */
const HOMES: DescribedHome[] = [
  { city: 'irvine', type: 'single-family', beds: 4, baths: 3, area: 2_400 },
  { city: 'irvine', type: 'condo', beds: 2, baths: 2, area: 1_150 },
  { city: 'irvine', type: 'townhouse', beds: 3, baths: 2.5, area: 1_700 },
  { city: 'los-angeles', type: 'single-family', beds: 3, baths: 2, area: 1_850 },
  { city: 'los-angeles', type: 'condo', beds: 1, baths: 1, area: 800 },
  { city: 'los-angeles', type: 'multi-family', beds: 5, baths: 4, area: 2_900 },
  { city: 'newport-beach', type: 'single-family', beds: 5, baths: 4, area: 3_400 },
  { city: 'newport-beach', type: 'condo', beds: 2, baths: 2, area: 1_300 },
  { city: 'beverly-hills', type: 'single-family', beds: 6, baths: 5, area: 4_200 },
  { city: 'laguna-beach', type: 'single-family', beds: 3, baths: 2, area: 1_900 },
  { city: 'santa-monica', type: 'condo', beds: 2, baths: 2, area: 1_100 },
  { city: 'santa-monica', type: 'townhouse', beds: 3, baths: 3, area: 1_800 },
  { city: 'huntington-beach', type: 'single-family', beds: 4, baths: 3, area: 2_200 },
  { city: 'pasadena', type: 'single-family', beds: 3, baths: 2, area: 1_600 },
  { city: 'pasadena', type: 'multi-family', beds: 4, baths: 2, area: 2_000 },
  { city: 'costa-mesa', type: 'townhouse', beds: 2, baths: 1.5, area: 1_250 },
  { city: 'manhattan-beach', type: 'single-family', beds: 4, baths: 3.5, area: 2_800 },
  { city: 'dana-point', type: 'condo', beds: 2, baths: 2, area: 1_000 },
  { city: 'dana-point', type: 'single-family', beds: 3, baths: 2, area: 2_100 },
  { city: 'costa-mesa', type: 'single-family', beds: 1, baths: 1, area: 12_000 },
];
const queryString = (home: DescribedHome) => new URLSearchParams(Object.entries(home).map(([k, v]) => [k, String(v)])).toString();

/**
 * The bare answer, written by hand against the same tables: the comparables (same city, beds within 1,
 * area within its share, closest first, ties by key, LIMIT) and the mailboxes whose running search
 * takes the home, counted in SQL. The median of the comparables' prices is the price filters' yardstick.
 */
interface BareAnswer {
  comparables: string[];
  buyers: number;
  comparablesMs: number;
  countMs: number;
}

async function bareAnswer(db: SqlClient, publicStatuses: readonly string[], home: DescribedHome): Promise<BareAnswer> {
  const { bedroomsAround, areaAround, shown } = COMPARABLE_RULES;
  const started = performance.now();
  const comparables = await db.query<{ listing_key: string; record: unknown; price: number }>(
    `SELECT listing_key, record, list_price::float8 AS price FROM mls_listings
     WHERE standard_status = ANY($1::text[]) AND record->>'City' = $2
       AND abs((record->>'BedroomsTotal')::int - $3::int) <= $4::int
       AND abs((record->>'LivingArea')::float8 - $5::float8) <= $6::float8
     ORDER BY abs((record->>'LivingArea')::float8 - $5::float8), listing_key
     LIMIT $7`,
    [publicStatuses, cityNameOf(home.city), home.beds, bedroomsAround, home.area, home.area * areaAround, shown],
  );
  const counted = performance.now();
  const median = medianPrice(comparables);
  const [row] = await db.query<{ buyers: number }>(
    `SELECT count(DISTINCT mail_identity(l.email))::int AS buyers
     FROM lead_alerts a JOIN leads l ON l.id = a.lead_id
     WHERE a.search ->> 'city' = $1 AND a.search ->> 'neighborhood' IS NULL
       AND NOT a.paused AND l.confirmed_at IS NOT NULL AND NOT l.is_spam
       AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = mail_identity(l.email))
       AND coalesce((a.search ->> 'minBeds')::float8 <= $2::float8, true)
       AND coalesce((a.search ->> 'minBaths')::float8 <= $3::float8, true)
       AND coalesce(a.search ->> 'type' = $4, true)
       AND ((a.search ->> 'minPrice' IS NULL AND a.search ->> 'maxPrice' IS NULL)
         OR ($5::float8 IS NOT NULL AND coalesce((a.search ->> 'minPrice')::float8 <= $5::float8, true) AND coalesce($5::float8 <= (a.search ->> 'maxPrice')::float8, true)))`,
    [home.city, home.beds, home.baths, home.type, median ?? null],
  );
  const done = performance.now();
  return { comparables: comparables.map((c) => c.listing_key), buyers: row!.buyers, comparablesMs: counted - started, countMs: done - counted };
}

/** The server's own wiring of the copy (server-main.ts): mlsOwnListings over the database, read into memory once. */
async function productContent(db: SqlClient) {
  const reso = loadConfig({
    RESO_URL: 'https://mls.example/odata',
    RESO_TOKEN_URL: 'https://mls.example/token',
    RESO_CLIENT_ID: 'bench',
    RESO_CLIENT_SECRET: 'bench',
    RESO_OFFICE_ID: 'PCR01',
    RESO_MEDIA_ORIGINS: 'https://photos.mls.test',
  }).reso!;
  // The seeded state says a pass just ran: no replication is due, so the feed is never asked.
  const noMls = async (): Promise<never> => {
    throw new Error('the bench has no MLS');
  };
  const feed: ResoFeed = { records: noMls, recordsAndEnd: noMls, allRecords: noMls };
  const bundled = fixtureContentRepository();
  const copy = mlsOwnListings(reso, { feed, officeId: 'PCR01', neighborhoods: bundled.neighborhoods(), agents, logger: silentLogger }, db, () => undefined);
  await copy.refresh();
  return { content: withOwnListings(bundled, copy), publicStatuses: reso.publicStatuses };
}

/** The app as server-main.ts builds it (the parts GET /api/sell/market reads), listening on a free port. */
async function startProductServer(db: SqlClient, content: ContentRepository, buyerSearches: BuyerSearches) {
  const noWeb = path.join(os.tmpdir(), 'pcr-bench-seller-no-web-dist');
  const app = createApp({
    leads: sqlLeadStore(db),
    hotListings: bundledProvider(hotListings),
    cityGuides: bundledCityGuides(content),
    content,
    logger: silentLogger,
    config: { ...appConfigDefaults, webDist: noWeb, webSsrDist: noWeb },
    buyerSearches,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createHttpServer(app);
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async market(home: DescribedHome): Promise<SellerMarket> {
      const res = await fetch(`${baseUrl}/api/sell/market?${queryString(home)}`);
      if (res.status !== 200) throw new Error(`GET /api/sell/market?${queryString(home)} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as SellerMarket;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const KINDS = ['http', 'product', 'productComparables', 'productBuyers', 'bare', 'bareComparables', 'bareCount'] as const;
type Kind = (typeof KINDS)[number];

interface StoreResult {
  times: Record<Kind, number[]>;
  /** Public listings the server shows from the copy. */
  shown: number;
  /** Alert rows the product's query reads per answer, on average (the bare count answers one row). */
  alertRowsRead: number;
  /** Buyers counted per home (the bare count; the product shows it from MIN_BUYERS_SHOWN on). */
  buyers: number[];
  /** Running alerts (confirmed, not paused, not spam, mailbox not opted out) and their mailboxes. */
  running: { alerts: number; mailboxes: number };
}

async function benchStore(db: SqlClient, records: readonly Record<string, unknown>[], alerts: readonly SeedAlert[]): Promise<StoreResult> {
  const seeded = performance.now();
  await seed(db, records, alerts);
  const { content, publicStatuses } = await productContent(db);
  const buyerSearches = sqlBuyerSearches(db);
  const [running] = await db.query<{ alerts: number; mailboxes: number }>(
    `SELECT count(*)::int AS alerts, count(DISTINCT mail_identity(l.email))::int AS mailboxes FROM lead_alerts a JOIN leads l ON l.id = a.lead_id
     WHERE a.search IS NOT NULL AND NOT a.paused AND l.confirmed_at IS NOT NULL AND NOT l.is_spam
       AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = mail_identity(l.email))`,
  );
  const [publicRows] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mls_listings WHERE standard_status = ANY($1::text[])', [publicStatuses]);
  const shown = content.properties().length;
  if (shown !== publicRows!.n) throw new Error(`the server shows ${shown} listings of the copy's ${publicRows!.n} public ones: the bare queries would not answer the same`);
  console.error(`  seeded and read in ${format(performance.now() - seeded)} ms: ${shown} listings shown, ${running!.alerts} running search alerts from ${running!.mailboxes} mailboxes`);
  const server = await startProductServer(db, content, buyerSearches);
  try {
    // The answers agree, home by home, in process, over HTTP and by the bare queries.
    const buyers: number[] = [];
    let alertRows = 0;
    for (const home of HOMES) {
      const product = (await sellerMarket(content, buyerSearches, home))!;
      const overHttp = await server.market(home);
      const bare = await bareAnswer(db, publicStatuses, home);
      const ids = product.comparables.map((p) => p.id);
      const problems = [
        JSON.stringify(overHttp) !== JSON.stringify(product) && 'the HTTP answer differs from sellerMarket()',
        JSON.stringify(ids) !== JSON.stringify(bare.comparables) && `comparables ${JSON.stringify(ids)} ≠ bare ${JSON.stringify(bare.comparables)}`,
        product.buyersLooking !== (bare.buyers >= MIN_BUYERS_SHOWN ? bare.buyers : null) && `buyers ${product.buyersLooking} ≠ bare count ${bare.buyers}`,
      ].filter((problem) => problem !== false);
      if (problems.length > 0) throw new Error(`the answers disagree for ${queryString(home)} on ${db.driver}: ${problems.join('; ')}`);
      buyers.push(bare.buyers);
      alertRows += (await buyerSearches.inCity(home.city)).length;
    }
    console.error(`  answers agree for ${HOMES.length} homes: buyers ${buyers.join(', ')}`);

    const times = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
    const timed = async (kind: Kind, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      times[kind].push(performance.now() - started);
    };
    const calls: ((home: DescribedHome) => Promise<void>)[] = [
      (home) => timed('http', () => server.market(home)),
      (home) => timed('product', () => sellerMarket(content, buyerSearches, home)),
      (home) => timed('productComparables', async () => comparablesOf(content, home)),
      async (home) => {
        // The buyers' half of sellerMarket(): the city's alerts read, then matched in JS (the comparables it takes the median of are not timed here).
        const comparables = comparablesOf(content, home);
        await timed('productBuyers', async () => buyersLooking(await buyerSearches.inCity(home.city), home, comparables));
      },
      async (home) => {
        const started = performance.now();
        const bare = await bareAnswer(db, publicStatuses, home);
        times.bare.push(performance.now() - started);
        times.bareComparables.push(bare.comparablesMs);
        times.bareCount.push(bare.countMs);
      },
    ];
    for (let round = 0; round < warmupRounds + rounds; round++) {
      // Each round in another order of the kinds, so none is always first after another.
      for (const [h, home] of HOMES.entries()) {
        for (let k = 0; k < calls.length; k++) await calls[(k + round + h) % calls.length]!(home);
      }
      if (round === warmupRounds - 1) for (const kind of KINDS) times[kind].length = 0;
    }
    return { times, shown, alertRowsRead: alertRows / HOMES.length, buyers, running: running! };
  } finally {
    await server.close();
  }
}

async function main() {
  const started = performance.now();
  const records = listingRecords();
  const alerts = alertRows();
  const results: [string, StoreResult][] = [];
  console.error('PGlite (embedded)');
  const pgliteData = tempDataDir('bench-seller');
  const pglite = await openPgliteClient(pgliteData.dir);
  try {
    results.push(['PGlite (embedded)', await benchStore(pglite, records, alerts)]);
  } finally {
    await pglite.close();
    pgliteData.remove();
  }
  if (withPostgres) {
    console.error('PostgreSQL');
    const postgres = await startTestPostgres();
    const db = openPgClient(postgres.url, silentLogger);
    try {
      results.push(['PostgreSQL', await benchStore(db, records, alerts)]);
    } finally {
      await db.close();
      postgres.stop();
    }
  }

  // The product's part beside the bare part it stands for: the whole answer, its comparables, its count.
  const rows: [Kind, string, Kind][] = [
    ['http', 'product over HTTP: GET /api/sell/market (client in the same process)', 'bare'],
    ['product', 'product in process: sellerMarket(), as the endpoint calls it', 'bare'],
    ['productComparables', '· its comparables: comparablesOf() over the copy in memory', 'bareComparables'],
    ['productBuyers', '· its buyers: inCity() (the city\u2019s running alerts) + buyersLooking() in JS', 'bareCount'],
    ['bare', 'bare queries: comparables SELECT + COUNT', 'bare'],
    ['bareComparables', '· SELECT … ORDER BY area distance LIMIT 6 (mls_listings)', 'bareComparables'],
    ['bareCount', '· SELECT count(DISTINCT mail_identity(email)) (lead_alerts ⋈ leads)', 'bareCount'],
  ];
  const first = results[0]![1];
  const lines = [
    `${format(listingCount)} records in the MLS copy (${format(first.shown)} shown: Active and Coming Soon, the rest pending, sold, withdrawn; ${neighborhoods.length} neighborhoods in ${CITIES.length} cities; 1–6 beds), ${format(alertCount)} confirmed search alerts from ${format(mailboxCount)} mailboxes (several spellings of an address each; city or neighborhood, some with beds, baths, type and a price range; 5 % paused, 1 % spam, 3 % of mailboxes opted out: ${format(first.running.alerts)} running from ${format(first.running.mailboxes)} mailboxes), ${format(unconfirmedCount)} unconfirmed search alerts and ${format(homeAlertCount)} alerts on one home beside them. ${HOMES.length} described homes (every city; buyers counted per home ${Math.min(...first.buyers)}–${Math.max(...first.buyers)}; the product's query reads ${format(first.alertRowsRead)} alert rows per answer on average, the bare count one row); ${warmupRounds} warm-up round${warmupRounds === 1 ? '' : 's'}, then ${rounds} rounds of every home and every kind of call alternating, one call at a time (${format(rounds * HOMES.length)} calls each). ops/s = 1 / mean latency. The answers agreed for every home${results.length > 1 ? ' on both databases' : ''} (the comparables in order, the count; the HTTP answer byte for byte). Machine: ${machineDescription(`load ${os.loadavg()[0]!.toFixed(1)}`)}.`,
    '',
    '| database | answer | median | p95 | ops/s (one at a time) | × bare (median) |',
    '|---|---|---|---|---|---|',
    ...results.flatMap(([name, r]) =>
      rows.map(([kind, what, against]) => {
        const times = r.times[kind];
        const ratio = kind === against ? '1.0×' : `${format(median(times) / median(r.times[against]), 1)}×`;
        return `| ${name} | ${what} | ${format(median(times), 2)} ms | ${format(p95(times), 2)} ms | ${format(1000 / mean(times))} | ${ratio} |`;
      }),
    ),
  ];
  const section = {
    heading: '## Seller answer (`npm run bench:seller`)',
    targets:
      "Issue 47: the seller form's answer (the homes like the described one and the count of buyers with a confirmed alert looking for one like it) with 10,000 alerts and 5,000 listings in the copy, on PGlite and PostgreSQL, against the bare queries in the same run.",
    kind: 'Seller',
    label,
    lines,
  };
  console.log(write ? writePerformanceTable(section) : [`### ${section.kind}: ${label}`, '', ...lines].join('\n'));
  console.error(`done in ${format((performance.now() - started) / 1000, 1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
