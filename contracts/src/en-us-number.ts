/**
 * Numbers written as en-US `Intl.NumberFormat` writes them (thousands separators, half away from zero
 * on the shortest decimal form of the number), without Intl. A browser loads its ICU data on the
 * first Intl object a page makes, 40–70 ms of main thread here (docs/performance.md), and every page
 * shows prices or counts while it starts. Numbers no page shows (not finite, 1e21 and beyond) are
 * left to Intl itself.
 */

export interface EnUsNumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits: number;
  /** Written between the sign and the digits, as en-US writes a currency symbol ("-$1,250"). */
  prefix?: string;
}

/** The shortest decimal form of a finite, non-negative number below 1e21, as integer and fraction digits. */
function decimalDigits(magnitude: number): { integer: string; fraction: string } {
  const [, whole = '', part = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(magnitude)) ?? [];
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

function viaIntl(value: number, { minimumFractionDigits = 0, maximumFractionDigits, prefix = '' }: EnUsNumberOptions): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value);
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}` : `${prefix}${text}`;
}

/** `value` with separators and between `minimumFractionDigits` and `maximumFractionDigits` decimals. */
export function formatEnUsNumber(value: number, options: EnUsNumberOptions): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return viaIntl(value, options);
  const { minimumFractionDigits = 0, maximumFractionDigits, prefix = '' } = options;
  let { integer, fraction } = decimalDigits(Math.abs(value));
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = fraction.charAt(maximumFractionDigits) >= '5';
    const kept = integer + fraction.slice(0, maximumFractionDigits);
    // One more in the last kept place ("0999" → "1000"); BigInt carries through any number of digits.
    const rounded = roundsUp ? String(BigInt(kept) + 1n).padStart(kept.length, '0') : kept;
    integer = rounded.slice(0, rounded.length - maximumFractionDigits);
    fraction = rounded.slice(rounded.length - maximumFractionDigits);
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${prefix}${grouped}${fraction ? `.${fraction}` : ''}`;
}
