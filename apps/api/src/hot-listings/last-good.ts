import type { HotListing } from '@pcr/contracts';
import { errorFields, type Logger } from '../logger.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { HotListingProvider } from './provider.js';

export interface LastGoodOptions {
  /** A kept answer younger than this is served without asking the provider. */
  refreshMs: number;
  /** A kept answer older than this is too old to show: the provider's failure goes through (502). */
  maxAgeMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Keeps a provider's last good answer (decision 0018): served as is for `refreshMs`; after that
 * the provider is asked again (concurrent callers share one request), and if it fails the kept
 * answer still stands in until it is `maxAgeMs` old. Listings carry the time they were received
 * (attribution.dataUpdatedAt), so the page says how old what it shows is.
 */
export function keepLastGood(provider: HotListingProvider, options: LastGoodOptions): HotListingProvider {
  const now = options.now ?? Date.now;
  let kept: { listings: HotListing[]; at: number } | undefined;
  let pending: Promise<HotListing[]> | undefined;

  const refresh = (): Promise<HotListing[]> =>
    (pending ??= provider
      .list()
      .then((listings) => {
        kept = { listings, at: now() };
        return listings;
      })
      .finally(() => {
        pending = undefined;
      }));

  return {
    async list() {
      if (kept && now() - kept.at < options.refreshMs) return kept.listings;
      try {
        return await refresh();
      } catch (error) {
        const ageMs = kept ? now() - kept.at : undefined;
        if (!kept || ageMs === undefined || ageMs >= options.maxAgeMs) throw error;
        const why = error instanceof UpstreamError ? { reason: error.reason, detail: error.detail } : errorFields(error);
        options.logger.warn('listing provider failed: serving the last good answer', { ...why, ageMs });
        return kept.listings;
      }
    },
  };
}
