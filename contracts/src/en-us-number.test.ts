import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEnUsNumber } from './en-us-number.js';

/** What the browser's and Node's Intl write: the reference the formatter must match character for character. */
function intl(value: number, minimumFractionDigits: number, maximumFractionDigits: number, currency: boolean): string {
  return new Intl.NumberFormat('en-US', {
    ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value);
}

// The formats the site writes (spec section 9 and the mortgage calculator).
const formats = [
  { name: 'USD', min: 0, max: 0, currency: true },
  { name: 'USD to the cent', min: 2, max: 2, currency: true },
  { name: 'a count', min: 0, max: 0, currency: false },
  { name: 'one decimal', min: 1, max: 1, currency: false },
  { name: 'up to one decimal', min: 0, max: 1, currency: false },
  { name: 'up to two decimals', min: 0, max: 2, currency: false },
];

const numbers = fc.oneof(
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -99_999, max: 99_999 }).map((thousandths) => thousandths / 1000),
  fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
);

describe('formatEnUsNumber writes what Intl en-US writes', () => {
  for (const format of formats) {
    it(`as ${format.name}`, () => {
      const ours = (value: number) =>
        formatEnUsNumber(value, { minimumFractionDigits: format.min, maximumFractionDigits: format.max, prefix: format.currency ? '$' : '' });
      // Halves on the decimal form, carries through every digit, negative zero, exponent forms.
      for (const value of [0, -0, 1.005, 0.05, 2.5, -2.5, 0.45, 9.995, 999.95, 999_999.5, -0.4, 1e-7, 123e-20, 1e20, 4.35, 1_250_000, 849_999.6, 916.666]) {
        expect(ours(value), String(value)).toBe(intl(value, format.min, format.max, format.currency));
      }
      fc.assert(fc.property(numbers, (value) => ours(value) === intl(value, format.min, format.max, format.currency)), { numRuns: 5000 });
    });
  }

  it('leaves numbers no page shows to Intl', () => {
    expect(formatEnUsNumber(Number.NaN, { maximumFractionDigits: 0 })).toBe('NaN');
    expect(formatEnUsNumber(Number.POSITIVE_INFINITY, { maximumFractionDigits: 0, prefix: '$' })).toBe('$∞');
    expect(formatEnUsNumber(-1e21, { maximumFractionDigits: 0 })).toBe('-1,000,000,000,000,000,000,000');
  });
});
