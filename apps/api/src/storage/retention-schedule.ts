import { SUBSCRIPTION_CONFIRMATION_DAYS } from '@pcr/contracts';
import type { Logger } from '../logger.js';
import { errorFields } from '../logger.js';
import { daysBefore, monthsBefore, purgeExpiredLeads } from './lead-retention.js';
import { purgeOldListingEvents } from '../mls/listing-events.js';
import type { SqlClient } from './sql-client.js';

export interface RetentionConfig {
  /** Months after a person's latest lead before their leads go (0: never). */
  leadMonths: number;
  /** Days before spam goes (0: never). */
  spamDays: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const RETRY_MS = 60_000;
/** Far enough back to delete nothing: what a period of 0 (off) means. */
const NEVER = new Date(0);
const JOB = 'lead-retention';

/**
 * Takes this period's run of a job for the calling instance, or says another took it: one row per
 * job (scheduled_jobs, migration 005) moved forward atomically, so of several instances on one
 * PostgreSQL exactly one runs it per period, whichever asks first.
 */
export async function claimScheduledRun(db: SqlClient, name: string, periodMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO scheduled_jobs (name, last_run_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET last_run_at = now()
     WHERE scheduled_jobs.last_run_at <= now() - $2::float8 * interval '1 millisecond'
     RETURNING name`,
    [name, periodMs],
  );
  return rows.length > 0;
}

export interface RetentionScheduleOptions {
  /** How often a run is due (a day; tests use less). */
  periodMs?: number;
  /** Removes what the deleted leads leave outside the database (their .eml files); answers how many. */
  afterPurge?: () => Promise<number>;
}

/**
 * Keeps the privacy policy's retention promise without anyone having to remember a cron job: the
 * purge (expired leads and spam, when their periods are set, and subscriptions left unconfirmed for
 * 7 days, always) runs once a day, across all instances (each looks at start and then hourly whether today's
 * run is still to do). Returns a stop function for shutdown.
 */
export function startRetentionSchedule(
  db: SqlClient,
  config: RetentionConfig,
  logger: Logger,
  { periodMs = DAY_MS, afterPurge = async () => 0 }: RetentionScheduleOptions = {},
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const purgeIfDue = async () => {
    if (!(await claimScheduledRun(db, JOB, periodMs))) return;
    const now = new Date();
    let deleted;
    try {
      deleted = await purgeExpiredLeads(db, {
        contactCutoff: config.leadMonths === 0 ? NEVER : monthsBefore(now, config.leadMonths),
        spamCutoff: config.spamDays === 0 ? NEVER : daysBefore(now, config.spamDays),
        // Not a setting: the confirmation e-mail and the privacy policy promise it.
        unconfirmedCutoff: daysBefore(now, SUBSCRIPTION_CONFIRMATION_DAYS),
      });
    } catch (error) {
      // Give this period's run back, so the next look (by any instance) tries again.
      await db.query(`UPDATE scheduled_jobs SET last_run_at = '-infinity' WHERE name = $1`, [JOB]).catch(() => undefined);
      throw error;
    }
    const files = await afterPurge();
    if (deleted.leads + deleted.spam + deleted.unconfirmed + files > 0) logger.info('expired leads deleted', { ...deleted, files });
    // The MLS copy's events are not personal data, but they need not be kept for ever either.
    const listingEvents = await purgeOldListingEvents(db);
    if (listingEvents > 0) logger.info('old listing events deleted', { listingEvents });
  };
  let retry: NodeJS.Timeout | undefined;
  const tick = () => {
    clearTimeout(retry);
    running = purgeIfDue().catch((error: unknown) => {
      // Usually the database was away: look again soon rather than at the next hourly look.
      logger.warn('lead retention purge failed; tried again in a minute', errorFields(error));
      retry = setTimeout(tick, Math.min(periodMs, RETRY_MS));
      retry.unref();
    });
  };
  tick();
  const timer = setInterval(tick, Math.min(periodMs, HOUR_MS));
  timer.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(retry);
    await running;
    clearTimeout(retry);
  };
}
