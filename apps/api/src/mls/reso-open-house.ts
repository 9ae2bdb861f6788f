import { OpenHouseSchema, type OpenHouse, type OpenHouseStatus } from '@pcr/contracts';
import { describeIssues, validate } from '../standard-schema.js';
import type { StoredOpenHouse } from './mls-open-houses-store.js';
import { isRecord, textOf, timestampOf } from './reso-listing.js';

/** The contract's limit on remarks; longer ones are cut (the listing agent's words, not ours to refuse). */
const MAX_REMARKS = 2000;

/** Spellings compared without spaces, hyphens or case ("Broker Only", "broker_only"), as reso-own-listing.ts does. */
const squash = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/**
 * An Edm.DateTimeOffset (ISO 8601 with Z or an offset) as ms. A time without a zone is refused, not
 * guessed at: `Date.parse` would read it in the server's own zone.
 */
export function instantOf(value: unknown): number | undefined {
  const text = textOf(value);
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/** OpenHouseStatus onto the contract's; `ended` is not shown (the read endpoint leaves out past ones by its clock anyway). */
function statusOf(status: string): OpenHouseStatus | 'ended' | undefined {
  switch (squash(status)) {
    case 'active':
      return 'active';
    case 'cancelled':
    case 'canceled':
      return 'cancelled';
    case 'ended':
      return 'ended';
    default:
      return undefined;
  }
}

export type MappedOpenHouse =
  | { kind: 'shown'; openHouse: OpenHouse }
  /** Not for the public (broker or office only, ended): left out, nothing wrong with it. */
  | { kind: 'private' }
  /** What the site cannot show honestly: left out with a log line. */
  | { kind: 'skipped'; openHouseKey: string; reason: string };

/** One copied OpenHouse record onto the contract's open house, or why not. */
export function mapResoOpenHouse(stored: StoredOpenHouse): MappedOpenHouse {
  const record = isRecord(stored.record) ? stored.record : {};
  const openHouseKey = textOf(record.OpenHouseKey) ?? '(no OpenHouseKey)';
  const skip = (reason: string): MappedOpenHouse => ({ kind: 'skipped', openHouseKey, reason });
  // The key is the calendar entry's UID and part of a URL: not rewritten (two keys could become one), refused.
  if (!/^[A-Za-z0-9_-]+$/.test(openHouseKey)) return skip('OpenHouseKey is not made of letters, digits, hyphens and underscores');
  const type = textOf(record.OpenHouseType);
  if (type === undefined) return skip('no OpenHouseType: not known to be public');
  if (squash(type) !== 'public') return { kind: 'private' };
  const rawStatus = textOf(record.OpenHouseStatus);
  const status = rawStatus === undefined ? undefined : statusOf(rawStatus);
  if (status === 'ended') return { kind: 'private' };
  if (status === undefined) return skip(`OpenHouseStatus ${JSON.stringify(rawStatus ?? null)} is not one the site knows`);
  const startsAt = instantOf(record.OpenHouseStartTime);
  const endsAt = instantOf(record.OpenHouseEndTime);
  if (startsAt === undefined || endsAt === undefined) return skip('OpenHouseStartTime or OpenHouseEndTime is not a timestamp with a zone');
  if (endsAt <= startsAt) return skip('OpenHouseEndTime is not after OpenHouseStartTime');
  const remarks = textOf(record.OpenHouseRemarks)?.slice(0, MAX_REMARKS).trimEnd();
  const candidate = {
    id: openHouseKey,
    propertyId: textOf(record.ListingKey),
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    status,
    sequence: stored.sequence,
    updatedAt: timestampOf(record.ModificationTimestamp),
    ...(remarks ? { remarks } : {}),
  };
  // The contract has the last word (lengths, formats): what it refuses is skipped with its issues.
  const checked = validate(OpenHouseSchema, candidate);
  return checked.ok ? { kind: 'shown', openHouse: checked.value } : skip(describeIssues(checked.issues));
}

/**
 * The held open houses the site shows: public ones, active or cancelled, of the listings it shows
 * now (a property's id is its ListingKey), by start time. Past ones are not left out here: the
 * read endpoint does that with its own clock.
 */
export function openHousesOf(rows: readonly StoredOpenHouse[], shownPropertyIds: ReadonlySet<string>, onSkip: (openHouseKey: string, reason: string) => void): OpenHouse[] {
  const shown: OpenHouse[] = [];
  for (const row of rows) {
    if (!shownPropertyIds.has(textOf(row.record.ListingKey) ?? '')) continue;
    const mapped = mapResoOpenHouse(row);
    if (mapped.kind === 'shown') shown.push(mapped.openHouse);
    else if (mapped.kind === 'skipped') onSkip(mapped.openHouseKey, mapped.reason);
  }
  return shown.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
