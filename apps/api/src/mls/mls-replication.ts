import { errorFields, type Logger } from '../logger.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CopiedRecord, MlsCopyStore } from './mls-copy-store.js';
import type { MlsOpenHousesStore } from './mls-open-houses-store.js';
import { replicateOpenHouses } from './open-house-replication.js';
import { readChanges, RECORDS_PER_ROUND, REPLICATION_OVERLAP_MS } from './read-changes.js';
import { changesQueryUrl, keysQueryUrl } from './odata-query.js';
import type { ResoFeed } from './reso-feed.js';
import { amountOf, isRecord, textOf } from './reso-listing.js';

/** How often the key-only pass looks for listings that left the MLS. */
export const KEY_PASS_EVERY_MS = 3_600_000;
/** Keys asked for per page of the key-only pass ($top; the server may page them smaller). */
const KEYS_PER_PAGE = 5000;
/**
 * Pages the key-only pass follows at most, whatever RESO_MAX_PAGES says for listing pages: it must
 * reach the end to remove anything, and an office's whole history (sold homes included) is long. A
 * key is a few dozen bytes; at a server's smallest usual page (100) this is 20,000 listings.
 */
export const KEY_PASS_MAX_PAGES = 200;

export interface ReplicationSource {
  /** The OData service root (RESO_URL). */
  serviceUrl: string;
  /** The agency's office (RESO_OFFICE_ID). */
  officeId: string;
  feed: ResoFeed;
  store: MlsCopyStore;
  logger: Logger;
  /** Where the open houses of the copy's listings go (issue 48); without it, a pass copies listings only. */
  openHouses?: MlsOpenHousesStore;
  now?: () => number;
}

export interface ReplicationPass {
  copied: number;
  events: number;
  removed: number;
}

/** The fields the copy indexes; a record without them cannot be copied (logged, skipped). */
function copiedRecordOf(raw: unknown): CopiedRecord | string {
  if (!isRecord(raw)) return 'not a record';
  const listingKey = textOf(raw.ListingKey);
  const status = textOf(raw.StandardStatus);
  const modifiedAt = Date.parse(textOf(raw.ModificationTimestamp) ?? '');
  if (listingKey === undefined) return 'no ListingKey';
  if (status === undefined) return `${listingKey}: no StandardStatus`;
  if (Number.isNaN(modifiedAt)) return `${listingKey}: no ModificationTimestamp`;
  return { listingKey, status, price: amountOf(raw.ListPrice), modifiedAt, record: raw };
}

/**
 * The open-house part of a pass, after the listings were written: only when the listings' reading
 * reached the end (an open house is kept only if its listing is in the copy, and one of a listing
 * still in the backlog would be passed over for good). Its failure costs the open houses' freshness,
 * not the listings' pass: logged, and the ones copied before stay.
 */
async function openHousesAfterListings(source: ReplicationSource & { openHouses: MlsOpenHousesStore }, listingsComplete: boolean): Promise<void> {
  if (!listingsComplete) {
    source.logger.info('MLS open houses not read: the listings copy has a backlog to read first');
    return;
  }
  try {
    await replicateOpenHouses({ ...source, store: source.openHouses });
  } catch (error) {
    source.logger.warn('MLS open houses not refreshed; the ones copied before stay', errorFields(error));
  }
}

/**
 * One replication pass (decision 0036): the office's records changed since the copy's newest
 * change (less the overlap), oldest first, written with the events they make; then the open houses
 * of the copy's listings (when a store for them is given; their failure is logged, not thrown); then, once an hour,
 * the keys of everything the office publishes, and what is not among them leaves the copy. Any
 * failure of the MLS is an `UpstreamError` and leaves the copy as it was.
 */
export async function replicateOnce(source: ReplicationSource): Promise<ReplicationPass> {
  const { store, feed, logger } = source;
  const now = source.now ?? Date.now;
  const state = await store.state();
  const { records, read, complete } = await readChanges({
    feed,
    since: state.highWater === undefined ? undefined : state.highWater - REPLICATION_OVERLAP_MS,
    queryUrl: (since, skip) => changesQueryUrl(source.serviceUrl, { officeId: source.officeId, since, top: RECORDS_PER_ROUND, skip }),
    parse: copiedRecordOf,
    onSkip: (reason) => logger.warn('MLS record not copied', { reason }),
  });
  if (read > 0 && records.length === 0) throw new UpstreamError('invalid', `none of ${read} MLS records could be copied`);
  const answeredAt = now();
  // The first copy is what the MLS has, not what just happened: no events from it.
  const applied = await store.apply(records, answeredAt, state.answeredAt !== undefined);
  if (source.openHouses) await openHousesAfterListings({ ...source, openHouses: source.openHouses }, complete);

  let removed = 0;
  if (state.keysCheckedAt === undefined || answeredAt - state.keysCheckedAt >= KEY_PASS_EVERY_MS) {
    const keyRecords = await feed.allRecords(keysQueryUrl(source.serviceUrl, source.officeId, KEYS_PER_PAGE), KEY_PASS_MAX_PAGES);
    const keys = keyRecords.map((record) => (isRecord(record) ? textOf(record.ListingKey) : undefined));
    // One key missing and the copy could lose a listing that is still for sale: none are removed.
    if (keys.some((key) => key === undefined)) throw new UpstreamError('invalid', 'the key-only answer has a record without ListingKey');
    removed = await store.keepOnly(keys as string[], answeredAt);
  }
  if (applied.changed + removed > 0) logger.info('MLS copy updated', { copied: applied.changed, events: applied.events, removed });
  return { copied: applied.changed, events: applied.events, removed };
}
