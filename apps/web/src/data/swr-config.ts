import type { SWRConfiguration } from 'swr';

/**
 * SWR exactly as spec section 7 says: no retry, data never stale, no refetch on focus
 * or reconnect, no polling. Configured once for the whole app.
 */
export const swrConfig = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
} satisfies SWRConfiguration;
