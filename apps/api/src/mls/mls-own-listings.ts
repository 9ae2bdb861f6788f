import os from 'node:os';
import type { Agent, Neighborhood, Property } from '@pcr/contracts';
import type { ResoConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { SqlClient } from '../storage/sql-client.js';
import { sqlMlsCopyStore } from './mls-copy-store.js';
import { sqlMlsOpenHousesStore } from './mls-open-houses-store.js';
import { replicateOnce } from './mls-replication.js';
import { ownListingsCopy, type OwnListingsCopy } from './own-listings-copy.js';
import type { ResoFeed } from './reso-feed.js';
import { openHousesOf } from './reso-open-house.js';
import { mapResoOwnListing, type OwnListingMapping } from './reso-own-listing.js';

export interface OwnListingsSource {
  feed: ResoFeed;
  /** The office whose listings are the agency's (RESO_OFFICE_ID). */
  officeId: string;
  neighborhoods: readonly Pick<Neighborhood, 'slug' | 'name'>[];
  agents: readonly Pick<Agent, 'name' | 'imageUrl' | 'licenseNumber' | 'slug' | 'mlsId'>[];
  logger: Logger;
  now?: () => number;
}

/**
 * The copied records the site can show, as properties: newest listed first (the copy's order,
 * latest change first, breaks ties); a record it cannot show honestly is left out, and said why
 * once per record.
 */
export function ownListingsOf(records: readonly unknown[], mapping: OwnListingMapping, onSkip: (listingKey: string, reason: string) => void): Property[] {
  const byKey = new Map<string, Property>();
  for (const record of records) {
    const mapped = mapResoOwnListing(record, mapping);
    if (!mapped.ok) onSkip(mapped.listingKey, mapped.reason);
    else if (!byKey.has(mapped.property.id)) byKey.set(mapped.property.id, mapped.property);
  }
  return [...byKey.values()].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
}

export interface OwnListingsOptions {
  /** Injected in tests: no instance starts a pass sooner than this after the last (default RESO_REFRESH_MS less a second). */
  minGapMs?: number;
  /** This instance's name in the replication's turn (default host, process and a random part). */
  instance?: string;
}

/** The MLS copy RESO_OFFICE_ID turns on (decision 0036): replicated into the database, served from it by every instance. */
export function mlsOwnListings(config: ResoConfig, source: OwnListingsSource, db: SqlClient, onChange: () => void, options: OwnListingsOptions = {}): OwnListingsCopy {
  const { logger } = source;
  const now = source.now ?? Date.now;
  const store = sqlMlsCopyStore(db);
  const openHouses = sqlMlsOpenHousesStore(db);
  const skipsSaid = new Set<string>();
  /** Said once per record and reason, not at every reload. */
  const sayOnce = (msg: string, key: string, fields: Record<string, string>) => {
    if (skipsSaid.has(`${msg} ${key}`)) return;
    skipsSaid.add(`${msg} ${key}`);
    logger.warn(msg, fields);
  };
  return ownListingsCopy({
    store,
    replicate: () => replicateOnce({ serviceUrl: config.serviceUrl, officeId: source.officeId, feed: source.feed, store, openHouses, logger, now }),
    openHouses: {
      records: () => openHouses.records(),
      toOpenHouses: (rows, listings) =>
        openHousesOf(rows, new Set(listings.map((property) => property.id)), (openHouseKey, reason) =>
          sayOnce('MLS open house skipped', `${openHouseKey} ${reason}`, { openHouseKey, reason }),
        ),
    },
    instance: options.instance ?? `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
    publicStatuses: config.publicStatuses,
    toProperties: (records, answeredAt) =>
      ownListingsOf(
        records,
        {
          publicStatuses: config.publicStatuses,
          mediaOrigins: config.mediaOrigins,
          neighborhoods: source.neighborhoods,
          agents: source.agents,
          attribution: { disclaimer: config.disclaimer, dataUpdatedAt: new Date(answeredAt).toISOString() },
          now: now(),
        },
        (listingKey, reason) => sayOnce('MLS record skipped', `${listingKey} ${reason}`, { listingKey, reason }),
      ),
    refreshMs: config.refreshMs,
    maxAgeMs: config.maxAgeMs,
    ...(options.minGapMs !== undefined ? { minGapMs: options.minGapMs } : {}),
    onChange,
    logger,
    now,
  });
}

/** Every status a home's alert reports (decision 0038): for sale, in escrow and sold, whatever the site lists. */
const ALERT_STATUSES = ['Active', 'Coming Soon', 'Active Under Contract', 'Pending', 'Closed'];

/**
 * A copied record as an alert e-mail shows it: the site's own mapping, but with the statuses of an
 * escrow and a sale too (a home's alert says it went pending or sold), dated by when the MLS last answered.
 */
export function alertListingOf(config: ResoConfig, source: Pick<OwnListingsSource, 'neighborhoods' | 'agents'>) {
  const publicStatuses = [...new Set([...config.publicStatuses, ...ALERT_STATUSES])];
  return (record: Record<string, unknown>, answeredAt: number = Date.now()): Property | undefined => {
    const mapped = mapResoOwnListing(record, {
      publicStatuses,
      mediaOrigins: config.mediaOrigins,
      neighborhoods: source.neighborhoods,
      agents: source.agents,
      attribution: { disclaimer: config.disclaimer, dataUpdatedAt: new Date(answeredAt).toISOString() },
      now: Date.now(),
    });
    return mapped.ok ? mapped.property : undefined;
  };
}
