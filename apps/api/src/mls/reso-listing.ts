import { NO_PHOTO_IMAGE_URL } from '@pcr/content';
import { HotListingSchema, type HotListing, type ListingAttribution, type ListingPhoto } from '@pcr/contracts';
import { describeIssues, validate } from '../standard-schema.js';
import { originAllowed } from './media-origins.js';

export interface ResoMapping {
  /** StandardStatus values shown on the public site; any other record is skipped. */
  publicStatuses: readonly string[];
  /** CSP img-src sources: a photo elsewhere would be blocked by the browser, so it is dropped. */
  mediaOrigins: readonly string[];
  /** The MLS's disclaimer and when this answer was received, carried by every listing. */
  attribution: ListingAttribution;
  /** "Now" for DaysOnMarket derived from OnMarketDate. */
  now: number;
}

/** A record either maps onto the contract or is skipped with its key and the reason (for the log). */
export type MappedRecord = { ok: true; listing: HotListing } | { ok: false; listingKey: string; reason: string };

/** At most this many photos per listing travel to the site (the card shows one). */
const MAX_PHOTOS = 40;
const DAY_MS = 86_400_000;

export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
export const countOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);
export const amountOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
export const timestampOf = (value: unknown): string | undefined => {
  const text = textOf(value);
  const time = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** "ComingSoon" (an enumeration's spelling) reads "Coming Soon"; "Active" stays. */
export function displayStatus(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/**
 * hotFactor (decision 0018): RESO has no "hotness", so it is derived from what signals demand.
 * Fresh listings are hot and cool by 2 points a day; a price cut (ListPrice below
 * OriginalListPrice) costs 3 points per percent, a raise adds as much. Rounded, kept within 0–100.
 *   hotFactor = clamp(round(100 − 2 × DaysOnMarket + 3 × priceChangePercent), 0, 100)
 */
export function hotFactorOf(daysOnMarket: number, listPrice: number, originalListPrice: number | undefined): number {
  const changePercent = originalListPrice ? ((listPrice - originalListPrice) / originalListPrice) * 100 : 0;
  return Math.min(100, Math.max(0, Math.round(100 - 2 * daysOnMarket + 3 * changePercent)));
}

/**
 * The card's title (decision 0018): the street address when the seller lets it show
 * (InternetAddressDisplayYN is not false), with the city unless the address already names it;
 * otherwise what the home is and where ("Condominium in Irvine").
 */
export function titleOf(fields: Fields): string | undefined {
  const city = textOf(fields.City);
  const address = fields.InternetAddressDisplayYN === false ? undefined : textOf(fields.UnparsedAddress);
  if (address) return city && !address.toLowerCase().includes(city.toLowerCase()) ? `${address}, ${city}` : address;
  const kind = textOf(fields.PropertySubType) ?? textOf(fields.PropertyType) ?? 'Home';
  return city ? `${kind} in ${city}` : undefined;
}

/** Days on market as the MLS counts them, else since OnMarketDate, else 0 (e.g. Coming Soon). */
export function daysOnMarketOf(fields: Fields, now: number): number {
  const counted = countOf(fields.DaysOnMarket);
  if (counted !== undefined) return counted;
  const onMarket = textOf(fields.OnMarketDate);
  const since = onMarket === undefined ? Number.NaN : Date.parse(onMarket);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
}

/** The Media records that are photos the browser may load, in the MLS's Order. */
export function photosOf(media: unknown, title: string, mediaOrigins: readonly string[]): ListingPhoto[] {
  if (!Array.isArray(media)) return [];
  const usable = media
    .filter(isRecord)
    .filter((item) => item.MediaCategory === undefined || item.MediaCategory === null || item.MediaCategory === 'Photo')
    .map((item, index) => ({ item, index, url: textOf(item.MediaURL) }))
    .filter((entry): entry is typeof entry & { url: string } => entry.url !== undefined && /^https?:\/\/\S+$/.test(entry.url) && originAllowed(entry.url, mediaOrigins))
    .sort((a, b) => (countOf(a.item.Order) ?? Number.MAX_SAFE_INTEGER) - (countOf(b.item.Order) ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .slice(0, MAX_PHOTOS);
  return usable.map(({ item, url }, position) => {
    const width = countOf(item.ImageWidth);
    const height = countOf(item.ImageHeight);
    return {
      url,
      alt: textOf(item.ShortDescription) ?? `${title}, photo ${position + 1}`,
      ...(width && height ? { width, height } : {}),
    };
  });
}

/** What every listing the site shows needs, read and checked the same way for hot and own listings. */
export interface ListingFacts {
  ok: true;
  record: Fields;
  listingKey: string;
  /** StandardStatus as the MLS spells it (one of the public statuses). */
  status: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  livingArea: number;
}

/**
 * The key, a public status, the seller's consent to show it on the internet, the price and the size
 * of a record, or why it cannot be shown (its key and the reason, for the log line).
 */
export function listingFactsOf(input: unknown, publicStatuses: readonly string[]): ListingFacts | { ok: false; listingKey: string; reason: string } {
  if (!isRecord(input)) return { ok: false, listingKey: '(none)', reason: 'not an object' };
  const listingKey = textOf(input.ListingKey);
  const skip = (reason: string) => ({ ok: false as const, listingKey: listingKey ?? '(none)', reason });
  if (listingKey === undefined) return skip('ListingKey is missing');
  const status = textOf(input.StandardStatus);
  if (status === undefined || !publicStatuses.includes(status)) return skip(`StandardStatus ${JSON.stringify(input.StandardStatus ?? null)} is not for public display`);
  if (input.InternetEntireListingDisplayYN === false) return skip('the seller withheld the listing from the internet (InternetEntireListingDisplayYN)');
  const price = amountOf(input.ListPrice);
  if (price === undefined) return skip('ListPrice is missing or not a number');
  const bedrooms = countOf(input.BedroomsTotal);
  const bathrooms = countOf(input.BathroomsTotalInteger);
  const livingArea = amountOf(input.LivingArea);
  if (bedrooms === undefined) return skip('BedroomsTotal is missing or not a count');
  if (bathrooms === undefined) return skip('BathroomsTotalInteger is missing or not a count');
  if (livingArea === undefined) return skip('LivingArea is missing or not a number');
  return { ok: true, record: input, listingKey, status, price, bedrooms, bathrooms, livingArea };
}

/**
 * One RESO Data Dictionary Property record (with its expanded Media) onto the contract's hot
 * listing. What the site cannot show honestly is a reason to skip, never a reason to fail the page.
 */
export function mapResoProperty(input: unknown, mapping: ResoMapping): MappedRecord {
  const facts = listingFactsOf(input, mapping.publicStatuses);
  if (!facts.ok) return facts;
  const { record, listingKey, status, price, bedrooms, bathrooms, livingArea } = facts;
  const skip = (reason: string): MappedRecord => ({ ok: false, listingKey, reason });
  const office = textOf(record.ListOfficeName);
  if (office === undefined) return skip('ListOfficeName is missing (the MLS requires it shown)');
  const title = titleOf(record);
  if (title === undefined) return skip('neither UnparsedAddress nor City to name it by');

  const daysOnMarket = daysOnMarketOf(record, mapping.now);
  const photos = photosOf(record.Media, title, mapping.mediaOrigins);
  const updatedAt = timestampOf(record.ModificationTimestamp);
  const kind = textOf(record.PropertySubType) ?? 'home';
  const candidate = {
    id: listingKey,
    title,
    status: displayStatus(status),
    imageUrl: photos[0]?.url ?? NO_PHOTO_IMAGE_URL,
    price,
    bedrooms,
    bathrooms,
    squareFeet: Math.round(livingArea),
    // Remarks are optional in the Data Dictionary; the contract wants a line, so the facts make one.
    description: textOf(record.PublicRemarks) ?? `${bedrooms}-bed, ${bathrooms}-bath ${kind.toLowerCase()} of ${Math.round(livingArea)} sq ft.`,
    hotFactor: hotFactorOf(daysOnMarket, price, amountOf(record.OriginalListPrice)),
    daysOnMarket,
    listOfficeName: office,
    photos,
    ...(updatedAt ? { updatedAt } : {}),
    attribution: mapping.attribution,
  };
  // The contract has the last word (lengths, ranges): what it refuses is skipped with its issues.
  const checked = validate(HotListingSchema, candidate);
  return checked.ok ? { ok: true, listing: checked.value } : skip(describeIssues(checked.issues));
}
