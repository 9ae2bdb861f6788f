import { describe, expect, it } from 'vitest';
import { addDays, pacificInstant, pacificParts, weekdayOf } from './pacific-calendar.js';

describe('California wall-clock time', () => {
  it('reads an instant as California reads it, in standard and in daylight time', () => {
    expect(pacificParts('2026-12-05T21:00:00Z')).toEqual({ date: '2026-12-05', time: '13:00', weekday: 'Saturday', offsetMinutes: -480 });
    expect(pacificParts('2026-07-04T17:30:00Z')).toEqual({ date: '2026-07-04', time: '10:30', weekday: 'Saturday', offsetMinutes: -420 });
    // Past midnight in UTC, still the evening before in California.
    expect(pacificParts('2026-12-06T03:00:00Z').date).toBe('2026-12-05');
  });

  it('gives the instant of a California day and hour, on both sides of the November and March changes', () => {
    expect(pacificInstant('2026-12-05', '13:00')).toBe('2026-12-05T21:00:00.000Z');
    expect(pacificInstant('2026-07-04', '10:30')).toBe('2026-07-04T17:30:00.000Z');
    // Sunday November 1, 2026: daylight time ends at 2:00; noon is standard time (UTC−8), the Saturday before daylight (UTC−7).
    expect(pacificInstant('2026-10-31', '12:00')).toBe('2026-10-31T19:00:00.000Z');
    expect(pacificInstant('2026-11-01', '12:00')).toBe('2026-11-01T20:00:00.000Z');
    // The repeated hour is taken the first time (still daylight time).
    expect(pacificInstant('2026-11-01', '01:30')).toBe('2026-11-01T08:30:00.000Z');
    // Sunday March 14, 2027 (second Sunday): 2:30 does not exist; an hour later it is 3:30 PDT.
    expect(pacificInstant('2027-03-14', '02:30')).toBe('2027-03-14T10:30:00.000Z');
    expect(pacificInstant('2027-03-14', '12:00')).toBe('2027-03-14T19:00:00.000Z');
  });

  it('counts days across months and years, and names their weekday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-12-05')).toBe(6);
    expect(weekdayOf('2026-12-06')).toBe(0);
  });
});
