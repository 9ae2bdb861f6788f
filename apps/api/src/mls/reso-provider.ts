import type { HotListing } from '@pcr/contracts';
import type { Logger } from '../logger.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { HotListingProvider } from '../hot-listings/provider.js';
import { propertyQueryUrl } from './odata-query.js';
import type { ResoFeed } from './reso-feed.js';
import { mapResoProperty } from './reso-listing.js';

export interface ResoProviderOptions {
  /** The OData service root; the resource is `{serviceUrl}/Property`. */
  serviceUrl: string;
  feed: ResoFeed;
  publicStatuses: readonly string[];
  /** Listings wanted ($top). */
  maxListings: number;
  disclaimer: string;
  mediaOrigins: readonly string[];
  logger: Logger;
  now?: () => number;
}

/**
 * Hot listings from an MLS over the RESO Web API (decision 0018): the public statuses only, the
 * fields it maps, newest changes first, photos expanded; a record the site cannot show is skipped
 * with a log line. Any failure is an `UpstreamError` (the caller, keepLastGood, decides whether the
 * last good answer still stands in).
 */
export function resoProvider(options: ResoProviderOptions): HotListingProvider {
  const { logger } = options;
  const now = options.now ?? Date.now;
  return {
    async list(): Promise<HotListing[]> {
      const query = propertyQueryUrl(options.serviceUrl, { statuses: options.publicStatuses, top: options.maxListings });
      const records = await options.feed.records(query, options.maxListings);
      const attribution = { disclaimer: options.disclaimer, dataUpdatedAt: new Date(now()).toISOString() };
      const mapping = { publicStatuses: options.publicStatuses, mediaOrigins: options.mediaOrigins, attribution, now: now() };
      const byKey = new Map<string, HotListing>();
      for (const record of records) {
        const mapped = mapResoProperty(record, mapping);
        if (!mapped.ok) logger.warn('MLS record skipped', { listingKey: mapped.listingKey, reason: mapped.reason });
        else if (!byKey.has(mapped.listing.id)) byKey.set(mapped.listing.id, mapped.listing);
      }
      // Records but nothing showable is a format the site does not understand: fail, keep the last good.
      if (records.length > 0 && byKey.size === 0) throw new UpstreamError('invalid', `none of ${records.length} MLS records could be shown`);
      // Ranked by buyer interest (the page says so); the MLS's order breaks ties (sort is stable).
      return [...byKey.values()].slice(0, options.maxListings).sort((a, b) => b.hotFactor - a.hotFactor);
    },
  };
}
