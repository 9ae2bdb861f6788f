/** Formatting rules of spec section 9, shared by the app, the stories and the tests. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** USD with thousands separators and no decimals: 1250000 → "$1,250,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** USD to the cent, for monthly costs: 2398.2 → "$2,398.20". */
export function formatUsdCents(amount: number): string {
  return usdCents.format(amount);
}

/** Neighborhood average price, given in millions: 2.45 → "$2.5M", 3 → "$3M". */
export function formatMillions(millions: number): string {
  return `$${upToOneDecimal.format(millions)}M`;
}

/** Population and other counts: 307670 → "307,670". */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** Ratings show one decimal: 4.5 → "4.5", 5 → "5.0". */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}

/** Signed percent change for market trends: 4.2 → "+4.2%", -3 → "-3%". */
export function formatPercentChange(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${upToOneDecimal.format(Math.abs(value))}%`;
}

/** Full stars plus a half star for a fraction: 4.5 → { full: 4, half: true, empty: 0 }. */
export function starParts(rating: number, max = 5): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(Math.max(rating, 0), max);
  const full = Math.floor(clamped);
  const half = clamped - full > 0;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}

/** The agency's clock: Orange County and Los Angeles are in California. */
const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/**
 * A moment in the agency's time zone: "2026-11-24T18:05:00Z" → "November 24, 2026 at 10:05 AM PST".
 * Assembled from parts, so the server and every browser write the same characters (ICU versions
 * differ in the spaces they put around "AM"), and a server-rendered page hydrates unchanged.
 */
export function formatPacificDateTime(iso: string): string {
  const parts = Object.fromEntries(pacificTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/** Copyright year from the current date. */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
