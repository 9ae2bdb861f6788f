/**
 * Formatting rules of spec section 9, shared by the app, the stories and the tests. Numbers and dates
 * are written without Intl where the rule allows (en-us-number.ts says why): no page start-up pays for
 * the browser's ICU data.
 */
import { formatEnUsNumber } from './en-us-number.js';

const upToOneDecimal = (value: number) => formatEnUsNumber(value, { maximumFractionDigits: 1 });

/** USD with thousands separators and no decimals: 1250000 → "$1,250,000". */
export function formatUsd(amount: number): string {
  return formatEnUsNumber(amount, { maximumFractionDigits: 0, prefix: '$' });
}

/** USD to the cent, for monthly costs: 2398.2 → "$2,398.20". */
export function formatUsdCents(amount: number): string {
  return formatEnUsNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2, prefix: '$' });
}

/** Neighborhood average price, given in millions: 2.45 → "$2.5M", 3 → "$3M". */
export function formatMillions(millions: number): string {
  return `$${upToOneDecimal(millions)}M`;
}

/** Population and other counts: 307670 → "307,670". */
export function formatCount(value: number): string {
  return formatEnUsNumber(value, { maximumFractionDigits: 0 });
}

/** Ratings show one decimal: 4.5 → "4.5", 5 → "5.0". */
export function formatRating(rating: number): string {
  return formatEnUsNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Signed percent change for market trends: 4.2 → "+4.2%", -3 → "-3%". */
export function formatPercentChange(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${upToOneDecimal(Math.abs(value))}%`;
}

/** Full stars plus a half star for a fraction: 4.5 → { full: 4, half: true, empty: 0 }. */
export function starParts(rating: number, max = 5): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(Math.max(rating, 0), max);
  const full = Math.floor(clamped);
  const half = clamped - full > 0;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}

/** Copyright year from the current date. */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
