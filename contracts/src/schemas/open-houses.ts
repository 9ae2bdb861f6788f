import * as v from 'valibot';
import { IdSchema, PropertySchema, SlugSchema } from './entities.js';

/**
 * Open houses (issue 48, section 1): the public ones of the homes the site shows, from the MLS's
 * OpenHouse resource (or the bundled homes' in content), as the site lists them and puts them in a
 * visitor's calendar. Times are instants (UTC, ISO 8601); the site writes them in Pacific time.
 */

const Instant = v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp'));

/** `active`: on as announced; `cancelled`: called off (kept so a calendar that has it can be told). */
export const OPEN_HOUSE_STATUSES = ['active', 'cancelled'] as const;
export type OpenHouseStatus = (typeof OPEN_HOUSE_STATUSES)[number];

export const OpenHouseSchema = v.object({
  /** Stable across changes (the MLS's OpenHouseKey, or content's id): the calendar entry's UID is made of it. */
  id: v.pipe(IdSchema, v.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores')),
  /** The home's id on the site (/properties/{id}). */
  propertyId: IdSchema,
  startsAt: Instant,
  endsAt: Instant,
  status: v.picklist(OPEN_HOUSE_STATUSES),
  /** Raised on every change of the open house: a calendar entry's SEQUENCE (RFC 5545), so a new copy replaces the old. */
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** When it last changed (the MLS's ModificationTimestamp): the calendar entry's DTSTAMP. */
  updatedAt: Instant,
  /** The listing agent's words about it ("Refreshments served"), as the MLS has them. */
  remarks: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

/** An open house with the home it opens, as a list shows it (its card). */
export const OpenHouseListingSchema = v.object({ ...OpenHouseSchema.entries, property: PropertySchema });

/** Which open houses: a city's (its slug), or one home's; none given, all. Always upcoming and active only. */
export const OpenHousesQuerySchema = v.object({
  city: v.optional(SlugSchema),
  property: v.optional(IdSchema),
});

export type OpenHouse = v.InferOutput<typeof OpenHouseSchema>;
export type OpenHouseListing = v.InferOutput<typeof OpenHouseListingSchema>;
export type OpenHousesQuery = v.InferOutput<typeof OpenHousesQuerySchema>;
