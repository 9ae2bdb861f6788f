import type { Agent, Neighborhood, Property } from '@pcr/contracts';
import type { ResoConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { OWN_LISTING_FIELDS, propertyQueryUrl } from './odata-query.js';
import { ownListingsReplica, type OwnListingsReplica } from './own-listings-replica.js';
import type { ResoFeed } from './reso-feed.js';
import { mapResoOwnListing } from './reso-own-listing.js';

/** An agency lists dozens of homes, not thousands: enough for any office, bounded for a bad answer. */
export const OWN_LISTINGS_MAX = 200;

export interface OwnListingsSource {
  feed: ResoFeed;
  /** The office whose listings are the agency's (RESO_OFFICE_ID). */
  officeId: string;
  neighborhoods: readonly Pick<Neighborhood, 'slug' | 'name'>[];
  agents: readonly Pick<Agent, 'name' | 'imageUrl'>[];
  logger: Logger;
  now?: () => number;
}

/**
 * The agency's own listings, asked of the MLS once: the office's public statuses, newest listed
 * first; a record the site cannot show is skipped with a log line, and an answer of records none of
 * which can be shown is a failure (the copy in use stays).
 */
export async function loadOwnListings(config: Pick<ResoConfig, 'serviceUrl' | 'publicStatuses' | 'mediaOrigins' | 'disclaimer'>, source: OwnListingsSource): Promise<Property[]> {
  const { logger } = source;
  const query = propertyQueryUrl(config.serviceUrl, { statuses: config.publicStatuses, top: OWN_LISTINGS_MAX, officeId: source.officeId, fields: OWN_LISTING_FIELDS });
  const records = await source.feed.records(query, OWN_LISTINGS_MAX);
  const now = (source.now ?? Date.now)();
  const attribution = { disclaimer: config.disclaimer, dataUpdatedAt: new Date(now).toISOString() };
  const mapping = { publicStatuses: config.publicStatuses, mediaOrigins: config.mediaOrigins, neighborhoods: source.neighborhoods, agents: source.agents, attribution, now };
  const byKey = new Map<string, Property>();
  for (const record of records) {
    const mapped = mapResoOwnListing(record, mapping);
    if (!mapped.ok) logger.warn('MLS record skipped', { listingKey: mapped.listingKey, reason: mapped.reason });
    else if (!byKey.has(mapped.property.id)) byKey.set(mapped.property.id, mapped.property);
  }
  if (records.length > 0 && byKey.size === 0) throw new UpstreamError('invalid', `none of ${records.length} MLS records of the office could be shown`);
  // Newest listed first; the MLS's order (newest change first) breaks ties.
  return [...byKey.values()].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
}

/** The copy of the agency's own listings RESO_OFFICE_ID turns on, refreshed every RESO_REFRESH_MS. */
export function mlsOwnListings(config: ResoConfig, source: OwnListingsSource, onChange: () => void): OwnListingsReplica {
  return ownListingsReplica({
    load: () => loadOwnListings(config, source),
    refreshMs: config.refreshMs,
    maxAgeMs: config.maxAgeMs,
    onChange,
    logger: source.logger,
    ...(source.now ? { now: source.now } : {}),
  });
}
