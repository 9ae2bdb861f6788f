/**
 * Moments in the agency's time (spec section 9). A module of its own, apart from format.ts: only the
 * MLS disclaimer writes one, so only the pages that show it carry this code.
 */

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
export function formatPacificDateTime(iso: string): string {
  const parts = Object.fromEntries(pacificTimeFormat().formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}
