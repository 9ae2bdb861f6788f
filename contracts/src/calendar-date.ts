/**
 * Calendar dates as the site writes them (spec section 9), without Intl (en-us-number.ts says why). A
 * module of its own: only the pages that show such a date (a neighborhood's market trends, the legal
 * pages) carry it.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date as written, whatever the reader's time zone: "2026-10-01" → "October 1, 2026"
 * (what en-US's long date style writes). Only the date part of `isoDate` is read.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
