/**
 * Moments in the agency's time (spec section 9). A module of its own, apart from format.ts: only the
 * MLS disclaimer writes one, so only the pages that show it carry this code.
 */
import type { MonthName } from './calendar-date.js';

/**
 * The agency's clock: Orange County and Los Angeles are in California. Made on first use (only pages
 * with MLS listings show a time), as its time-zone rules need Intl.
 */
let pacificTime: Intl.DateTimeFormat | undefined;
const pacificTimeFormat = () =>
  (pacificTime ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // A 24-hour clock, made 12-hour below: "AM" and "PM" are the site's words, not ICU's.
    hourCycle: 'h23',
    timeZoneName: 'short',
  }));

/** A moment's parts in the agency's time, for a text of the page's language to write. */
export interface PacificMoment {
  month: MonthName;
  day: string;
  year: string;
  /** "10:05": on a 12-hour clock. */
  time: string;
  dayPeriod: 'AM' | 'PM';
  /** "PST" or "PDT": the same in Spanish. */
  zone: string;
}

/**
 * A moment in the agency's time zone: "2026-11-24T18:05:00Z" → November, 24, 2026, 10:05, AM, PST.
 * The interface writes it "November 24, 2026 at 10:05 AM PST", in Spanish "24 de noviembre de 2026,
 * 10:05 a. m. PST", through its catalog: an English page carries no other language's words. Taken
 * from parts, so the server and every browser write the same characters (ICU versions differ in the
 * spaces they put around "AM"), and a server-rendered page hydrates unchanged.
 */
export function pacificMoment(iso: string): PacificMoment {
  const parts = Object.fromEntries(pacificTimeFormat().formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  return {
    // en-US's long month names are the site's.
    month: parts.month as MonthName,
    day: parts.day ?? '',
    year: parts.year ?? '',
    time: `${hour % 12 || 12}:${parts.minute ?? ''}`,
    dayPeriod: hour < 12 ? 'AM' : 'PM',
    zone: parts.timeZoneName ?? '',
  };
}
