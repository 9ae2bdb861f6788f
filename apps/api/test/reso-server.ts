import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in MLS received, for asserting what was (and was not) asked. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  status: number;
}

/** How the Property endpoint behaves for the next requests. */
export type ResoMode =
  | 'ok'
  | 'ignores-filter'
  | 'unauthorized'
  | 'rate-limited'
  | 'error'
  | 'slow'
  | 'not-odata'
  | 'foreign-next-link'
  /** The first page answers; the pages its @odata.nextLink leads to answer 503 (an outage mid-paging). */
  | 'fails-past-first-page'
  /** The token endpoint answers 307 to `redirectTo` (a temporary redirect keeps the POST and its body). */
  | 'redirect-token'
  /** The Property resource answers 307 to `redirectTo`. */
  | 'redirect';

export interface ResoServerOptions {
  clientId: string;
  clientSecret: string;
  /** expires_in of the tokens it issues. */
  tokenLifetimeS: number;
  /** Records per page at most (servers cap $top and page with @odata.nextLink). */
  pageSize: number;
  records: Record<string, unknown>[];
  /**
   * The OpenHouse resource's records (every office's, as an MLS has them); tests change the array
   * between refreshes as they do `records`. None by default.
   */
  openHouses?: Record<string, unknown>[];
  /** The server's clock, for token expiry (tests share theirs with the provider). */
  now?: () => number;
}

export interface ResoServer {
  url: string;
  /** The OData service root: `{url}/odata`. */
  serviceUrl: string;
  tokenUrl: string;
  requests: LoggedRequest[];
  mode: ResoMode;
  /** How the OpenHouse resource behaves besides `mode`: 'error' answers 500 there alone. */
  openHouseMode: 'ok' | 'error';
  retryAfter: string;
  /** Where the redirect modes point. */
  redirectTo: string;
  pageSize: number;
  /** Tokens issued so far stop working (as after a key rotation): the next use is a 401. */
  revokeTokens(): void;
  /** Back to the start: modes ok, no tokens (numbering from token-1 again), an empty request log. */
  reset(pageSize: number): void;
  close(): Promise<void>;
}

/** The Property fields this server's metadata declares (a $select of any other is a 400, as on real servers). */
const PROPERTY_METADATA = new Set([
  'ListingKey', 'ListingId', 'StandardStatus', 'ListPrice', 'OriginalListPrice', 'BedroomsTotal', 'BathroomsTotalInteger',
  'LivingArea', 'UnparsedAddress', 'City', 'StateOrProvince', 'PostalCode', 'PropertyType', 'PropertySubType', 'PublicRemarks',
  'ListOfficeName', 'ListAgentFullName', 'ListAgentMlsId', 'ListAgentKey', 'ListAgentStateLicense', 'ModificationTimestamp', 'DaysOnMarket', 'OnMarketDate', 'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN', 'ListOfficeMlsId', 'ListingContractDate', 'AssociationFee', 'AssociationFeeFrequency', 'SubdivisionName',
]);

/** The OpenHouse fields this server's metadata declares (the Data Dictionary's, less a few). */
const OPEN_HOUSE_METADATA = new Set([
  'OpenHouseKey', 'OpenHouseId', 'ListingKey', 'ListingId', 'OpenHouseDate', 'OpenHouseStartTime', 'OpenHouseEndTime', 'OpenHouseType',
  'OpenHouseStatus', 'OpenHouseRemarks', 'ShowingAgentFirstName', 'ShowingAgentLastName', 'ShowingAgentKey', 'ShowingAgentMlsID',
  'ModificationTimestamp',
]);

/** The resources this server has: which fields a $select may name and which key orders ties. */
const RESOURCES = {
  '/odata/Property': { name: 'Property', metadata: PROPERTY_METADATA, key: 'ListingKey' },
  '/odata/OpenHouse': { name: 'OpenHouse', metadata: OPEN_HOUSE_METADATA, key: 'OpenHouseKey' },
} as const;

/** What a $filter asks for; undefined parts are not asked. */
interface PropertyFilter {
  office: string | undefined;
  statuses: string[] | undefined;
  /** `ModificationTimestamp ge …`, as an ISO text. */
  modifiedSince: string | undefined;
}

/**
 * Terms joined by `and`, each one of `ListOfficeMlsId eq 'X'`, `ModificationTimestamp ge
 * 2026-11-24T18:00:00.000Z` and `(StandardStatus eq 'A' or …)`: all this server understands.
 */
