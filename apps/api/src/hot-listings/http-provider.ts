import { HotListingSchema } from '@pcr/contracts';
import { cachedCalls, type ProviderAdapterOptions } from '../upstream/cached-calls.js';
import { arrayOf, fetchUpstream } from '../upstream/fetch-json.js';
import type { HotListingProvider } from './provider.js';

const HotListingsSchema = arrayOf(HotListingSchema, 'hot listings');

/** Fetches the listings from an external provider (a JSON array in the contract's shape), one request per TTL. */
export function httpProvider(url: string, timeoutMs: number, options: ProviderAdapterOptions = {}): HotListingProvider {
  const { answerTtlMs = 0, fetchImpl = fetch, now } = options;
  const listings = cachedCalls({ ttlMs: answerTtlMs, max: 1, now, load: () => fetchUpstream(url, { schema: HotListingsSchema, timeoutMs, fetchImpl }) });
  return { list: () => listings('list') };
}
