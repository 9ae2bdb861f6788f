import type { Property } from '@pcr/contracts';
import { errorFields, type Logger } from '../logger.js';

export interface OwnListingsReplicaOptions {
  /** The agency's listings as the MLS answers them now; rejects when it cannot. */
  load: () => Promise<Property[]>;
  /** Asked again this often (RESO_REFRESH_MS). */
  refreshMs: number;
  /** Shown at most this long after the last answer (RESO_MAX_AGE_MS); then none are shown. */
  maxAgeMs: number;
  /** The listings shown changed: kept answers built from the old ones must go. */
  onChange: () => void;
  logger: Logger;
  now?: () => number;
}

export interface OwnListingsReplica {
  /** The listings shown now. */
  current(): readonly Property[];
  /** Whether the MLS has answered recently enough for `current()` to be the truth (else it is empty). */
  available(): boolean;
  /** Asks the MLS now (a second call while one runs shares it); never rejects. */
  refresh(): Promise<void>;
  /** Asks every `refreshMs` in the background until stopped. */
  start(): void;
  stop(): void;
}

/**
 * The agency's own listings, copied from the MLS and kept in memory (decision 0020): every page and
 * API answer reads the copy synchronously, as it reads the bundled content, and the MLS is asked in
 * the background, never while a visitor waits. When the MLS fails the copy stays until it is
 * `maxAgeMs` old (the MLS's freshness rule), then the site shows none rather than stale ones.
 */
export function ownListingsReplica(options: OwnListingsReplicaOptions): OwnListingsReplica {
  const { logger } = options;
  const now = options.now ?? Date.now;
  let listings: readonly Property[] = [];
  let answeredAt: number | undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const replace = (next: readonly Property[]) => {
    if (JSON.stringify(next) === JSON.stringify(listings)) return;
    listings = next;
    options.onChange();
  };

  const refreshOnce = async () => {
    try {
      const loaded = await options.load();
      answeredAt = now();
      replace(loaded);
      logger.info('own listings refreshed from the MLS', { listings: loaded.length });
    } catch (error) {
      const age = answeredAt === undefined ? undefined : now() - answeredAt;
      if (age === undefined || age > options.maxAgeMs) {
        if (listings.length > 0) logger.error('own listings too old to show: none are shown until the MLS answers', { ageMs: age, ...errorFields(error) });
        else logger.error('own listings unavailable: the MLS did not answer', errorFields(error));
        answeredAt = undefined;
        replace([]);
      } else {
        logger.warn('own listings kept: the MLS did not answer', { ageMs: age, ...errorFields(error) });
      }
    }
  };

  const available = () => answeredAt !== undefined && now() - answeredAt <= options.maxAgeMs;
  return {
    // Between the age limit and the next failed refresh the copy is already too old to show.
    current: () => (available() ? listings : []),
    available,
    refresh() {
      running ??= refreshOnce().finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void this.refresh(), Math.max(1000, options.refreshMs));
      // The process may end while the timer waits (tests, shutdown).
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
