import type { Logger } from '../logger.js';
import type { StandardSchema } from '../standard-schema.js';
import { parseUpstreamJson, requestUpstream, type UpstreamAnswer } from '../upstream/fetch-json.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { TokenSource } from './client-credentials.js';

export interface ResoFeedOptions {
  /** The OData service root; resources are `{serviceUrl}/{Resource}`. */
  serviceUrl: string;
  tokens: TokenSource;
  /** Pages followed through @odata.nextLink at most, however few records they held. */
  maxPages: number;
  /** Per request (token, each page). */
  timeoutMs: number;
  logger: Logger;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** Raw records of one OData query, paged; any failure is an `UpstreamError`. */
export interface ResoFeed {
  /** The records `queryUrl` answers, following @odata.nextLink until `wanted` records or `maxPages` pages. */
  records(queryUrl: string, wanted: number): Promise<unknown[]>;
  /** As `records`, and whether the answer ended there (`complete`) or more pages remained. */
  recordsAndEnd(queryUrl: string, wanted: number): Promise<{ records: unknown[]; complete: boolean }>;
  /**
   * Every record `queryUrl` answers, following @odata.nextLink to the end; an `UpstreamError` when
   * the paging stops before it (`maxPages`, RESO_MAX_PAGES by default, or a foreign next link): a partial list would read as
   * listings that have left the MLS.
   */
  allRecords(queryUrl: string, maxPages?: number): Promise<unknown[]>;
}

/** An OData collection page: `value` and, when there is more, `@odata.nextLink`. */
interface ODataPage {
  value: unknown[];
  nextLink: string | undefined;
}

const ODataPageSchema: StandardSchema<ODataPage> = {
  '~standard': {
    validate(value) {
      const page = value as Partial<Record<string, unknown>> | null;
      if (typeof page !== 'object' || page === null || !Array.isArray(page.value)) return { issues: [{ message: 'Expected an OData collection with a value array' }] };
      const next = page['@odata.nextLink'];
      if (next !== undefined && next !== null && typeof next !== 'string') return { issues: [{ message: 'Expected a string', path: ['@odata.nextLink'] }] };
      return { value: { value: page.value, nextLink: typeof next === 'string' && next !== '' ? next : undefined } };
    },
  },
};

/** MLS pages with expanded Media are larger than our other upstreams' answers. */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;
/** A 429 without a usable Retry-After still keeps us away this long. */
const DEFAULT_RETRY_AFTER_MS = 60_000;
/**
 * The longest a 429 keeps us away: a real rate limit is met (one request an hour costs the MLS
 * nothing, and it can say "wait" again), while a huge or mistaken value cannot switch the feed
 * off for days; the last good listings stand in meanwhile (RESO_MAX_AGE_MS, 12 h by default).
 */
export const MAX_RETRY_AFTER_MS = 3_600_000;

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3), as a wait in ms (not capped). */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/**
 * The RESO Web API as a source of records (decision 0018): bearer token from the client-credentials
 * grant (one new token and one more try on a 401), a 429's Retry-After kept up to an hour (nothing is
 * asked before it has passed), redirects refused, pages followed only on the service's own origin. One
 * feed per MLS connection, so the hot listings and the agency's own listings share its token and its
 * "not before".
 */
export function resoFeed(options: ResoFeedOptions): ResoFeed {
  const { tokens, logger } = options;
  const now = options.now ?? Date.now;
  const serviceOrigin = new URL(options.serviceUrl).origin;
  /** After a 429: no request before this time (the MLS asked us to wait). */
  let notBefore = 0;

  const get = async (url: string, token: string): Promise<UpstreamAnswer> =>
    requestUpstream(url, {
      headers: { authorization: `Bearer ${token}`, 'odata-version': '4.0' },
      // A redirect would carry the bearer token to wherever it points.
      redirect: 'error',
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_PAGE_BYTES,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    });

  /** One page; a 401 gets one new token and one more try (the token may have been revoked early). */
  const fetchPage = async (url: string): Promise<ODataPage> => {
    let token = await tokens.token();
    let answer = await get(url, token);
    if (answer.status === 401) {
      tokens.invalidate(token);
      token = await tokens.token();
      answer = await get(url, token);
      if (answer.status === 401) throw new UpstreamError('status', 'HTTP 401 with a new token');
    }
    if (answer.status === 429) {
      const askedMs = retryAfterMs(answer.headers.get('retry-after'), now());
      const waitMs = Math.min(askedMs, MAX_RETRY_AFTER_MS);
      notBefore = now() + waitMs;
      const capped = waitMs < askedMs ? `; waiting ${waitMs / 1000} s, the longest we wait` : '';
      throw new UpstreamError('status', `HTTP 429: asked to wait ${Math.ceil(askedMs / 1000)} s${capped}`);
    }
    if (answer.status < 200 || answer.status > 299) throw new UpstreamError('status', `HTTP ${answer.status}`);
    return parseUpstreamJson(answer.text, ODataPageSchema);
  };

  /** Pages of `queryUrl` until `wanted` records, the last page or `maxPages`; `complete` when it reached the last page. */
  const collect = async (queryUrl: string, wanted: number, maxPages = options.maxPages): Promise<{ records: unknown[]; complete: boolean }> => {
    if (now() < notBefore) throw new UpstreamError('status', `rate limited by the MLS for ${Math.ceil((notBefore - now()) / 1000)} s more`);
    const records: unknown[] = [];
    let url: string | undefined = queryUrl;
    for (let pages = 0; url !== undefined && pages < maxPages && records.length < wanted; pages++) {
      const page = await fetchPage(url);
      records.push(...page.value);
      const next: URL | undefined = page.nextLink === undefined ? undefined : new URL(page.nextLink, url);
      // Our bearer token goes to the MLS only, never to a host a page names.
      if (next && next.origin !== serviceOrigin) {
        logger.warn('MLS paging stopped: @odata.nextLink leaves the service', { nextOrigin: next.origin });
        return { records, complete: false };
      }
      url = next?.href;
    }
    return { records, complete: url === undefined };
  };

  return {
    records: async (queryUrl, wanted) => (await collect(queryUrl, wanted)).records,
    recordsAndEnd: (queryUrl, wanted) => collect(queryUrl, wanted),
    async allRecords(queryUrl, maxPages = options.maxPages) {
      const { records, complete } = await collect(queryUrl, Number.POSITIVE_INFINITY, maxPages);
      if (!complete) throw new UpstreamError('invalid', `the MLS answer did not end within ${maxPages} pages`);
      return records;
    },
  };
}
