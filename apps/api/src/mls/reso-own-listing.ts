import { NO_PHOTO_IMAGE_URL, NO_PORTRAIT_IMAGE_URL } from '@pcr/content';
import { DRE_LICENSE_PATTERN, PropertySchema, type Agent, type ListingAttribution, type Neighborhood, type Property, type PropertyStatus, type PropertyType } from '@pcr/contracts';
import { describeIssues, validate } from '../standard-schema.js';
import { amountOf, daysOnMarketOf, listingFactsOf, photosOf, textOf, timestampOf, titleOf, type Fields } from './reso-listing.js';

export interface OwnListingMapping {
  /** StandardStatus values shown on the public site; any other record is skipped. */
  publicStatuses: readonly string[];
  /** CSP img-src sources: a photo elsewhere would be blocked by the browser, so it is dropped. */
  mediaOrigins: readonly string[];
  /** The site's neighborhoods: a listing shows under the one its SubdivisionName or City names. */
  neighborhoods: readonly Pick<Neighborhood, 'slug' | 'name'>[];
  /** The team page's agents: a listing shows its agent with the portrait and license number the site has of them (a neutral portrait for an agent not there yet). */
  agents: readonly Pick<Agent, 'name' | 'imageUrl' | 'licenseNumber' | 'slug' | 'mlsId'>[];
  /** The MLS's disclaimer and when this answer was received, carried by every listing. */
  attribution: ListingAttribution;
  /** "Now" for days on market ("New Listing" for the first week). */
  now: number;
}

export type MappedOwnListing = { ok: true; property: Property } | { ok: false; listingKey: string; reason: string };

/** A listing is "New Listing" for its first week on the market, then "For Sale". */
const NEW_LISTING_DAYS = 7;

/** Spellings compared without spaces, hyphens or case ("Coming Soon", "ComingSoon"). */
const squash = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/** RESO StandardStatus onto the site's statuses (the spec's badge texts). */
function statusOf(standardStatus: string, daysOnMarket: number): PropertyStatus | undefined {
  switch (squash(standardStatus)) {
    case 'active':
      return daysOnMarket <= NEW_LISTING_DAYS ? 'New Listing' : 'For Sale';
    case 'comingsoon':
      return 'Coming Soon';
    case 'pending':
    case 'activeundercontract':
      return 'Pending';
    case 'closed':
      return 'Sold';
    default:
      return undefined;
  }
}

/** RESO PropertySubType (or PropertyType for income property) onto the kinds the search offers. */
function propertyTypeOf(fields: Fields): PropertyType | undefined {
  const subType = squash(textOf(fields.PropertySubType) ?? '');
  if (subType === 'singlefamilyresidence') return 'single-family';
  if (subType === 'condominium' || subType === 'stockcooperative') return 'condo';
  if (subType === 'townhouse') return 'townhouse';
  if (['duplex', 'triplex', 'quadruplex'].includes(subType) || squash(textOf(fields.PropertyType) ?? '') === 'residentialincome') return 'multi-family';
  return undefined;
}

/** Months per AssociationFeeFrequency period; a frequency not listed is not guessed at. */
const MONTHS_PER_PERIOD: Record<string, number> = { monthly: 1, quarterly: 3, semiannually: 6, annually: 12 };

/** AssociationFee as a monthly amount in whole dollars (the calculator's HOA field). */
function monthlyHoaOf(fields: Fields): number | undefined {
  const fee = amountOf(fields.AssociationFee);
  const months = MONTHS_PER_PERIOD[squash(textOf(fields.AssociationFeeFrequency) ?? '')];
  return fee === undefined || months === undefined ? undefined : Math.round(fee / months);
}

