import { LRUCache } from 'lru-cache';

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
export function cachedCalls<V extends object>({ ttlMs, max = 500, load, now }: CachedCallsOptions<V>): (key: string) => Promise<V> {
  if (ttlMs <= 0) return load;
  const cache = new LRUCache<string, V>({
    max,
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