function filterOf(filter: string, resource: string): PropertyFilter | undefined {
  // OpenHouse: only `ModificationTimestamp ge …`, or no filter (this MLS does not filter it by office).
  if (resource === 'OpenHouse') {
    const since = /^ModificationTimestamp ge (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(filter);
    return filter === '' || since ? { office: undefined, statuses: undefined, modifiedSince: since?.[1] } : undefined;
  }
  const parsed: PropertyFilter = { office: undefined, statuses: undefined, modifiedSince: undefined };
  for (const term of filter.split(' and ')) {
    const office = /^ListOfficeMlsId eq '((?:[^']|'')*)'$/.exec(term);
    const since = /^ModificationTimestamp ge (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(term);
    const statuses = statusesOf(term);
    if (office) parsed.office = office[1]!.replaceAll("''", "'");
    else if (since) parsed.modifiedSince = since[1];
    else if (statuses) parsed.statuses = statuses;
    else return undefined;
  }
  return parsed.office === undefined && parsed.statuses === undefined ? undefined : parsed;
}

/** `StandardStatus eq 'A'` joined by `or`, optionally in parentheses. */
function statusesOf(filter: string): string[] | undefined {
  const inner = filter.startsWith('(') && filter.endsWith(')') ? filter.slice(1, -1) : filter;
  const term = /^StandardStatus eq '((?:[^']|'')*)'$/;
  const statuses = inner.split(' or ').map((part) => term.exec(part)?.[1]?.replaceAll("''", "'"));
  return statuses.every((status) => status !== undefined) ? (statuses as string[]) : undefined;
}

/**
 * A small RESO Web API server on 127.0.0.1: an OAuth 2 token endpoint (client credentials; tokens
 * refused once past their expires_in, or once revoked), a
 * Property resource that honours $filter on StandardStatus, ListOfficeMlsId and ModificationTimestamp, $select, $orderby on
 * ModificationTimestamp (then ListingKey), $top/$skip and $expand=Media, paging with @odata.nextLink, and an
 * OpenHouse resource alike (its $filter on ModificationTimestamp only, ties ordered by OpenHouseKey). Every
 * request is logged with the status it got.
 */
