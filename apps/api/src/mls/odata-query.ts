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
 * agent, the listing date, the association dues, the state for the address line and the
 * subdivision (the neighborhood, where City is a whole city such as Los Angeles).
 */
export const OWN_LISTING_FIELDS = [
  ...PROPERTY_FIELDS,
  'ListOfficeMlsId',
  'ListAgentFullName',
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
  /** Only this office's listings (`ListOfficeMlsId eq '…'`): the agency's own. */
  officeId?: string;
  /** $select; default: what the hot-listing mapping reads. */
  fields?: readonly string[];
}

/** An OData string literal: single quotes doubled (OData ABNF `SQUOTE-in-string`). */
export function odataString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * `{serviceRoot}/Property?$select=…&$filter=…&$orderby=…&$top=…&$expand=Media`.
 * - The agency's own listings add `ListOfficeMlsId eq '{office}' and` before the statuses.
 * - The status filter is a chain of `eq` joined by `or`, not `in` (OData 4.01; not every RESO
 *   server has it).
 * - Newest changes first (`ModificationTimestamp desc`): what is new or just changed is what is hot.
 * - Photos come with `$expand=Media`, unadorned: RESO Web API Core servers expand Media, but nested
 *   options (`Media($select=…;$orderby=Order)`) are not supported everywhere, and a separate Media
 *   query per page would need `in` or one request per listing. The mapping orders them by `Order`.
 */
export function propertyQueryUrl(serviceRoot: string, query: PropertyQuery): string {
  const statuses = query.statuses.map((status) => `StandardStatus eq ${odataString(status)}`).join(' or ');
  const statusFilter = query.statuses.length > 1 ? `(${statuses})` : statuses;
  const filter = query.officeId === undefined ? statusFilter : `ListOfficeMlsId eq ${odataString(query.officeId)} and ${statusFilter}`;
  const params: [string, string][] = [
    ['$select', (query.fields ?? PROPERTY_FIELDS).join(',')],
    ['$filter', filter],
    ['$orderby', 'ModificationTimestamp desc'],
    ['$top', String(query.top)],
    ['$expand', 'Media'],
  ];
  // Option names as OData writes them ($ unescaped); values percent-encoded (spaces as %20, not '+').
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${serviceRoot.replace(/\/+$/, '')}/Property?${search}`;
}
