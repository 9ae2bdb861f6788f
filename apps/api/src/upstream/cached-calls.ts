import { LRUCache } from 'lru-cache';
import { approximateBytes, MB } from '../http/byte-size.js';

/** The memory one kind of provider call's kept answers may fill (decision 0044). */
export const PROVIDER_ANSWER_BYTES = 4 * MB;

/** What an HTTP provider adapter (hot listings, city guides) takes besides its URL and timeout. */
export interface ProviderAdapterOptions {
  /** How long an answer is served again (UPSTREAM_ANSWER_TTL_MS); default 0: every call asks the provider. */
  answerTtlMs?: number;
  fetchImpl?: typeof fetch;
  /** The clock of the kept answers (tests move it instead of waiting). */
  now?: () => number;
}

export interface CachedCallsOptions<V> {
  /** How long an answer is served again before the provider is asked anew; 0: every call asks. */
  ttlMs: number;
  /** Keys kept at most, least recently used dropped first: unknown slugs cannot grow it without end. */
  max?: number;
  /** Bytes the kept answers may hold together (approximateBytes), least recently used dropped first; an answer larger than all of it is not kept. */
  maxBytes?: number;
  /** The provider call; it resolves to the answer (a "no such thing" included) or rejects. */
  load: (key: string) => Promise<V>;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

/**
 * A provider call behind one small cache (lru-cache): an answer, a 404's "no such thing" included,
 * is served again for `ttlMs`; concurrent calls for one key share one request; a failure is not
 * kept, so the next call asks again. In the provider adapters themselves, so every caller (the API,
 * the pages, the sitemap) is covered, whatever URL it was asked by.
 */
export function cachedCalls<V extends object>({ ttlMs, max = 500, maxBytes = PROVIDER_ANSWER_BYTES, load, now }: CachedCallsOptions<V>): (key: string) => Promise<V> {
  if (ttlMs <= 0) return load;
  const cache = new LRUCache<string, V>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => approximateBytes(answer) + key.length * 2,
    ttl: ttlMs,
    ttlResolution: 0,
    fetchMethod: (key) => load(key),
    ...(now ? { perf: { now } } : {}),
  });
  return async (key) => {
    const answer = await cache.fetch(key);
    // fetch() answers undefined only when the load does, and `load` always answers or rejects.
    if (answer === undefined) throw new Error(`no answer cached for ${key}`);
    return answer;
  };
}
