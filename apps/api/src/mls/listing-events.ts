import type { SqlQueryable } from '../storage/sql-client.js';

/** What the replication saw happen to a listing: the changes saved-search alerts are about. */
export type ListingEventKind = 'new' | 'price_drop' | 'back_on_market' | 'pending' | 'sold';

export interface ListingEvent {
  kind: ListingEventKind;
  /** The list price after the change. */
  price: number | undefined;
  /** The price before a price drop. */
  previousPrice?: number;
}

/** A listing's state as far as events go: its StandardStatus and ListPrice. */
export interface ListingState {
  status: string;
  price: number | undefined;
}

type Phase = 'on-market' | 'pending' | 'sold' | 'off-market';

/** Spellings compared without spaces, hyphens or case ("Active Under Contract", "ActiveUnderContract"). */
const squash = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/** RESO StandardStatus as a buyer sees it: for sale, in escrow, sold, or off the market (withdrawn, expired, canceled, hold). */
function phaseOf(status: string): Phase {
  switch (squash(status)) {
    case 'active':
    case 'comingsoon':
      return 'on-market';
    case 'pending':
    case 'activeundercontract':
      return 'pending';
    case 'closed':
      return 'sold';
    default:
      return 'off-market';
  }
}

/**
 * The events between what the copy held (`before`, undefined for a listing it had not) and what
 * the MLS answers now. A listing first seen while already in escrow or sold is no news to anyone.
 */
export function listingEvents(before: ListingState | undefined, after: ListingState): ListingEvent[] {
  const phase = phaseOf(after.status);
  if (before === undefined) return phase === 'on-market' ? [{ kind: 'new', price: after.price }] : [];
  const events: ListingEvent[] = [];
  const was = phaseOf(before.status);
  if (phase === 'on-market' && was !== 'on-market') events.push({ kind: 'back_on_market', price: after.price });
  if (phase === 'pending' && was !== 'pending') events.push({ kind: 'pending', price: after.price });
  if (phase === 'sold' && was !== 'sold') events.push({ kind: 'sold', price: after.price });
  if (phase === 'on-market' && before.price !== undefined && after.price !== undefined && after.price < before.price) {
    events.push({ kind: 'price_drop', price: after.price, previousPrice: before.price });
  }
  return events;
}

/**
 * Listing events are kept 30 days: alerts look back 8 at most (a weekly alert's week and a day), and
 * a month is enough to answer "why did this e-mail say that". What alerts reported of them goes too.
 */
export const LISTING_EVENT_DAYS = 30;

/** Deletes the listing events older than LISTING_EVENT_DAYS (and their alert_sends rows); answers how many. */
export async function purgeOldListingEvents(db: SqlQueryable): Promise<number> {
  return (await db.query(`DELETE FROM listing_events WHERE recorded_at < now() - interval '${LISTING_EVENT_DAYS} days' RETURNING id`)).length;
}
