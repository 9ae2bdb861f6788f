import type { HotListing } from '@pcr/contracts';

/**
 * Where hot listings come from: bundled sample data by default, an external listing
 * provider when HOT_LISTINGS_URL is set. A failing provider throws `UpstreamError`
 * (../upstream/upstream-error.ts) and the route answers 502.
 */
export interface HotListingProvider {
  list(): Promise<HotListing[]>;
}
