import type { Logger } from '../logger.js';
import { errorFields } from '../logger.js';
import { daysBefore, monthsBefore, purgeExpiredLeads } from './lead-retention.js';
import type { SqlClient } from './sql-client.js';

export interface RetentionConfig {
  /** Months after a person's latest lead before their leads go (0: never). */
  leadMonths: number;
  /** Days before spam goes (0: never). */
  spamDays: number;
}

const DAY_MS = 86_400_000;
/** Far enough back to delete nothing: what a period of 0 (off) means. */
const NEVER = new Date(0);

/**
 * Keeps the privacy policy's retention promise without anyone having to remember a cron job: the
 * server purges expired leads at start and then once a day. Returns a stop function for shutdown.
 */
export function startRetentionSchedule(db: SqlClient, config: RetentionConfig, logger: Logger, intervalMs = DAY_MS): () => Promise<void> {
  if (config.leadMonths === 0 && config.spamDays === 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    const now = new Date();
    running = purgeExpiredLeads(db, {
      contactCutoff: config.leadMonths === 0 ? NEVER : monthsBefore(now, config.leadMonths),
      spamCutoff: config.spamDays === 0 ? NEVER : daysBefore(now, config.spamDays),
    })
      .then((deleted) => {
        if (deleted.leads + deleted.spam > 0) logger.info('expired leads deleted', { ...deleted });
      })
      .catch((error: unknown) => logger.warn('lead retention purge failed; next try in a day', errorFields(error)));
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
