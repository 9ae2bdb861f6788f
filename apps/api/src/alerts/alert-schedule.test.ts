import { describe, expect, it } from 'vitest';
import { nextAlertDue } from './alert-schedule.js';

describe('nextAlertDue', () => {
  it('batches instant alerts: the next e-mail 15 minutes after the last', () => {
    expect(nextAlertDue('instant', new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-26T20:15:00.000Z');
  });

  it('sends daily alerts at 7 a.m. in Los Angeles (PST is UTC−8)', () => {
    // 12:00 PST on Nov 26 → 7:00 PST on Nov 27.
    expect(nextAlertDue('daily', new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    // 6:59 PST → the same morning.
    expect(nextAlertDue('daily', new Date('2026-11-26T14:59:00Z')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    // Exactly 7:00 → the next day: never twice in one morning.
    expect(nextAlertDue('daily', new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('follows daylight saving time (PDT is UTC−7)', () => {
    expect(nextAlertDue('daily', new Date('2026-07-01T20:00:00Z')).toISOString()).toBe('2026-07-02T14:00:00.000Z');
    // The night clocks go back (Nov 1, 2026): 7 a.m. PST that morning.
    expect(nextAlertDue('daily', new Date('2026-11-01T06:00:00Z')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    // The night clocks go forward (Mar 8, 2026): 7 a.m. PDT that morning.
    expect(nextAlertDue('daily', new Date('2026-03-08T06:00:00Z')).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });

  it('sends weekly alerts on Mondays at 7 a.m. in Los Angeles', () => {
    // Thursday Nov 26, 2026 → Monday Nov 30.
    expect(nextAlertDue('weekly', new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    // Monday 7:00 PST exactly → the Monday after.
    expect(nextAlertDue('weekly', new Date('2026-11-30T15:00:00Z')).toISOString()).toBe('2026-12-07T15:00:00.000Z');
  });
});
