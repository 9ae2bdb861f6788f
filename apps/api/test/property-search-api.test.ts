import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './helpers.js';

/** GET /api/properties with a search, over real HTTP against the app with the bundled content. */
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

const get = (query: string) => fetch(`${app.baseUrl}/api/properties${query}`);
const idsOf = async (query: string) => {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { id: string }[]).map((p) => p.id);
};

describe('GET /api/properties with a search', () => {
  it('filters by city and bedrooms and sorts by price, both ways', async () => {
    expect(await idsOf('?city=los-angeles&minBeds=3&sort=price-asc')).toEqual(['pcr-1012', 'pcr-1019']);
    expect(await idsOf('?city=los-angeles&minBeds=3&sort=price-desc')).toEqual(['pcr-1019', 'pcr-1012']);
  });

  it('filters by price range, bathrooms and type, and sorts the newest first', async () => {
    expect(await idsOf('?minPrice=1000000&maxPrice=3000000&minBeds=4&minBaths=3&type=single-family&sort=newest')).toEqual([
      'pcr-1003',
      'pcr-1011',
      'pcr-1008',
      'pcr-1004',
      'pcr-1005',
      'pcr-1019',
    ]);
    expect(await idsOf('?type=townhouse')).toEqual(['pcr-1010']);
  });

  it('keeps ?neighborhood= as it was: by slug or id', async () => {
    expect(await idsOf('?neighborhood=irvine')).toEqual(['pcr-1003', 'pcr-1004', 'pcr-1005']);
    expect(await idsOf('?neighborhood=nb-002&sort=price-desc')).toEqual(['pcr-1005', 'pcr-1004', 'pcr-1003']);
  });

  it('answers an empty list for an unknown neighborhood or city, and for filters nothing matches', async () => {
    expect(await idsOf('?neighborhood=atlantis')).toEqual([]);
    expect(await idsOf('?city=atlantis')).toEqual([]);
    expect(await idsOf('?type=condo')).toEqual(['pcr-1020']);
    expect(await idsOf('?type=condo&minPrice=2000000')).toEqual([]);
    expect(await idsOf('?minPrice=9000000')).toEqual([]);
  });

  it('ignores parameters it does not know (tracking tags), and the answer to each URL is its own', async () => {
    expect(await idsOf('?utm_source=newsletter&minBeds=5')).toEqual(['pcr-1005', 'pcr-1014']);
    // Answers are kept per URL (decision 0015): asking again, and asking another order, stay right.
    expect(await idsOf('?utm_source=newsletter&minBeds=5')).toEqual(['pcr-1005', 'pcr-1014']);
    expect(await idsOf('?minBeds=5&sort=price-desc')).toEqual(['pcr-1014', 'pcr-1005']);
    expect(await idsOf('')).toHaveLength(20);
  });
});

describe('GET /api/properties with a wrong search: 400 with the field messages', () => {
  it.each([
    ['?minPrice=cheap', 'minPrice', 'Enter the minimum price in whole dollars.'],
    ['?minPrice=', 'minPrice', 'Enter the minimum price in whole dollars.'],
    ['?maxPrice=-5', 'maxPrice', 'Enter the maximum price in whole dollars.'],
    ['?maxPrice=1.5', 'maxPrice', 'Enter the maximum price in whole dollars.'],
    ['?minPrice=2000000&maxPrice=1000000', 'maxPrice', 'The maximum price cannot be below the minimum price.'],
    ['?minBeds=three', 'minBeds', 'Enter the minimum bedrooms as a whole number.'],
    ['?minBaths=100', 'minBaths', 'Enter the minimum bathrooms as a whole number.'],
    ['?type=castle', 'type', 'Choose a property type: single-family, condo, townhouse or multi-family.'],
    ['?sort=cheapest', 'sort', 'Sort by price-asc, price-desc or newest.'],
    ['?city=Los%20Angeles', 'city', 'Choose a city from the list.'],
    ['?minBeds=1&minBeds=2', 'minBeds', 'Enter the minimum bedrooms as a whole number.'],
  ])('%s', async (query, path, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'The query string is invalid.', issues: [{ path, message }] });
  });

  it('names every wrong parameter at once', async () => {
    const res = await get('?minBeds=x&sort=y');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The query string is invalid.',
      issues: [
        { path: 'minBeds', message: 'Enter the minimum bedrooms as a whole number.' },
        { path: 'sort', message: 'Sort by price-asc, price-desc or newest.' },
      ],
    });
  });
});
