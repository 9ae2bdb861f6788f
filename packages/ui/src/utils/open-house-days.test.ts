import type { OpenHouseListing } from '@pcr/contracts';
import { describe, expect, it } from 'vitest';
import { openHouseDays } from './open-house-days.js';

const at = (id: string, startsAt: string) => ({ id, startsAt }) as OpenHouseListing;
const ids = (days: ReturnType<typeof openHouseDays>) => ({ thisWeekend: days.thisWeekend.map((h) => h.id), later: days.later.map((h) => h.id) });

describe('this weekend’s open houses, in California', () => {
  // Saturday December 5 and Sunday December 6, 2026, California time.
  const listings = [
    at('thu', '2026-12-04T01:30:00Z'), // Thursday December 3, 5:30 PM
    at('sat', '2026-12-05T21:00:00Z'), // Saturday 1:00 PM
    at('sun-evening', '2026-12-07T02:00:00Z'), // Sunday 6:00 PM (Monday in UTC)
    at('next-sat', '2026-12-12T19:00:00Z'),
  ];

  it('on a weekday: the coming Saturday and Sunday', () => {
    expect(ids(openHouseDays(listings, Date.parse('2026-12-03T18:00:00Z')))).toEqual({ thisWeekend: ['sat', 'sun-evening'], later: ['thu', 'next-sat'] });
  });

  it('on Saturday and on Sunday: the weekend under way', () => {
    expect(ids(openHouseDays(listings.slice(1), Date.parse('2026-12-05T17:00:00Z')))).toEqual({ thisWeekend: ['sat', 'sun-evening'], later: ['next-sat'] });
    // Sunday 7:00 PM in California is Monday 03:00 UTC: still Sunday's weekend.
    expect(ids(openHouseDays(listings.slice(2), Date.parse('2026-12-07T03:00:00Z')))).toEqual({ thisWeekend: ['sun-evening'], later: ['next-sat'] });
  });
});
