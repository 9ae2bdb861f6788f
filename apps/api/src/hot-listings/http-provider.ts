import { HotListingSchema } from '@pcr/contracts';
import { arrayOf, fetchUpstream } from '../upstream/fetch-json.js';
import type { HotListingProvider } from './provider.js';

const HotListingsSchema = arrayOf(HotListingSchema, 'hot listings');

/** Fetches the listings from an external provider (a JSON array in the contract's shape). */
export function httpProvider(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): HotListingProvider {
  return {
    list: () => fetchUpstream(url, { schema: HotListingsSchema, timeoutMs, fetchImpl }),
  };
}
