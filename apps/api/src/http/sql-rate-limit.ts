import { createHash } from 'node:crypto';
import type { SqlClient } from '../storage/sql-client.js';
import type { RateLimiter } from './rate-limit.js';

/** Taken (try-lock) by the one instance sweeping idle keys at a time. */
const SWEEP_LOCK = 4_815_162_342;

const WINDOW = `now() - $2::float8 * interval '1 millisecond'`;

/**
 * The same sliding-window log as the in-memory limiter, kept in PostgreSQL (rate_limit_windows,
 * migration 005) so every instance counts the same attempts. One statement per attempt, one round
 * trip: an upsert of the key's row, which PostgreSQL locks and re-reads at its latest version
 * when two attempts of one client race (on any instance), drops the times that left the window
 * and appends this one only while fewer than `max` remain. Allowed when the newest time is this
 * statement's own. Now and then one instance deletes the rows of keys idle for a whole window.
 */
export function sqlRateLimiter(db: SqlClient, options: { max: number; windowMs: number; random?: () => number }): RateLimiter {
  const { max, windowMs } = options;
  const random = options.random ?? Math.random;
  return {
    async hit(key) {
      const hashed = createHash('sha256').update(key).digest('hex');
      const [row] = await db.query<{ allowed: boolean; retry_ms: number | null }>(
        `INSERT INTO rate_limit_windows AS w (key, hits) VALUES ($1, ARRAY[now()])
         ON CONFLICT (key) DO UPDATE SET hits = (
           SELECT CASE WHEN count(*) < $3 THEN coalesce(array_agg(h ORDER BY h), '{}') || now()
                       ELSE array_agg(h ORDER BY h) END
           FROM unnest(w.hits) AS h WHERE h > ${WINDOW}
         )
         RETURNING w.hits[cardinality(w.hits)] = now() AS allowed,
           (extract(epoch FROM w.hits[1] + $2::float8 * interval '1 millisecond' - now()) * 1000)::float8 AS retry_ms`,
        [hashed, windowMs, max],
      );
      if (random() < 0.02) {
        // Housekeeping: a failure here must not fail the client's request; the next sweep catches up.
        await db
          .transaction(async (tx) => {
            const [lock] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [SWEEP_LOCK]);
            if (lock?.ok) await tx.query(`DELETE FROM rate_limit_windows WHERE hits[cardinality(hits)] <= now() - $1::float8 * interval '1 millisecond'`, [windowMs]);
          })
          .catch(() => undefined);
      }
      if (row?.allowed) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(1, Number(row?.retry_ms ?? windowMs)) };
    },
  };
}
