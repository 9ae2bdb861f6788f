/**
 * Calendar arithmetic in the agency's time zone (open houses, issue 48): which day and hour an instant
 * is in California, and the instant of a California day and hour. With Intl's time-zone rules, so the
 * daylight-saving changes (March, November) fall where California's law puts them.
 */

export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** A day of the week as the site's English names it (the interface's catalog has each in Spanish). */
export type WeekdayName = (typeof WEEKDAYS)[number];

/** An instant's wall-clock parts in California. */
export interface PacificParts {
  /** "2026-12-05" */
  date: string;
  /** "13:00", on a 24-hour clock. */
  time: string;
  weekday: WeekdayName;
  /** Minutes east of UTC at that instant: −480 (PST) or −420 (PDT). */
  offsetMinutes: number;
}

let format: Intl.DateTimeFormat | undefined;
const pacificFormat = () =>
  (format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PACIFIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'long',
    timeZoneName: 'longOffset',
  }));

/** "2026-12-05T21:00:00Z" → 2026-12-05, 13:00, Saturday, −480. */
export function pacificParts(instant: string | number): PacificParts {
  const parts = Object.fromEntries(pacificFormat().formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  // "GMT-08:00" (or "GMT" at an offset of zero, which California never has).
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: parts.weekday as WeekdayName, offsetMinutes };
}

/**
 * The instant (ISO, UTC) of a California wall-clock time: ("2026-12-05", "13:00") → "2026-12-05T21:00:00.000Z".
 * A time the spring change skips is taken an hour later; one the fall change repeats, the first time.
 */
export function pacificInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC, then at the instant it gives: two looks settle it on either side of a change.
  const first = wall - pacificParts(wall).offsetMinutes * 60_000;
  const second = wall - pacificParts(first).offsetMinutes * 60_000;
  const settled = pacificParts(second);
  // Neither look reads back as that time: the spring change skips it, and the later instant is the hour after.
  const instant = settled.date === date && settled.time === time ? second : Math.max(first, second);
  return new Date(instant).toISOString();
}

/** The California date `days` after `date` ("2026-12-31", 1 → "2027-01-01"). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The day of the week of a calendar date (0 Sunday … 6 Saturday). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export const WEEKDAY_NAMES: readonly WeekdayName[] = WEEKDAYS;
