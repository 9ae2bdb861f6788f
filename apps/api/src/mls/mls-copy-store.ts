import type { SqlClient, SqlQueryable } from '../storage/sql-client.js';
import { listingEvents, type ListingEvent } from './listing-events.js';

/** One RESO record as the replication copies it: the record itself and the fields the copy indexes. */
export interface CopiedRecord {
  listingKey: string;
  status: string;
  price: number | undefined;
  /** ModificationTimestamp, ms. */
  modifiedAt: number;
  record: Record<string, unknown>;
}

/** Where the replication stands (migration 007). Times in ms. */
export interface CopyState {
  highWater: number | undefined;
  answeredAt: number | undefined;
  keysCheckedAt: number | undefined;
  generation: number;
}

export interface AppliedChanges {
  /** Listings written (new or changed). */
  changed: number;
  /** Events recorded now (a record seen again in the overlap records none). */
  events: number;
}

/** The database side of the MLS copy: read by every instance, written by the one whose turn it is. */
export interface MlsCopyStore {
  state(): Promise<CopyState>;
  /**
   * Takes the replication's turn for `instance` for at most `leaseMs`, unless another instance holds
   * it (its own, not given back when the database went away, it may take again) or a pass started less than `minGapMs` ago (instances ticking at the same period take turns,
   * not one pass each); answers whether it got it.
   */
  takeTurn(instance: string, leaseMs: number, minGapMs: number): Promise<boolean>;
  endTurn(instance: string): Promise<void>;
  /**
   * Writes records newer than the copy's, with their events unless `withEvents` is false (the
   * first copy: nothing in it is news), and notes that the MLS answered at `answeredAt`.
   */
  apply(records: readonly CopiedRecord[], answeredAt: number, withEvents: boolean): Promise<AppliedChanges>;
  /** Removes every listing whose key the MLS no longer publishes; answers how many went. */
  keepOnly(keys: readonly string[], checkedAt: number): Promise<number>;
  /** The copied records in these statuses (the public ones), most recently changed first. */
  records(statuses: readonly string[]): Promise<Record<string, unknown>[]>;
}

/** One copy per name: the agency's office listings today (its open houses share its state row: mls-open-houses-store.ts). */
export const COPY = 'own-listings';
/** A timestamptz column as ms, and a parameter in ms as a timestamptz (NULL stays NULL). */
export const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
export const fromMs = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

interface StateRow {
  high_water: number | null;
  answered_at: number | null;
  keys_checked_at: number | null;
  generation: string | number;
  [column: string]: unknown;
}

interface HeldRow {
  listing_key: string;
  standard_status: string;
  list_price: number | null;
  modified_at: number;
  [column: string]: unknown;
}

const optional = (value: number | null) => (value === null ? undefined : value);

