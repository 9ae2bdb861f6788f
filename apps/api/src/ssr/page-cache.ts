/**
 * A small shared cache with stale-while-revalidate: a fresh entry is served as it is; a stale one is
 * served at once while one background load replaces it; an entry older than that, or none, is loaded
 * while the caller waits. Concurrent callers of one key share one load, so a slow source is asked once,
 * not once per visitor. Bounded: the least recently used entry goes first.
 */
export interface SharedCacheOptions<T> {
  /** How long an entry is served without asking again. */
  freshMs: number;
  /** How much longer a stale entry may still be served while it is refreshed. */
  staleMs: number;
  maxEntries: number;
  /** Whether a loaded value may be kept (e.g. not a page rendered while a provider was down). */
  keep: (value: T) => boolean;
  now?: () => number;
  /** Called when a background refresh fails (the stale entry stays until it expires). */
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value: T;
  loadedAt: number;
}

export interface SharedCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function sharedCache<T>(options: SharedCacheOptions<T>): SharedCache<T> {
  const { freshMs, staleMs, maxEntries, keep, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();

  const store = (key: string, value: T) => {
    if (!keep(value)) return;
    entries.delete(key);
    entries.set(key, { value, loadedAt: now() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const loadOnce = (key: string, load: () => Promise<T>): Promise<T> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = load().then(
      (value) => {
        store(key, value);
        return value;
      },
    ).finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  };

  return {
    async get(key, load) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
      if (entry && age <= freshMs + staleMs) {
        // Most recently used last: the eviction order.
        entries.delete(key);
        entries.set(key, entry);
        if (age > freshMs) loadOnce(key, load).catch((error: unknown) => options.onRefreshError?.(key, error));
        return entry.value;
      }
      return loadOnce(key, load);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
