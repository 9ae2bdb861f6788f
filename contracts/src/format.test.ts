import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDate } from './calendar-date.js';
import { pacificMoment } from './pacific-time.js';
import { copyrightYear, formatCount, formatMillions, formatPercentChange, formatRating, formatUsd, formatUsdCents, starParts } from './format.js';
import { listingUrl, pageTitle, resolveSiteIdentity, defaultSiteIdentity } from './site.js';

describe('money (spec section 9)', () => {
  it('formats USD with thousands separators and no decimals', () => {
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(849999.6)).toBe('$850,000');
    expect(formatUsd(0)).toBe('$0');
  });
  it('formats monthly costs to the cent', () => {
    expect(formatUsdCents(2398.2)).toBe('$2,398.20');
    expect(formatUsdCents(916.666)).toBe('$916.67');
    expect(formatUsdCents(0)).toBe('$0.00');
  });
  it('formats neighborhood averages in millions with at most one decimal', () => {
    expect(formatMillions(2.4)).toBe('$2.4M');
    expect(formatMillions(2.45)).toBe('$2.5M');
    expect(formatMillions(3)).toBe('$3M');
    expect(formatMillions(12.04)).toBe('$12M');
  });
  it('formats populations with separators', () => {
    expect(formatCount(307670)).toBe('307,670');
  });
});

describe('ratings', () => {
  it('shows one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.5)).toBe('4.5');
  });
  it('splits into full stars plus a half star for a fraction', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(3.5)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starParts(7)).toEqual({ full: 5, half: false, empty: 0 });
  });
});

describe('percent changes', () => {
  it('signs the change', () => {
    expect(formatPercentChange(4.2)).toBe('+4.2%');
    expect(formatPercentChange(-3)).toBe('-3%');
    expect(formatPercentChange(0)).toBe('0%');
  });
});

describe('dates (the interface writes them through its catalog)', () => {
  it("takes a moment's parts in California time, standard and daylight, on a 12-hour clock", () => {
    expect(pacificMoment('2026-11-24T18:05:00Z')).toEqual({ month: 'November', day: '24', year: '2026', time: '10:05', dayPeriod: 'AM', zone: 'PST' });
    expect(pacificMoment('2026-07-04T00:30:00.000Z')).toEqual({ month: 'July', day: '3', year: '2026', time: '5:30', dayPeriod: 'PM', zone: 'PDT' });
  });
  it('names the hours after midnight and noon 12 AM and 12 PM', () => {
    expect(pacificMoment('2026-11-24T08:30:00Z')).toMatchObject({ day: '24', time: '12:30', dayPeriod: 'AM' });
    expect(pacificMoment('2026-11-24T20:00:00Z')).toMatchObject({ day: '24', time: '12:00', dayPeriod: 'PM' });
    expect(pacificMoment('2026-11-24T07:59:00Z')).toMatchObject({ day: '23', time: '11:59', dayPeriod: 'PM' });
  });
  it("takes a calendar date's parts as written, whatever the time zone", () => {
    expect(calendarDate('2026-10-01')).toEqual({ month: 'October', day: 1, year: 2026 });
    expect(calendarDate('2024-02-29T23:59:59Z')).toEqual({ month: 'February', day: 29, year: 2024 });
  });
  it('gives the parts en-US long dates are written with', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(day, (date) => {
        const { month, day: dayOfMonth, year } = calendarDate(date.toISOString());
        return `${month} ${dayOfMonth}, ${year}` === longDate.format(date);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('site identity', () => {
  it('adds the brand to page titles that lack it', () => {
    expect(pageTitle('Our Team')).toBe('Our Team | Pacific Crest Realty');
    expect(pageTitle('Irvine | Pacific Crest Realty')).toBe('Irvine | Pacific Crest Realty');
  });
  it('takes overrides from the environment and keeps defaults for blanks', () => {
    const identity = resolveSiteIdentity({ VITE_SITE_BRAND: 'Harbor Homes', VITE_SITE_PHONE: ' ' }, 'VITE_');
    expect(identity.brand).toBe('Harbor Homes');
    expect(identity.phoneDisplay).toBe(defaultSiteIdentity.phoneDisplay);
  });
  it('has the agency’s DRE license number, eight digits, from SITE_DRE_LICENSE or the default, and refuses any other', () => {
    expect(resolveSiteIdentity({}).dreLicense).toBe('02154879');
    expect(resolveSiteIdentity({ SITE_DRE_LICENSE: ' 01234567 ' }).dreLicense).toBe('01234567');
    expect(resolveSiteIdentity({ VITE_SITE_DRE_LICENSE: '00987654' }, 'VITE_').dreLicense).toBe('00987654');
    for (const wrong of ['1234567', '123456789', 'DRE01234567', '0123-4567']) {
      expect(() => resolveSiteIdentity({ SITE_DRE_LICENSE: wrong }), wrong).toThrow(
        `SITE_DRE_LICENSE must be the agency's California DRE license number, eight digits (e.g. 01234567); got "${wrong}"`,
      );
    }
  });
  it('builds outbound listing links carrying the listing id', () => {
    expect(listingUrl({ listingLinkTemplate: 'https://x.example/l/{id}?ref=pcr' }, 'HL 1/2')).toBe('https://x.example/l/HL%201%2F2?ref=pcr');
  });
  it('takes the copyright year from the date', () => {
    expect(copyrightYear(new Date('2031-03-04T12:00:00Z'))).toBe(2031);
  });
});
