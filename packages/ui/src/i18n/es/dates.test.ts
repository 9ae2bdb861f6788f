import { calendarDate } from '@pcr/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../translate.js';
import { datesEs } from './dates.js';

/** A date as a Spanish page writes it: the catalog's pattern, its month in Spanish. */
const spanishCalendarDate = (isoDate: string) => {
  const date = calendarDate(isoDate);
  return fillPlaceholders(datesEs['{month} {day}, {year}'], { ...date, month: datesEs[date.month] });
};

// A moment in Spanish is checked where it is written: the MLS disclaimer's stories and the alert e-mail's tests.
describe('dates in Spanish', () => {
  it('writes a calendar date as es-US long dates are written', () => {
    expect(spanishCalendarDate('2026-10-01')).toBe('1 de octubre de 2026');
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    const longDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(day, (date) => spanishCalendarDate(date.toISOString()) === longDate.format(date)),
      { numRuns: 2000 },
    );
  });
});
