/**
 * Calendar dates as the site writes them (spec section 9), without Intl (en-us-number.ts says why). A
 * module of its own: only the pages that show such a date (a neighborhood's market trends, the legal
 * pages) carry it.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month as the site's English names it (the interface's catalog has each in Spanish). */
export type MonthName = (typeof MONTH_NAMES)[number];

/** A date's parts, for a text of the page's language to write ("{month} {day}, {year}"). */
export interface CalendarDate {
  month: MonthName;
  day: number;
  year: number;
}

/**
 * A calendar date as written, whatever the reader's time zone: "2026-10-01" → October, 1, 2026. Only
 * the date part of `isoDate` is read. The interface writes it "October 1, 2026", in Spanish
 * "1 de octubre de 2026" (what en-US's and es-US's long date styles write), through its catalog: an
 * English page carries no other language's words.
 */
export function calendarDate(isoDate: string): CalendarDate {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return { month: MONTH_NAMES[date.getUTCMonth()]!, day: date.getUTCDate(), year: date.getUTCFullYear() };
}
