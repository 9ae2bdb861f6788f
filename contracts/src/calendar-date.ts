/**
 * Calendar dates as the site writes them (spec section 9), without Intl (en-us-number.ts says why). A
 * module of its own: only the pages that show such a date (a neighborhood's market trends, the legal
 * pages) carry it.
 */

import type { Locale } from './locale.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * A calendar date as written, whatever the reader's time zone: "2026-10-01" → "October 1, 2026", in
 * Spanish "1 de octubre de 2026" (what en-US's and es-US's long date styles write). Only the date
 * part of `isoDate` is read.
 */
export function formatCalendarDate(isoDate: string, locale: Locale = 'en'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (locale === 'es') return `${date.getUTCDate()} de ${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
