import type { Logger } from '../logger.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CopiedOpenHouse, MlsOpenHousesStore } from './mls-open-houses-store.js';
import { openHouseChangesQueryUrl } from './odata-query.js';
import { readChanges, RECORDS_PER_ROUND, REPLICATION_OVERLAP_MS } from './read-changes.js';
import type { ResoFeed } from './reso-feed.js';
import { isRecord, textOf } from './reso-listing.js';
import { instantOf, mapResoOpenHouse } from './reso-open-house.js';

const DAY_MS = 86_400_000;
/**
 * How far back the first copy reads: an MLS's OpenHouse resource keeps years of every office's
 * open houses, and one scheduled now was entered or changed within weeks.
 */
export const OPEN_HOUSES_FIRST_COPY_MS = 60 * DAY_MS;
/** Open houses ended longer ago than this leave the table (it stays small; none of them is shown). */
export const OPEN_HOUSES_KEPT_AFTER_END_MS = 30 * DAY_MS;

export interface OpenHouseReplicationSource {
  serviceUrl: string;
  feed: ResoFeed;
  store: MlsOpenHousesStore;
  logger: Logger;
  now?: () => number;
}

/** The fields the table indexes; a record without them cannot be copied (logged, skipped). */
function copiedOpenHouseOf(raw: unknown): CopiedOpenHouse | string {
  if (!isRecord(raw)) return 'not a record';
  const openHouseKey = textOf(raw.OpenHouseKey);
  const listingKey = textOf(raw.ListingKey);
  const modifiedAt = Date.parse(textOf(raw.ModificationTimestamp) ?? '');
  if (openHouseKey === undefined) return 'no OpenHouseKey';
  if (listingKey === undefined) return `${openHouseKey}: no ListingKey`;
  if (Number.isNaN(modifiedAt)) return `${openHouseKey}: no ModificationTimestamp`;
  return { openHouseKey, listingKey, modifiedAt, endsAt: instantOf(raw.OpenHouseEndTime), record: raw };
}

/** An open house a visitor could go to: public, active, not ended (news for the alerts of its home when first copied). */
function isNews(record: CopiedOpenHouse, now: number): boolean {
  const mapped = mapResoOpenHouse({ record: record.record, sequence: 0 });
  return mapped.kind === 'shown' && mapped.openHouse.status === 'active' && Date.parse(mapped.openHouse.endsAt) > now;
}

/**
 * The open-house part of a pass (issue 48): the MLS's OpenHouse records changed since the newest
 * read (less the overlap), oldest first, paged like the listings; those of the copy's listings are
 * written, and those ended a month ago removed. Any failure of the MLS is an `UpstreamError` and
 * leaves the open houses as they were.
 */
export async function replicateOpenHouses(source: OpenHouseReplicationSource): Promise<{ changed: number; removed: number }> {
  const { store, logger } = source;
  const now = (source.now ?? Date.now)();
  const highWater = await store.highWater();
  const since = highWater === undefined ? now - OPEN_HOUSES_FIRST_COPY_MS : highWater - REPLICATION_OVERLAP_MS;
  const { records, read } = await readChanges({
    feed: source.feed,
    since,
    // `since` is always set here: the first copy starts OPEN_HOUSES_FIRST_COPY_MS back.
    queryUrl: (since, skip) => openHouseChangesQueryUrl(source.serviceUrl, { since: since ?? now - OPEN_HOUSES_FIRST_COPY_MS, top: RECORDS_PER_ROUND, skip }),
    parse: copiedOpenHouseOf,
    onSkip: (reason) => logger.warn('MLS open house not copied', { reason }),
  });
  // As with listings: the high water could not move, and every pass would read the same page again.
  if (read > 0 && records.length === 0) throw new UpstreamError('invalid', `none of ${read} MLS open houses could be copied`);
  // The first copy is what the MLS has, not what just happened: no news from it (as for listings).
  const announced = highWater === undefined ? records : records.map((record) => ({ ...record, announce: isNews(record, now) }));
  const applied = await store.apply(announced, now - OPEN_HOUSES_KEPT_AFTER_END_MS, highWater === undefined ? since : undefined);
  if (applied.changed + applied.removed > 0) logger.info('MLS open houses updated', { copied: applied.changed, removed: applied.removed });
  return applied;
}