export async function startResoServer(options: ResoServerOptions): Promise<ResoServer> {
  const now = options.now ?? Date.now;
  /** Issued tokens and when each expires. */
  const live = new Map<string, number>();
  let issued = 0;
  const requests: LoggedRequest[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mls.test');
    const entry: LoggedRequest = { method: req.method ?? '', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, status: 0 };
    requests.push(entry);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(typeof body === 'string' ? body : JSON.stringify(body));
    };

    if (url.pathname === '/oauth/token') {
      if (state.mode === 'redirect-token') return send(307, {}, { location: state.redirectTo });
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded') return send(400, { error: 'invalid_request' });
        if (form.get('grant_type') !== 'client_credentials') return send(400, { error: 'unsupported_grant_type' });
        if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) return send(401, { error: 'invalid_client' });
        const token = `token-${++issued}`;
        live.set(token, now() + options.tokenLifetimeS * 1000);
        send(200, { access_token: token, token_type: 'Bearer', expires_in: options.tokenLifetimeS });
      });
      return;
    }

    const resource = RESOURCES[url.pathname as keyof typeof RESOURCES] as (typeof RESOURCES)[keyof typeof RESOURCES] | undefined;
    if (resource === undefined) return send(404, { error: { code: '404', message: 'No such resource' } });
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    const expiresAt = token === undefined ? undefined : live.get(token);
    if (expiresAt === undefined || now() >= expiresAt || state.mode === 'unauthorized') return send(401, { error: { code: '401', message: 'Invalid or expired token' } });
    switch (state.mode) {
      case 'rate-limited':
        return send(429, { error: { code: '429', message: 'Too many requests' } }, { 'retry-after': state.retryAfter });
      case 'error':
        return send(503, { error: { code: '503', message: 'Service unavailable' } });
      case 'slow':
        entry.status = -1;
        return; // never answers; cut when the server closes
      case 'not-odata':
        return send(200, '<html>Scheduled maintenance</html>');
      case 'redirect':
        return send(307, {}, { location: state.redirectTo });
      default:
        break;
    }
    if (resource.name === 'OpenHouse' && state.openHouseMode === 'error') return send(500, { error: { code: '500', message: 'Internal server error' } });

    const q = url.searchParams;
    const filter = filterOf(q.get('$filter') ?? '', resource.name);
    if (filter === undefined) return send(400, { error: { code: '400', message: 'Unsupported $filter' } });
    const orderby = q.get('$orderby');
    const order = orderby === null ? null : new RegExp(`^ModificationTimestamp (asc|desc)(?:,${resource.key} (asc|desc))?$`).exec(orderby);
    if (orderby !== null && !order) return send(400, { error: { code: '400', message: 'Unsupported $orderby' } });
    const select = q.get('$select')?.split(',');
    const unknown = select?.filter((field) => !resource.metadata.has(field));
    if (unknown && unknown.length > 0) return send(400, { error: { code: '400', message: `Unknown fields in $select: ${unknown.join(',')}` } });
    const top = Number(q.get('$top') ?? '100');
    const skip = Number(q.get('$skip') ?? '0');
    if (state.mode === 'fails-past-first-page' && skip > 0) return send(503, { error: { code: '503', message: 'Service unavailable' } });

    const held = resource.name === 'OpenHouse' ? (options.openHouses ?? []) : options.records;
    const matching = held.filter(
      (record) =>
        state.mode === 'ignores-filter' ||
        ((filter.statuses === undefined || filter.statuses.includes(String(record.StandardStatus))) &&
          (filter.office === undefined || record.ListOfficeMlsId === filter.office) &&
          (filter.modifiedSince === undefined || Date.parse(String(record.ModificationTimestamp)) >= Date.parse(filter.modifiedSince))),
    );
    if (order) {
      const sign = order[1] === 'desc' ? -1 : 1;
      const keySign = order[2] === 'desc' ? -1 : 1;
      matching.sort(
        (a, b) =>
          sign * String(a.ModificationTimestamp).localeCompare(String(b.ModificationTimestamp)) ||
          (order[2] ? keySign * String(a[resource.key]).localeCompare(String(b[resource.key])) : 0),
      );
    }
    const wanted = matching.slice(skip, skip + top);
    const page = wanted.slice(0, state.pageSize);
    const value = page.map((record) => {
      const shaped: Record<string, unknown> = {};
      for (const field of select ?? Object.keys(record)) if (field in record) shaped[field] = record[field];
      if (q.get('$expand') === 'Media' && resource.name === 'Property') shaped.Media = record.Media ?? [];
      return shaped;
    });
    const body: Record<string, unknown> = { '@odata.context': `${state.url}/odata/$metadata#${resource.name}`, value };
    if (page.length < wanted.length) {
      const next = new URLSearchParams(q);
      next.set('$top', String(top - page.length));
      next.set('$skip', String(skip + page.length));
      body['@odata.nextLink'] = state.mode === 'foreign-next-link' ? `https://elsewhere.test${url.pathname}?${next}` : `${state.url}${url.pathname}?${next}`;
    }
    send(200, body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: ResoServer = {
    url: base,
    serviceUrl: `${base}/odata`,
    tokenUrl: `${base}/oauth/token`,
    requests,
    mode: 'ok',
    openHouseMode: 'ok',
    retryAfter: '120',
    redirectTo: `${base}/elsewhere`,
    pageSize: options.pageSize,
    revokeTokens: () => live.clear(),
    reset(pageSize) {
      live.clear();
      issued = 0;
      requests.length = 0;
      state.mode = 'ok';
      state.openHouseMode = 'ok';
      state.pageSize = pageSize;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}

/** The client the tests' MLS is started with (`startResoServer({ ...TEST_MLS_CLIENT, … })`). */
export const TEST_MLS_CLIENT = { clientId: 'pcr-site', clientSecret: 'mls-secret-1' } as const;

/** The variables that point the API at a test MLS started with TEST_MLS_CLIENT. */
export function resoClientEnv(server: ResoServer): Record<string, string> {
  return { RESO_URL: server.serviceUrl, RESO_TOKEN_URL: server.tokenUrl, RESO_CLIENT_ID: TEST_MLS_CLIENT.clientId, RESO_CLIENT_SECRET: TEST_MLS_CLIENT.clientSecret };
}

/** A listing of the agency's office (PCR01) as the MLS sends it: a house in Irvine by a team agent. */
export function officeListing(key: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ListingKey: key,
    ListOfficeMlsId: 'PCR01',
    StandardStatus: 'Active',
    ListPrice: 1_000_000,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1500,
    UnparsedAddress: `${key.slice(-3)} Orchard Lane`,
    City: 'Irvine',
    StateOrProvince: 'CA',
    PropertySubType: 'Single Family Residence',
    ListAgentFullName: 'Marcus Bell',
    ListingContractDate: '2026-11-01',
    ModificationTimestamp: '2026-11-20T12:00:00Z',
    ...fields,
  };
}

/** A public open house as the MLS sends it: Saturday 28 November 2026, 1 to 4 p.m. Pacific, of the listing `listingKey`. */
export function mlsOpenHouse(key: string, listingKey: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    OpenHouseKey: key,
    ListingKey: listingKey,
    OpenHouseStartTime: '2026-11-28T13:00:00-08:00',
    OpenHouseEndTime: '2026-11-28T16:00:00-08:00',
    OpenHouseType: 'Public',
    OpenHouseStatus: 'Active',
    OpenHouseRemarks: 'Refreshments served.',
    ShowingAgentFirstName: 'Marcus',
    ShowingAgentLastName: 'Bell',
    ShowingAgentKey: 'AGT-0001',
    ModificationTimestamp: '2026-11-20T12:00:00Z',
    ...fields,
  };
}
