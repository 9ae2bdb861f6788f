import { unstable_serialize, type Middleware } from 'swr';

/**
 * What a server-rendered page hands the browser so it hydrates from the very data it was rendered
 * with: no second request on load, and the same markup (a failed request renders as the same error).
 */
export interface InitialData {
  /** Answers by SWR key (`unstable_serialize` of the key). */
  fallback: Record<string, unknown>;
  /** Error messages by SWR key, for requests that failed on the server (e.g. a 404 neighborhood). */
  errors: Record<string, string>;
  /** The site's public address the page was rendered for (share images and links resolve against it). */
  siteUrl: string;
}

/** The id of the `<script type="application/json">` that carries the data. */
export const INITIAL_DATA_ELEMENT_ID = 'pcr-initial-data';

/** The data of a server-rendered page, or undefined for a page rendered in the browser only. */
export function readInitialData(document: Document): InitialData | undefined {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as InitialData;
}

/**
 * A request that failed on the server shows its error at once, on the server and while the browser
 * hydrates (no request on mount): the page stays as it was rendered, like SWR's fallback for data.
 */
export function initialErrors(errors: Record<string, string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const message = key === null ? undefined : errors[unstable_serialize(key)];
    const response = useSWRNext(key, fetcher, message === undefined ? config : { ...config, revalidateOnMount: false });
    if (message === undefined || response.data !== undefined || response.error !== undefined) return response;
    return { data: undefined, error: new Error(message), isLoading: false, isValidating: false, mutate: response.mutate };
  };
}
