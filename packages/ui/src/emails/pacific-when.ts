import { calendarDate, pacificMoment, pacificParts } from '@pcr/contracts';
import type { OpenHouseWhen } from './email-texts.js';

/**
 * A span of time's day and hours in California, in parts for the e-mail's language to write: an
 * open house's (the alert's badge) and a tour's (issue 48). The day is the start's; the zone the end's.
 */
export function pacificWhen(startsAt: string, endsAt: string): OpenHouseWhen {
  const parts = pacificParts(startsAt);
  const { month, day } = calendarDate(parts.date);
  const start = pacificMoment(startsAt);
  const end = pacificMoment(endsAt);
  return { weekday: parts.weekday, month, day, start, end, zone: end.zone };
}
