import type { SqlClient } from '../storage/sql-client.js';
import { COPY, fromMs, ms } from './mls-copy-store.js';

/** One RESO OpenHouse record as the replication copies it: the record and the fields the table indexes. */
export interface CopiedOpenHouse {
  openHouseKey: string;
  listingKey: string;
  /** ModificationTimestamp, ms. */
  modifiedAt: number;
  /** OpenHouseEndTime, ms, where it parses: what the purge of ended ones goes by. */
  endsAt: number | undefined;
  record: Record<string, unknown>;
  /** Whether, copied for the first time, it is news for the home's alerts (public, active, not ended; not on the first copy). */
  announce?: boolean;
}

/** A held open house as the site maps it: the record and how often it changed. */
export interface StoredOpenHouse {
  record: Record<string, unknown>;
  sequence: number;
}

export interface AppliedOpenHouses {
  /** Open houses written (new, or newer than the one held). */
  changed: number;
  /** Open houses removed: ended long ago, or their listing left the copy. */
  removed: number;
}

/** The database side of the copy's open houses (migration 015): written by the instance whose turn it is, read by all. */
export interface MlsOpenHousesStore {
  /** The newest ModificationTimestamp read so far (ms), undefined before the first read. */
  highWater(): Promise<number | undefined>;
  /**
   * Writes the records of listings in the copy that are newer than the ones held (raising their
   * sequence), removes those that ended before `endedBefore` or whose listing left the copy, moves
   * the high water past every record read (other offices' too: they are not asked again) and the
   * copy's generation on when anything changed.
   */
  apply(records: readonly CopiedOpenHouse[], endedBefore: number, readFrom?: number): Promise<AppliedOpenHouses>;
  /** The held open houses of listings in the copy (whatever their status: the site picks the ones it shows). */
  records(): Promise<StoredOpenHouse[]>;
}

export function sqlMlsOpenHousesStore(db: SqlClient): MlsOpenHousesStore {
  return {
    async highWater() {
      const [row] = await db.query<{ high_water: number | null }>(`SELECT ${ms('open_houses_high_water')} AS high_water FROM mls_copy_state WHERE name = $1`, [COPY]);
      return row?.high_water ?? undefined;
    },

    async apply(records, endedBefore, readFrom) {
      return db.transaction(async (tx) => {
        const keys = JSON.stringify([...new Set(records.map((record) => record.listingKey))]);
        const inCopy = new Set(
          (await tx.query<{ listing_key: string }>('SELECT listing_key FROM mls_listings WHERE listing_key IN (SELECT jsonb_array_elements_text($1::jsonb))', [keys])).map(
            (row) => row.listing_key,
          ),
        );
        let changed = 0;
        for (const record of records) {
          // Another office's open house: the resource holds the whole MLS's, the copy keeps its listings'.
          if (!inCopy.has(record.listingKey)) continue;
          // The WHERE keeps the overlap of two passes (the same record again) and an older answer arriving
          // late from changing anything: the sequence moves only with a newer record.
          // xmax is 0 on a row this statement inserted: a first copy of this open house, not a change of one.
          const written = await tx.query<{ inserted: boolean }>(
            `INSERT INTO mls_open_houses (open_house_key, listing_key, record, modified_at, ends_at, copied_at)
             VALUES ($1, $2, $3::jsonb, ${fromMs('$4')}, ${fromMs('$5')}, now())
             ON CONFLICT (open_house_key) DO UPDATE SET listing_key = EXCLUDED.listing_key, record = EXCLUDED.record,
               modified_at = EXCLUDED.modified_at, ends_at = EXCLUDED.ends_at, sequence = mls_open_houses.sequence + 1, copied_at = now()
             WHERE mls_open_houses.modified_at < EXCLUDED.modified_at
             RETURNING (xmax = 0) AS inserted`,
            [record.openHouseKey, record.listingKey, JSON.stringify(record.record), record.modifiedAt, record.endsAt ?? null],
          );
          changed += written.length;
          // A new open house of a home is news for its alerts (migration 016): an event, once per home and time stamp.
          if (record.announce && written[0]?.inserted === true) {
            await tx.query(
              `INSERT INTO listing_events (listing_key, kind, modified_at) VALUES ($1, 'open_house', ${fromMs('$2')})
               ON CONFLICT (listing_key, kind, modified_at) DO NOTHING`,
              [record.listingKey, record.modifiedAt],
            );
          }
        }
        // An end that did not parse: by the last change instead, so such a record does not stay for ever.
        const removed = await tx.query(
          `DELETE FROM mls_open_houses
           WHERE coalesce(ends_at, modified_at) < ${fromMs('$1')} OR listing_key NOT IN (SELECT listing_key FROM mls_listings)
           RETURNING open_house_key`,
          [endedBefore],
        );
        // A pass that read nothing still moves the high water to where it read from: the next pass is then
        // not a first copy (whose open houses are no news), though the MLS had none at first.
        const newest = records.reduce<number | null>((max, record) => (max === null || record.modifiedAt > max ? record.modifiedAt : max), readFrom ?? null);
        await tx.query(
          `UPDATE mls_copy_state
           SET open_houses_high_water = CASE WHEN $2::float8 IS NULL THEN open_houses_high_water
                 ELSE greatest(coalesce(open_houses_high_water, ${fromMs('$2')}), ${fromMs('$2')}) END,
               generation = generation + $3
           WHERE name = $1`,
          [COPY, newest, changed + removed.length > 0 ? 1 : 0],
        );
        return { changed, removed: removed.length };
      });
    },

    async records() {
      // Joined with the listings: one that left the copy takes its open houses along even before the purge.
      const rows = await db.query<{ record: string; sequence: number }>(
        `SELECT o.record::text AS record, o.sequence FROM mls_open_houses o JOIN mls_listings l ON l.listing_key = o.listing_key ORDER BY o.open_house_key`,
      );
      return rows.map((row) => ({ record: JSON.parse(row.record) as Record<string, unknown>, sequence: Number(row.sequence) }));
    },
  };
}
