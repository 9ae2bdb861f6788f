/**
 * Moments in the agency's time (spec section 9). A module of its own, apart from format.ts: only the
 * MLS disclaimer writes one, so only the pages that show it carry this code.
 */
import type { Locale } from './locale.js';

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
    hour12: true,
    timeZoneName: 'short',
  }));

/**
 * A moment in the agency's time zone: "2026-11-24T18:05:00Z" → "November 24, 2026 at 10:05 AM PST".
 * Assembled from parts, so the server and every browser write the same characters (ICU versions
 * differ in the spaces they put around "AM"), and a server-rendered page hydrates unchanged.
 */
export function formatPacificDateTime(iso: string, locale: Locale = 'en'): string {
  const parts = Object.fromEntries(pacificTimeFormat().formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  if (locale === 'es') {
    // es-US: "24 de noviembre de 2026, 10:05 a. m. PST" (the zone's abbreviation is the same in Spanish).
    const month = SPANISH_MONTHS[ENGLISH_MONTHS.indexOf(parts.month ?? '')] ?? parts.month;
    return `${parts.day} de ${month} de ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod === 'AM' ? 'a. m.' : 'p. m.'} ${parts.timeZoneName}`;
  }
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/** The English formatter's month names, and the same months in Spanish (no second Intl object, and the same on every ICU). */
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SPANISH_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
