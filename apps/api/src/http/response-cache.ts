import { LRUCache } from 'lru-cache';
import { approximateBytes, MB } from './byte-size.js';

/** The memory a response cache may fill when its owner names none (decision 0044). */
export const DEFAULT_RESPONSE_CACHE_BYTES = 16 * MB;

export interface ResponseCacheOptions<T = unknown> {
  /** How many answers are kept (the least recently used goes first). */
  max: number;
  /** How many bytes they may hold together (the least recently used go first); default DEFAULT_RESPONSE_CACHE_BYTES. */
  maxBytes?: number;
  /** The bytes one answer holds; default approximateBytes (its strings, buffers and objects). */
  sizeOf?: (value: T) => number;
  /** How long an answer is served without asking again. */
  freshMs: number;
  /** How much longer a stale answer may still be served while one refresh replaces it (0: never). */
  staleMs: number;
  /** Called when a background refresh fails (the stale answer stays until it is too old). */
  onRefreshError?: (key: string, error: unknown) => void;
}

export interface ResponseCache<T> {
  /**
   * The kept answer of `key`, or `load`'s. A fresh answer is served as it is; a stale one at once while
   * one background load replaces it; none, or one too old, is loaded while the caller waits. Callers
   * of one key share one load. `load` says whether what it made may be kept (`keep`).
   */
  get(key: string, load: () => Promise<{ value: T; keep: boolean }>): Promise<T>;
  /**
   * Replaces the kept answer `previous` (e.g. with a better compressed copy) without changing its age;
   * nothing when the key holds another answer by now (a refresh or a rebuild made a newer one).
   */
  replace(key: string, previous: T, value: T): void;
  /** The answer kept for `key` if it is still fresh or stale, without touching its place or its age. */
  peek(key: string): T | undefined;
  clear(): void;
  readonly size: number;
}

/**
 * The server's one cache of answers (rendered pages, and the provider answers behind them), on
 * lru-cache: bounded in entries and in bytes, with an age per entry; stale-while-revalidate and one
 * load per key on top. An answer larger than the whole byte bound is served but not kept.
 */
export function responseCache<T extends object>(options: ResponseCacheOptions<T>): ResponseCache<T> {
  const { freshMs, staleMs } = options;
  const sizeOf = options.sizeOf ?? approximateBytes;
  const cache = new LRUCache<string, T>({
    max: options.max,
    // Bounded in bytes too: a few large answers (pages) cannot fill the memory that `max` small ones would not.
    maxSize: options.maxBytes ?? DEFAULT_RESPONSE_CACHE_BYTES,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value) + key.length * 2)),
    ttl: freshMs + staleMs,
    updateAgeOnGet: false,
  });
  const loading = new Map<string, Promise<T>>();

  const loadOnce = (key: string, load: () => Promise<{ value: T; keep: boolean }>): Promise<T> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = load()
      .then(({ value, keep }) => {
        if (keep) cache.set(key, value);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  };

  return {
    async get(key, load) {
      const value = cache.get(key);
      if (value === undefined) return loadOnce(key, load);
      // Remaining life of fresh + stale: what is left beyond the stale window is freshness.
      if (cache.getRemainingTTL(key) < staleMs) loadOnce(key, load).catch((error: unknown) => options.onRefreshError?.(key, error));
      return value;
    },
    replace(key, previous, value) {
      if (cache.peek(key) === previous) cache.set(key, value, { noUpdateTTL: true });
    },
    peek(key) {
      return cache.peek(key);
    },
    clear() {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}
