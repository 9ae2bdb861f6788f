import { addDays, pacificParts, weekdayOf, type OpenHouseListing } from '@pcr/contracts';

/** The open houses of this weekend (California's Saturday and Sunday: today's when it is one), and the rest. */
export interface OpenHouseDays {
  thisWeekend: OpenHouseListing[];
  later: OpenHouseListing[];
}

/**
 * Splits the upcoming open houses (soonest first) into this weekend's and the later ones, by their
 * day in California: from Monday to Friday the coming Saturday and Sunday, on Saturday that day and
 * the next, on Sunday that day alone.
 */
export function openHouseDays(listings: readonly OpenHouseListing[], now: number): OpenHouseDays {
  const today = pacificParts(now).date;
  const weekday = weekdayOf(today);
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
  const weekend = new Set([saturday, addDays(saturday, 1)]);
  const days: OpenHouseDays = { thisWeekend: [], later: [] };
  for (const listing of listings) (weekend.has(pacificParts(listing.startsAt).date) ? days.thisWeekend : days.later).push(listing);
  return days;
}
