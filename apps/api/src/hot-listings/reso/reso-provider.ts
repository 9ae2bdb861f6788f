import type { HotListing } from '@pcr/contracts';
import type { Logger } from '../../logger.js';
import type { StandardSchema } from '../../standard-schema.js';
import { parseUpstreamJson, requestUpstream, type UpstreamAnswer } from '../../upstream/fetch-json.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import type { HotListingProvider } from '../provider.js';
import type { TokenSource } from './client-credentials.js';
import { propertyQueryUrl } from './odata-query.js';
import { mapResoProperty } from './reso-listing.js';

export interface ResoProviderOptions {
  /** The OData service root; the resource is `{serviceUrl}/Property`. */
  serviceUrl: string;
  tokens: TokenSource;
  publicStatuses: readonly string[];
  /** Listings wanted ($top). */
  maxListings: number;
  /** Pages followed through @odata.nextLink at most, however few listings they held. */
  maxPages: number;
  /** Per request (token, each page). */
  timeoutMs: number;
  disclaimer: string;
  mediaOrigins: readonly string[];
  logger: Logger;
  fetchImpl?: typeof fetch;
  now?: () => number;
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

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3), as a wait in ms. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

/**
 * Hot listings from an MLS over the RESO Web API (decision 0018): the public statuses only, the
 * fields it maps, newest changes first, photos expanded; pages followed up to `maxPages`; a record
 * the site cannot show is skipped with a log line. Any failure is an `UpstreamError` (the caller,
 * keepLastGood, decides whether the last good answer still stands in).
 */
export function resoProvider(options: ResoProviderOptions): HotListingProvider {
  const { tokens, logger } = options;
  const now = options.now ?? Date.now;
  const serviceOrigin = new URL(options.serviceUrl).origin;
  /** After a 429: no request before this time (the MLS asked us to wait). */
  let notBefore = 0;

  const get = async (url: string, token: string): Promise<UpstreamAnswer> =>
    requestUpstream(url, {
      headers: { authorization: `Bearer ${token}`, 'odata-version': '4.0' },
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
      const waitMs = retryAfterMs(answer.headers.get('retry-after'), now());
      notBefore = now() + waitMs;
      throw new UpstreamError('status', `HTTP 429: asked to wait ${Math.ceil(waitMs / 1000)} s`);
    }
    if (answer.status < 200 || answer.status > 299) throw new UpstreamError('status', `HTTP ${answer.status}`);
    return parseUpstreamJson(answer.text, ODataPageSchema);
  };

  return {
    async list(): Promise<HotListing[]> {
      if (now() < notBefore) throw new UpstreamError('status', `rate limited by the MLS for ${Math.ceil((notBefore - now()) / 1000)} s more`);
      const records: unknown[] = [];
      let url: string | undefined = propertyQueryUrl(options.serviceUrl, { statuses: options.publicStatuses, top: options.maxListings });
      for (let pages = 0; url !== undefined && pages < options.maxPages && records.length < options.maxListings; pages++) {
        const page = await fetchPage(url);
        records.push(...page.value);
        const next: URL | undefined = page.nextLink === undefined ? undefined : new URL(page.nextLink, url);
        // Our bearer token goes to the MLS only, never to a host a page names.
        if (next && next.origin !== serviceOrigin) {
          logger.warn('MLS paging stopped: @odata.nextLink leaves the service', { nextOrigin: next.origin });
          break;
        }
        url = next?.href;
      }

      const attribution = { disclaimer: options.disclaimer, dataUpdatedAt: new Date(now()).toISOString() };
      const mapping = { publicStatuses: options.publicStatuses, mediaOrigins: options.mediaOrigins, attribution, now: now() };
      const byKey = new Map<string, HotListing>();
      for (const record of records) {
        const mapped = mapResoProperty(record, mapping);
        if (!mapped.ok) logger.warn('MLS record skipped', { listingKey: mapped.listingKey, reason: mapped.reason });
        else if (!byKey.has(mapped.listing.id)) byKey.set(mapped.listing.id, mapped.listing);
      }
      // Records but nothing showable is a format the site does not understand: fail, keep the last good.
      if (records.length > 0 && byKey.size === 0) throw new UpstreamError('invalid', `none of ${records.length} MLS records could be shown`);
      // Ranked by buyer interest (the page says so); the MLS's order breaks ties (sort is stable).
      return [...byKey.values()].slice(0, options.maxListings).sort((a, b) => b.hotFactor - a.hotFactor);
    },
  };
}
