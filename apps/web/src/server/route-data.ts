import { unstable_serialize } from 'swr';
import type { SiteApi } from '../api/site-api.js';
import { fetchQuery, type QueryKey } from '../data/query-keys.js';
import type { LoadedQuery, RouteData } from '../routes/route-types.js';

/** What a page's requests answered, by SWR key: the render's fallback and errors, and each answer's HTTP status. */
export interface LoadedData extends RouteData {
  fallback: Record<string, unknown>;
  errors: Record<string, string>;
}

/** The HTTP status an API function's error carries (the city request wraps its error in `cause`). */
function httpStatusOf(error: unknown): number | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('status' in e && typeof e.status === 'number') return e.status;
  }
  return undefined;
}

/**
 * The server's loader: makes a page's requests through the same API functions SWR calls in the
 * browser, each key once, and keeps what they answered as SWR's fallback (and errors, rendered as
 * the browser would render them).
 */
export function createLoadedData(api: SiteApi): LoadedData {
  const fallback: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const statuses = new Map<string, number | undefined>();
  const pending = new Map<string, Promise<LoadedQuery<unknown>>>();

  const load = <T,>(key: readonly unknown[]): Promise<LoadedQuery<T>> => {
    const serialized = unstable_serialize(key);
    let loading = pending.get(serialized);
    if (!loading) {
      loading = fetchQuery(api, key as QueryKey).then(
        (value): LoadedQuery<unknown> => {
          fallback[serialized] = value;
          statuses.set(serialized, 200);
          return { ok: true, value };
        },
        (error: unknown): LoadedQuery<unknown> => {
          const message = error instanceof Error ? error.message : String(error);
          const status = httpStatusOf(error);
          errors[serialized] = message;
          statuses.set(serialized, status);
          return { ok: false, message, status };
        },
      );
      pending.set(serialized, loading);
    }
    return loading as Promise<LoadedQuery<T>>;
  };

  return {
    fallback,
    errors,
    load,
    loadAll: (keys) => Promise.all(keys.map((key) => load(key))),
    httpStatus: (key) => statuses.get(unstable_serialize(key)),
  };
}