async function ensureState(db: SqlQueryable): Promise<void> {
  await db.query('INSERT INTO mls_copy_state (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [COPY]);
}

async function recordEvent(tx: SqlQueryable, listingKey: string, event: ListingEvent, modifiedAt: number): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO listing_events (listing_key, kind, price, previous_price, modified_at)
     VALUES ($1, $2, $3, $4, ${fromMs('$5')})
     ON CONFLICT (listing_key, kind, modified_at) DO NOTHING RETURNING id`,
    [listingKey, event.kind, event.price ?? null, event.previousPrice ?? null, modifiedAt],
  );
  return rows.length;
}

export function sqlMlsCopyStore(db: SqlClient): MlsCopyStore {
  let ready: Promise<void> | undefined;
  const prepared = () => (ready ??= ensureState(db).catch((error: unknown) => ((ready = undefined), Promise.reject(error))));

  return {
    async state() {
      await prepared();
      const [row] = await db.query<StateRow>(
        `SELECT ${ms('high_water')} AS high_water, ${ms('answered_at')} AS answered_at, ${ms('keys_checked_at')} AS keys_checked_at, generation
         FROM mls_copy_state WHERE name = $1`,
        [COPY],
      );
      return {
        highWater: optional(row?.high_water ?? null),
        answeredAt: optional(row?.answered_at ?? null),
        keysCheckedAt: optional(row?.keys_checked_at ?? null),
        generation: Number(row?.generation ?? 0),
      };
    },

    async takeTurn(instance, leaseMs, minGapMs) {
      await prepared();
      const rows = await db.query(
        `UPDATE mls_copy_state
         SET leased_by = $2, lease_until = now() + $3::float8 * interval '1 millisecond', pass_started_at = now()
         WHERE name = $1
           AND (lease_until IS NULL OR lease_until < now() OR leased_by = $2)
           AND (pass_started_at IS NULL OR pass_started_at <= now() - $4::float8 * interval '1 millisecond')
         RETURNING name`,
        [COPY, instance, leaseMs, minGapMs],
      );
      return rows.length > 0;
    },

    async endTurn(instance) {
      await db.query('UPDATE mls_copy_state SET leased_by = NULL, lease_until = NULL WHERE name = $1 AND leased_by = $2', [COPY, instance]);
    },

    async apply(records, answeredAt, withEvents) {
      await prepared();
      return db.transaction(async (tx) => {
        const keys = JSON.stringify(records.map((record) => record.listingKey));
        const held = await tx.query<HeldRow>(
          `SELECT listing_key, standard_status, list_price::float8 AS list_price, ${ms('modified_at')} AS modified_at
           FROM mls_listings WHERE listing_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
          [keys],
        );
        const before = new Map(held.map((row) => [row.listing_key, row]));
        let changed = 0;
        let events = 0;
        for (const record of records) {
          const old = before.get(record.listingKey);
          // The overlap of two passes, or an older answer arriving late: nothing new.
          if (old && old.modified_at >= record.modifiedAt) continue;
          await tx.query(
            `INSERT INTO mls_listings (listing_key, record, standard_status, list_price, modified_at, copied_at)
             VALUES ($1, $2::jsonb, $3, $4, ${fromMs('$5')}, now())
             ON CONFLICT (listing_key) DO UPDATE SET record = EXCLUDED.record, standard_status = EXCLUDED.standard_status,
               list_price = EXCLUDED.list_price, modified_at = EXCLUDED.modified_at, copied_at = now()`,
            [record.listingKey, JSON.stringify(record.record), record.status, record.price ?? null, record.modifiedAt],
          );
          changed++;
          if (!withEvents) continue;
          const previous = old && { status: old.standard_status, price: optional(old.list_price) };
          for (const event of listingEvents(previous, { status: record.status, price: record.price })) {
            events += await recordEvent(tx, record.listingKey, event, record.modifiedAt);
          }
          before.set(record.listingKey, { listing_key: record.listingKey, standard_status: record.status, list_price: record.price ?? null, modified_at: record.modifiedAt });
        }
        const newest = records.reduce<number | null>((max, record) => (max === null || record.modifiedAt > max ? record.modifiedAt : max), null);
        await tx.query(
          `UPDATE mls_copy_state
           SET high_water = CASE WHEN $2::float8 IS NULL THEN high_water ELSE greatest(coalesce(high_water, ${fromMs('$2')}), ${fromMs('$2')}) END,
               answered_at = ${fromMs('$3')},
               generation = generation + $4
           WHERE name = $1`,
          [COPY, newest, answeredAt, changed > 0 ? 1 : 0],
        );
        return { changed, events };
      });
    },

    async keepOnly(keys, checkedAt) {
      await prepared();
      return db.transaction(async (tx) => {
        const removed = await tx.query(
          `DELETE FROM mls_listings WHERE listing_key NOT IN (SELECT jsonb_array_elements_text($1::jsonb)) RETURNING listing_key`,
          [JSON.stringify(keys)],
        );
        await tx.query(`UPDATE mls_copy_state SET keys_checked_at = ${fromMs('$2')}, generation = generation + $3 WHERE name = $1`, [
          COPY,
          checkedAt,
          removed.length > 0 ? 1 : 0,
        ]);
        return removed.length;
      });
    },

    async records(statuses) {
      const rows = await db.query<{ record: string }>(
        `SELECT record::text AS record FROM mls_listings
         WHERE standard_status IN (SELECT jsonb_array_elements_text($1::jsonb))
         ORDER BY modified_at DESC, listing_key`,
        [JSON.stringify(statuses)],
      );
      return rows.map((row) => JSON.parse(row.record) as Record<string, unknown>);
    },
  };
}
