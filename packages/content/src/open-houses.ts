import { addDays, pacificInstant, pacificParts, weekdayOf, type OpenHouse } from '@pcr/contracts';

/**
 * The bundled homes' open houses (issue 48), so `npm start` shows /open-houses without an MLS: each a
 * weekly slot in California time, made into the dates of the next two weeks from `now`. With
 * RESO_URL the MLS's OpenHouse records replace these.
 */
export interface OpenHouseSlot {
  /** Stable per slot; each date's open house is `{id}-{yyyymmdd}` (its calendar entry's UID). */
  id: string;
  propertyId: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** California wall-clock times, "HH:MM". */
  start: string;
  end: string;
  remarks?: string;
}

export const openHouseSlots: OpenHouseSlot[] = [
  { id: 'oh-1001-sat', propertyId: 'pcr-1001', weekday: 6, start: '13:00', end: '16:00', remarks: 'Dock access shown on the hour. Parking on Via Lido Nord.' },
  { id: 'oh-1003-sat', propertyId: 'pcr-1003', weekday: 6, start: '11:00', end: '14:00' },
  { id: 'oh-1003-sun', propertyId: 'pcr-1003', weekday: 0, start: '12:00', end: '15:00' },
  { id: 'oh-1008-sun', propertyId: 'pcr-1008', weekday: 0, start: '13:00', end: '16:00', remarks: 'Refreshments served on the boat dock.' },
  { id: 'oh-1012-sun', propertyId: 'pcr-1012', weekday: 0, start: '14:00', end: '17:00' },
  { id: 'oh-1016-sat', propertyId: 'pcr-1016', weekday: 6, start: '10:00', end: '13:00' },
  { id: 'oh-1018-thu', propertyId: 'pcr-1018', weekday: 4, start: '17:30', end: '19:30', remarks: 'Twilight open house after work.' },
];

/** How far ahead the bundled slots are made into dates. */
const BUNDLED_DAYS = 14;

/**
 * Each slot on each of its dates from today (California) through the next 14 days; the one of today
 * even once it has ended (the read side leaves out what has ended, with its own clock). Dated as
 * changed a week before it opens, at 9:00 California time: stable, so its calendar entry is too.
 */
export function bundledOpenHouses(now: number, slots: readonly OpenHouseSlot[] = openHouseSlots): OpenHouse[] {
  const today = pacificParts(now).date;
  // The same all day: made once a day, not on every page that reads them (each date is three time-zone lookups).
  if (made?.today === today && made.slots === slots) return made.houses;
  const houses = openHousesFrom(today, slots);
  made = { today, slots, houses };
  return houses;
}

let made: { today: string; slots: readonly OpenHouseSlot[]; houses: OpenHouse[] } | undefined;

function openHousesFrom(today: string, slots: readonly OpenHouseSlot[]): OpenHouse[] {
  const houses: OpenHouse[] = [];
  for (let offset = 0; offset <= BUNDLED_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const slot of slots.filter((s) => s.weekday === weekdayOf(date))) {
      houses.push({
        id: `${slot.id}-${date.replaceAll('-', '')}`,
        propertyId: slot.propertyId,
        startsAt: pacificInstant(date, slot.start),
        endsAt: pacificInstant(date, slot.end),
        status: 'active',
        sequence: 0,
        updatedAt: pacificInstant(addDays(date, -7), '09:00'),
        ...(slot.remarks ? { remarks: slot.remarks } : {}),
      });
    }
  }
  return houses.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