/** YYYY-MM-DD of the day it was listed: the contract date, else on-market, else the last change. */
function listedAtOf(fields: Fields): string | undefined {
  for (const value of [fields.ListingContractDate, fields.OnMarketDate, fields.ModificationTimestamp]) {
    const text = textOf(value);
    if (text && /^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  }
  return undefined;
}

/**
 * The team agent who lists a record: by the MLS's id of the agent (`ListAgentMlsId`, or the
 * `ListAgentKey` where a feed sends only that) matched to the agent's MLS id in content, else by
 * the name the MLS writes (spaces, hyphens and case aside), for an agent whose id is not in content.
 */
function teamAgentOf(record: Fields, agents: OwnListingMapping['agents']): OwnListingMapping['agents'][number] | undefined {
  const ids = [textOf(record.ListAgentMlsId), textOf(record.ListAgentKey)].filter((id) => id !== undefined);
  const byId = agents.find((agent) => agent.mlsId !== undefined && ids.includes(agent.mlsId));
  if (byId) return byId;
  const name = textOf(record.ListAgentFullName);
  return name === undefined ? undefined : agents.find((agent) => squash(agent.name) === squash(name));
}

/**
 * One RESO Property record of the agency's own office (with its Media) onto the contract's
 * property. What the site cannot show honestly is a reason to skip with a log line (decision 0020).
 */
export function mapResoOwnListing(input: unknown, mapping: OwnListingMapping): MappedOwnListing {
  const facts = listingFactsOf(input, mapping.publicStatuses);
  if (!facts.ok) return facts;
  const { record, listingKey, status: standardStatus, price, bedrooms, bathrooms, livingArea } = facts;
  const skip = (reason: string): MappedOwnListing => ({ ok: false, listingKey, reason });
  const status = statusOf(standardStatus, daysOnMarketOf(record, mapping.now));
  if (status === undefined) return skip(`StandardStatus ${JSON.stringify(standardStatus)} has no badge on the site`);
  const propertyType = propertyTypeOf(record);
  if (propertyType === undefined) return skip(`PropertySubType ${JSON.stringify(record.PropertySubType ?? null)} is not a kind of home the site lists`);
  const city = textOf(record.City);
  const area = [textOf(record.SubdivisionName), city].filter((name) => name !== undefined).map(squash);
  const neighborhood = mapping.neighborhoods.find((n) => area.includes(squash(n.name)) || area.includes(squash(n.slug)));
  if (neighborhood === undefined) return skip(`${city ?? 'no City'} is not one of the site's neighborhoods`);
  const teamAgent = teamAgentOf(record, mapping.agents);
  const agentName = teamAgent?.name ?? textOf(record.ListAgentFullName);
  if (agentName === undefined) return skip('no ListAgentFullName to name its agent by');
  // An agent of the office not on /team yet is shown as the MLS names them, with a neutral portrait (issue 31): the home is still ours to show.
  // Their license number is the MLS's (ListAgentStateLicense) where it is a DRE number, else none.
  const mlsLicense = textOf(record.ListAgentStateLicense);
  const agent: Property['agent'] = teamAgent
    ? { name: teamAgent.name, imageUrl: teamAgent.imageUrl, licenseNumber: teamAgent.licenseNumber, slug: teamAgent.slug }
    : { name: agentName, imageUrl: NO_PORTRAIT_IMAGE_URL, ...(mlsLicense !== undefined && DRE_LICENSE_PATTERN.test(mlsLicense) ? { licenseNumber: mlsLicense } : {}) };
  const title = titleOf(record);
  const listedAt = listedAtOf(record);
  if (title === undefined) return skip('neither UnparsedAddress nor City to name it by');
  if (listedAt === undefined) return skip('no ListingContractDate, OnMarketDate or ModificationTimestamp to date it by');

  const address = record.InternetAddressDisplayYN === false ? undefined : textOf(record.UnparsedAddress);
  const photos = photosOf(record.Media, title, mapping.mediaOrigins);
  const monthlyHoa = monthlyHoaOf(record);
  const updatedAt = timestampOf(record.ModificationTimestamp);
  const description = textOf(record.PublicRemarks);
  const office = textOf(record.ListOfficeName);
  const candidate = {
    id: listingKey,
    title,
    status,
    imageUrl: photos[0]?.url ?? NO_PHOTO_IMAGE_URL,
    price,
    location: [address, city, textOf(record.StateOrProvince) ?? 'CA'].filter((part) => part !== undefined).join(', '),
    bedrooms,
    bathrooms,
    squareFeet: Math.round(livingArea),
    agent,
    neighborhood: neighborhood.slug,
    propertyType,
    listedAt,
    ...(photos.length > 0 ? { photos } : {}),
    ...(monthlyHoa !== undefined ? { monthlyHoa } : {}),
    ...(updatedAt ? { updatedAt } : {}),
    ...(description ? { description } : {}),
    ...(office ? { listOfficeName: office } : {}),
    attribution: mapping.attribution,
  };
  // The contract has the last word (lengths, ranges): what it refuses is skipped with its issues.
  const checked = validate(PropertySchema, candidate);
  return checked.ok ? { ok: true, property: checked.value } : skip(describeIssues(checked.issues));
}
