/**
 * The Data Dictionary fields the hot-listing mapping reads (reso-listing.ts), and nothing else:
 * MLS pages are large and some servers bill or throttle by volume.
 */
export const PROPERTY_FIELDS = [
  'ListingKey',
  'StandardStatus',
  'ListPrice',
  'OriginalListPrice',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'UnparsedAddress',
  'City',
  'PropertyType',
  'PropertySubType',
  'PublicRemarks',
  'ListOfficeName',
  'ModificationTimestamp',
  'DaysOnMarket',
  'OnMarketDate',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
] as const;

/**
 * What the agency's own listings need besides (reso-own-listing.ts): the office filter, the listing
 * agent and their license number, the listing date, the association dues, the state for the address line and the
 * subdivision (the neighborhood, where City is a whole city such as Los Angeles).
 */
export const OWN_LISTING_FIELDS = [
  ...PROPERTY_FIELDS,
  'ListOfficeMlsId',
  'ListAgentFullName',
  'ListAgentMlsId',
  'ListAgentKey',
  'ListAgentStateLicense',
  'ListingContractDate',
  'AssociationFee',
  'AssociationFeeFrequency',
  'StateOrProvince',
  'SubdivisionName',
] as const;

export interface PropertyQuery {
  /** StandardStatus values the MLS allows on public sites, spelled as the server spells them. */
  statuses: readonly string[];
  /** How many listings to ask for ($top); the server may page them. */
  top: number;
}

/** An OData string literal: single quotes doubled (OData ABNF `SQUOTE-in-string`). */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The hot listings: `{serviceRoot}/Property?$select=…&$filter=…&$orderby=…&$top=…&$expand=Media`.
 * - The status filter is a chain of `eq` joined by `or`, not `in` (OData 4.01; not every RESO
 *   server has it).
 * - Newest changes first (`ModificationTimestamp desc`): what is new or just changed is what is hot.
 * - Photos come with `$expand=Media`, unadorned: RESO Web API Core servers expand Media, but nested
 *   options (`Media($select=…;$orderby=Order)`) are not supported everywhere, and a separate Media
 *   query per page would need `in` or one request per listing. The mapping orders them by `Order`.
 */
export function propertyQueryUrl(serviceRoot: string, query: PropertyQuery): string {
  const statuses = query.statuses.map((status) => `StandardStatus eq ${odataString(status)}`).join(' or ');
  const filter = query.statuses.length > 1 ? `(${statuses})` : statuses;
  return `${propertyResource(serviceRoot)}?${queryString([
    ['$select', PROPERTY_FIELDS.join(',')],
    ['$filter', filter],
    ['$orderby', 'ModificationTimestamp desc'],
    ['$top', String(query.top)],
    ['$expand', 'Media'],
  ])}`;
}

/** Option names as OData writes them ($ unescaped); values percent-encoded (spaces as %20, not '+'). */
const queryString = (params: [string, string][]) => params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
const propertyResource = (serviceRoot: string) => `${serviceRoot.replace(/\/+$/, '')}/Property`;

/** An OData DateTimeOffset literal (unquoted, UTC, whole seconds are enough for the MLS). */
export function odataTimestamp(ms: number): string {
  return new Date(ms).toISOString();
}

export interface ChangesQuery {
  officeId: string;
  /** Records changed at or after this time (ms); undefined for the first, full copy. */
  since: number | undefined;
  /** Records asked for in one request. */
  top: number;
  /** Records of that order already read ($skip): those sharing the last timestamp read. */
  skip?: number;
}

/**
 * The office's records changed since a time, oldest change first and then by key (a stable order,
 * so a pass cut short resumes where it stopped, `$skip` passing those of the last timestamp already
 * read), every status: the copy follows a home into escrow and to its sale, and the site shows only
 * the public statuses.
 */
export function changesQueryUrl(serviceRoot: string, query: ChangesQuery): string {
  const office = `ListOfficeMlsId eq ${odataString(query.officeId)}`;
  const filter = query.since === undefined ? office : `${office} and ModificationTimestamp ge ${odataTimestamp(query.since)}`;
  return `${propertyResource(serviceRoot)}?${queryString([
    ['$select', OWN_LISTING_FIELDS.join(',')],
    ['$filter', filter],
    ['$orderby', CHANGES_ORDER],
    ['$top', String(query.top)],
    ...(query.skip ? [['$skip', String(query.skip)] as [string, string]] : []),
    ['$expand', 'Media'],
  ])}`;
}

/** The order of the replication's reads: by change, then by key. */
export const CHANGES_ORDER = 'ModificationTimestamp asc,ListingKey asc';

/** Only the keys of everything the office publishes now: what the copy keeps, the rest has left the MLS. */
export function keysQueryUrl(serviceRoot: string, officeId: string, top: number): string {
  return `${propertyResource(serviceRoot)}?${queryString([
    ['$select', 'ListingKey'],
    ['$filter', `ListOfficeMlsId eq ${odataString(officeId)}`],
    ['$top', String(top)],
  ])}`;
}

/**
 * The OpenHouse fields the site needs (reso-open-house.ts), and nothing else: the showing agent is
 * copied for the agent pages to come, though the contract does not carry it yet.
 */
export const OPEN_HOUSE_FIELDS = [
  'OpenHouseKey',
  'ListingKey',
  'OpenHouseStartTime',
  'OpenHouseEndTime',
  'OpenHouseType',
  'OpenHouseStatus',
  'OpenHouseRemarks',
  'ShowingAgentFirstName',
  'ShowingAgentLastName',
  'ShowingAgentKey',
  'ModificationTimestamp',
] as const;

/** The order of the open-house reads: by change, then by key (stable, so `$skip` resumes where a round stopped). */
export const OPEN_HOUSE_CHANGES_ORDER = 'ModificationTimestamp asc,OpenHouseKey asc';

/**
 * The MLS's open houses changed since a time, oldest change first: of every office, since an
 * OpenHouse resource may not be filtered by office (it has no ListOfficeMlsId in the Data
 * Dictionary); the replication keeps those of the copy's listings.
 */
export function openHouseChangesQueryUrl(serviceRoot: string, query: { since: number; top: number; skip?: number }): string {
  return `${serviceRoot.replace(/\/+$/, '')}/OpenHouse?${queryString([
    ['$select', OPEN_HOUSE_FIELDS.join(',')],
    ['$filter', `ModificationTimestamp ge ${odataTimestamp(query.since)}`],
    ['$orderby', OPEN_HOUSE_CHANGES_ORDER],
    ['$top', String(query.top)],
    ...(query.skip ? [['$skip', String(query.skip)] as [string, string]] : []),
  ])}`;
}
