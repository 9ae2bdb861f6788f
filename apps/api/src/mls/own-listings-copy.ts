import type { OpenHouse, Property } from '@pcr/contracts';
import { errorFields, type Logger } from '../logger.js';
import type { MlsCopyStore } from './mls-copy-store.js';
import type { StoredOpenHouse } from './mls-open-houses-store.js';

/** The copy's open houses (issue 48): read with the listings, shown for the listings shown. */
export interface OpenHousesSource {
  /** The held open houses of the copy's listings. */
  records(): Promise<readonly StoredOpenHouse[]>;
  /** Those the site shows, given the listings it shows. */
  toOpenHouses(rows: readonly StoredOpenHouse[], listings: readonly Property[]): OpenHouse[];
}

export interface OwnListingsCopyOptions {
  store: MlsCopyStore;
  /** One replication pass against the MLS; rejects when the MLS fails (the copy stays as it was). */
  replicate: () => Promise<unknown>;
  /** This instance, as the replication's turn names it. */
  instance: string;
  /** StandardStatus values the site shows. */
  publicStatuses: readonly string[];
  /** The copied records as the site shows them, dated by when the MLS last answered. */
  toProperties: (records: readonly Record<string, unknown>[], answeredAt: number) => Property[];
  /** The copy's open houses; without it, none. */
  openHouses?: OpenHousesSource;
  /** One replication pass (by any instance) this often (RESO_REFRESH_MS). */
  refreshMs: number;
  /** Shown at most this long after the MLS last answered (RESO_MAX_AGE_MS); then none are shown. */
  maxAgeMs: number;
  /** No instance starts a pass sooner than this after the last one started (default: refreshMs less a second). */
  minGapMs?: number;
  /** The longest a pass may hold the turn, should its instance die mid-pass. */
  leaseMs?: number;
  /** The listings shown changed: kept answers built from the old ones must go. */
  onChange: () => void;
  logger: Logger;
  now?: () => number;
}

export interface OwnListingsCopy {
  /** The listings shown now. */
  current(): readonly Property[];
  /** The public open houses of the listings shown now, active or cancelled, past ones too (the reader has the clock), by start. */
  openHouses(): readonly OpenHouse[];
  /** Whether the MLS answered recently enough for `current()` to be the truth (else it is empty). */
  available(): boolean;
  /** Replicates if it is this instance's turn, then reads the copy; a second call while one runs shares it; never rejects. */
  refresh(): Promise<void>;
  /** Looks every `refreshMs`, or every 30 s if that is sooner, in the background until stopped. */
  start(): void;
  stop(): void;
}

/**
 * A pass is bounded by the feed's timeouts (RESO_MAX_PAGES pages of RESO_TIMEOUT_MS each, twice):
 * a turn its instance could not give back (it died, the database went away) is free again after
 * this. Two passes at once would only write the same rows twice: the upserts and events are idempotent.
 */
const DEFAULT_LEASE_MS = 5 * 60_000;
/**
 * How often an instance looks at the copy at most: the one whose turn it is replicates, the others
 * reload what it wrote, so instances disagree for half a minute at most, not a whole refresh period.
 */
const LOOK_EVERY_MS = 30_000;

/**
 * The agency's own listings as every instance serves them (decisions 0020, 0036): read from the
 * MLS copy in the database and kept in memory, so pages read them synchronously. Once a refresh
 * period, one instance (whichever looks first) replicates from the MLS; every instance reloads the
 * copy when it changed. The copy outlives a restart and an MLS outage; it is shown until
 * `maxAgeMs` after the MLS last answered (the MLS's freshness rule), then none rather than stale ones.
 */
export function ownListingsCopy(options: OwnListingsCopyOptions): OwnListingsCopy {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  // A second less than the period: a look a little early still makes that period's pass.
  const minGapMs = options.minGapMs ?? Math.max(0, options.refreshMs - 1000);
  let records: readonly Record<string, unknown>[] = [];
  let listings: readonly Property[] = [];
  let openHouseRows: readonly StoredOpenHouse[] = [];
  let openHouses: readonly OpenHouse[] = [];
  let generation: number | undefined;
  let answeredAt: number | undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** What the last look found, as logged. */
  let said: { shown: boolean; count: number } | undefined;

  const available = () => answeredAt !== undefined && now() - answeredAt <= options.maxAgeMs;

  const replicateIfOurTurn = async () => {
    if (!(await store.takeTurn(options.instance, options.leaseMs ?? DEFAULT_LEASE_MS, minGapMs))) return;
    try {
      await options.replicate();
    } catch (error) {
      logger.warn('MLS copy not refreshed: the MLS did not answer', errorFields(error));
    } finally {
      await store.endTurn(options.instance);
    }
  };

  const reload = async () => {
    const state = await store.state();
    const reread = state.generation !== generation;
    if (reread) {
      records = await store.records(options.publicStatuses);
      openHouseRows = (await options.openHouses?.records()) ?? [];
    }
    if (!reread && state.answeredAt === answeredAt) return;
    generation = state.generation;
    answeredAt = state.answeredAt;
    const next = answeredAt === undefined ? [] : options.toProperties(records, answeredAt);
    const nextOpenHouses = answeredAt === undefined ? [] : (options.openHouses?.toOpenHouses(openHouseRows, next) ?? []);
    if (JSON.stringify(next) === JSON.stringify(listings) && JSON.stringify(nextOpenHouses) === JSON.stringify(openHouses)) return;
    listings = next;
    openHouses = nextOpenHouses;
    options.onChange();
  };

  const refreshOnce = async () => {
    try {
      await replicateIfOurTurn();
      await reload();
    } catch (error) {
      logger.warn('MLS copy not read: the database did not answer; the listings in memory stay', errorFields(error));
    }
    const shown = available();
    const count = shown ? listings.length : 0;
    // Said when it changes, not at every look (every 30 s).
    if (said === undefined || said.shown !== shown || said.count !== count) {
      if (shown) logger.info('own listings from the MLS copy', { listings: count });
      else logger.error('own listings unavailable: the MLS has not answered within RESO_MAX_AGE_MS', { ageMs: answeredAt === undefined ? undefined : now() - answeredAt });
    }
    // Too old now (or fresh again): the answers kept from before show what is no longer true.
    if (shown !== (said?.shown ?? false)) options.onChange();
    said = { shown, count };
  };

  return {
    // Between the age limit and the next look the copy is already too old to show.
    current: () => (available() ? listings : []),
    openHouses: () => (available() ? openHouses : []),
    available,
    refresh() {
      running ??= refreshOnce().finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void this.refresh(), Math.max(1000, Math.min(options.refreshMs, LOOK_EVERY_MS)));
      // The process may end while the timer waits (tests, shutdown).
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
