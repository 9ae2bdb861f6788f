import type { AlertFrequency } from '@pcr/contracts';

/** Instant alerts are batched: at most one e-mail per alert in this long (issue 31). */
export const INSTANT_ALERT_GAP_MS = 15 * 60_000;
/** Daily and weekly alerts go at this hour of the agency's clock (America/Los_Angeles). */
export const ALERT_LOCAL_HOUR = 7;
/** Weekly alerts go on this day (0 Sunday … 6 Saturday): Monday, to start the week's viewings. */
export const WEEKLY_ALERT_DAY = 1;

const DAY_MS = 86_400_000;

let losAngeles: Intl.DateTimeFormat | undefined;
const wallClock = () =>
  (losAngeles ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

/** The wall-clock time in Los Angeles at `ms`, read as if it were UTC: its difference to `ms` is the zone's offset. */
function wallAsUtc(ms: number): number {
  const parts = Object.fromEntries(wallClock().formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** The instant a Los Angeles wall-clock time (given as a UTC date) happens; daylight saving is read at that instant. */
function losAngelesInstant(wall: number): number {
  const guess = wall - (wallAsUtc(wall) - wall);
  return wall - (wallAsUtc(guess) - guess);
}

/** The first `ALERT_LOCAL_HOUR` o'clock in Los Angeles after `after`, on `weekday` when one is given. */
function nextLocalHour(after: number, weekday?: number): number {
  const today = new Date(wallAsUtc(after));
  let day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), ALERT_LOCAL_HOUR);
  for (;;) {
    const instant = losAngelesInstant(day);
    if (instant > after && (weekday === undefined || new Date(day).getUTCDay() === weekday)) return instant;
    day += DAY_MS;
  }
}

/**
 * When an alert's next e-mail may go, after one went (or the alert was made) at `at`: instant ones
 * 15 minutes later, daily ones at the next 7 a.m. in Los Angeles, weekly ones on the next Monday at 7 a.m.
 */
export function nextAlertDue(frequency: AlertFrequency, at: Date): Date {
  const ms = at.getTime();
  switch (frequency) {
    case 'instant':
      return new Date(ms + INSTANT_ALERT_GAP_MS);
    case 'daily':
      return new Date(nextLocalHour(ms));
    case 'weekly':
      return new Date(nextLocalHour(ms, WEEKLY_ALERT_DAY));
  }
}
