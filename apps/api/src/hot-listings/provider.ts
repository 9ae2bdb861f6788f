import type { HotListing } from '@pcr/contracts';

/**
 * Where hot listings come from: bundled sample data by default, an external listing
 * provider when HOT_LISTINGS_URL is set. The route answers 502 on any failure.
 */
export interface HotListingProvider {
  list(): Promise<HotListing[]>;
}

export type ProviderFailure = 'network' | 'timeout' | 'status' | 'invalid';

/** Thrown by providers; `detail` is for the logs only (the client gets a fixed message). */
export class HotListingProviderError extends Error {
  override name = 'HotListingProviderError';
  constructor(
    readonly reason: ProviderFailure,
    readonly detail: string,
  ) {
    super(`Hot listing provider failed (${reason}): ${detail}`);
  }
}
