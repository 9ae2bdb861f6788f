import type { CityHomePrices } from '@pcr/contracts';
import { properties } from '@pcr/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContentRepository, type ContentRepository } from '../src/content-repository.js';
import { startApp, type RunningApp } from './helpers.js';

/**
 * GET /api/home-prices over HTTP: the homes on the market (For Sale, New Listing) city by city, a
 * home's city being its neighborhood's. The figures below are worked out by hand from the bundled
 * homes (packages/content/src/properties.ts), not by the code under test.
 */
const read = async (app: RunningApp) => {
  const res = await fetch(`${app.baseUrl}/api/home-prices`);
  expect(res.status).toBe(200);
  return (await res.json()) as CityHomePrices[];
};

describe('GET /api/home-prices, the bundled homes', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({});
  });
  afterAll(() => app?.close());

  it('lists each city with a home on the market, by name, with its count, medians and range', async () => {
    const cities = await read(app);
    // Manhattan Beach's one home is coming soon, Costa Mesa has none: neither is listed.
    expect(cities.map((c) => c.city)).toEqual(['Beverly Hills', 'Dana Point', 'Huntington Beach', 'Irvine', 'Laguna Beach', 'Los Angeles', 'Newport Beach', 'Pasadena', 'Santa Monica']);
    const of = (city: string) => cities.find((c) => c.city === city);
    // pcr-1003 $1,425,000 / 2,310 sq ft and pcr-1004 $1,689,000 / 2,780 sq ft; pcr-1005 is pending.
    expect(of('Irvine')).toEqual({ city: 'Irvine', slug: 'irvine', homes: 2, medianPrice: 1_557_000, medianPricePerSquareFoot: 612, lowestPrice: 1_425_000, highestPrice: 1_689_000 });
    // pcr-1008 $2,650,000 / 2,960 and pcr-1020 $1,095,000 / 1,240; pcr-1009 is sold.
    expect(of('Huntington Beach')).toEqual({ city: 'Huntington Beach', slug: 'huntington-beach', homes: 2, medianPrice: 1_872_500, medianPricePerSquareFoot: 889, lowestPrice: 1_095_000, highestPrice: 2_650_000 });
    // Silver Lake and Los Feliz are both Los Angeles: pcr-1012 $1,895,000 / 1,760 is the one on the market.
    expect(of('Los Angeles')).toEqual({ city: 'Los Angeles', slug: 'los-angeles', homes: 1, medianPrice: 1_895_000, medianPricePerSquareFoot: 1077, lowestPrice: 1_895_000, highestPrice: 1_895_000 });
  });
});

describe('GET /api/home-prices, homes of its own', () => {
  let app: RunningApp;
  const irvine = properties.find((p) => p.id === 'pcr-1003')!;
  // Three Irvine homes on the market (an odd count: the middle one is the median), one without a size.
  const homes = [
    { ...irvine, id: 'a', status: 'For Sale' as const, price: 900_000, squareFeet: 1_000 },
    { ...irvine, id: 'b', status: 'New Listing' as const, price: 1_200_000, squareFeet: 0 },
    { ...irvine, id: 'c', status: 'For Sale' as const, price: 2_000_000, squareFeet: 2_500 },
    { ...irvine, id: 'd', status: 'Sold' as const, price: 5_000_000, squareFeet: 1_000 },
    // Only a home without a size in Newport Beach: no price per square foot there.
    { ...irvine, id: 'e', neighborhood: 'newport-beach', status: 'For Sale' as const, price: 3_000_000, squareFeet: 0 },
  ];
  const content: ContentRepository = { ...fixtureContentRepository(), properties: () => homes };
  beforeAll(async () => {
    app = await startApp({ content });
  });
  afterAll(() => app?.close());

  it('takes the middle price of an odd count, leaves sizeless homes out of the price per square foot, and says null when none has one', async () => {
    expect(await read(app)).toEqual([
      // $900 and $800 a square foot: $850.
      { city: 'Irvine', slug: 'irvine', homes: 3, medianPrice: 1_200_000, medianPricePerSquareFoot: 850, lowestPrice: 900_000, highestPrice: 2_000_000 },
      { city: 'Newport Beach', slug: 'newport-beach', homes: 1, medianPrice: 3_000_000, medianPricePerSquareFoot: null, lowestPrice: 3_000_000, highestPrice: 3_000_000 },
    ]);
  });
});
