import { errorFields, type Logger } from '../logger.js';
import type { SqlClient } from '../storage/sql-client.js';
import { queueDueAlerts, type AlertMatchingSource } from './alert-matching.js';

/** How often every instance looks for due alerts: an instant alert's e-mail waits at most this long after its batch is due. */
export const ALERT_LOOK_EVERY_MS = 60_000;

export interface AlertRunner {
  /** The MLS copy changed (new events): look now rather than at the next minute. */
  wake(): void;
  stop(): Promise<void>;
}

export interface AlertRunnerOptions {
  lookEveryMs?: number;
  /** E-mails were queued: wake the mail dispatcher. */
  onQueued: () => void;
}

/**
 * Runs the alert matching (alert-matching.ts) in the background of every instance: at start, every
 * minute, and when the MLS copy changed. Runs never overlap within an instance; across instances
 * the alerts' row locks share the work. A failed run (the database away) is logged and tried at the next look.
 */
export function startAlertRunner(db: SqlClient, source: AlertMatchingSource, logger: Logger, options: AlertRunnerOptions): AlertRunner {
  const lookEveryMs = options.lookEveryMs ?? ALERT_LOOK_EVERY_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const queued = await queueDueAlerts(db, source);
          if (queued.emails > 0) {
            logger.info('alert e-mails queued', { ...queued });
            options.onQueued();
          }
        } catch (error) {
          if (!stopped) logger.warn('alert run failed; tried again at the next look', errorFields(error));
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), lookEveryMs);
  timer.unref();
  return {
    wake: () => {
      if (!stopped) void run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
