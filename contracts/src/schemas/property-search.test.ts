import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldIssues } from './forms.js';
import { activeFilterCount, citySlug, propertySearchQueryString } from '../property-search-params.js';
import { PropertySearchQuerySchema, readPropertySearch } from './property-search.js';

const issuesOf = (query: Record<string, unknown>) => {
  const result = v.safeParse(PropertySearchQuerySchema, query);
  return result.success ? [] : toFieldIssues(result.issues);
};

describe('PropertySearchQuerySchema', () => {
  it('turns a valid query into a typed search and ignores parameters it does not know', () => {
    expect(v.parse(PropertySearchQuerySchema, { city: 'los-angeles', minPrice: '1000000', maxPrice: '1000000', minBeds: '3', minBaths: '0', type: 'condo', sort: 'newest', utm_source: 'x' })).toEqual({
      city: 'los-angeles',
      minPrice: 1_000_000,
      maxPrice: 1_000_000,
      minBeds: 3,
      minBaths: 0,
      type: 'condo',
      sort: 'newest',
    });
  });

  it('refuses each wrong value with its own message', () => {
    expect(issuesOf({ minPrice: '-1', maxPrice: '1.5', minBeds: 'three', minBaths: '100', type: 'castle', sort: 'cheapest', city: 'Los Angeles' })).toEqual([
      { path: 'city', message: 'Choose a city from the list.' },
      { path: 'minPrice', message: 'Enter the minimum price in whole dollars.' },
      { path: 'maxPrice', message: 'Enter the maximum price in whole dollars.' },
      { path: 'minBeds', message: 'Enter the minimum bedrooms as a whole number.' },
      { path: 'minBaths', message: 'Enter the minimum bathrooms as a whole number.' },
      { path: 'type', message: 'Choose a property type: single-family, condo, townhouse or multi-family.' },
      { path: 'sort', message: 'Sort by price-asc, price-desc or newest.' },
    ]);
  });

  it('refuses a repeated parameter (sent as a list) with the same message', () => {
    expect(issuesOf({ minPrice: ['1', '2'] })).toEqual([{ path: 'minPrice', message: 'Enter the minimum price in whole dollars.' }]);
  });

  it('refuses a price range the wrong way round, on the maximum', () => {
    expect(issuesOf({ minPrice: '2000000', maxPrice: '1999999' })).toEqual([{ path: 'maxPrice', message: 'The maximum price cannot be below the minimum price.' }]);
  });
});

describe('readPropertySearch', () => {
  it('reads empty fields as "any" (a form sent without JavaScript sends them all)', () => {
    const read = readPropertySearch(new URLSearchParams('neighborhood=&city=&minPrice=&maxPrice=2500000&minBeds=&minBaths=&type=&sort='));
    expect(read).toEqual({ search: { maxPrice: 2_500_000 }, values: { maxPrice: '2500000' }, issues: [] });
  });

  it('leaves a wrong value out of the search with its message, and keeps it to show back', () => {
    const read = readPropertySearch(new URLSearchParams('minPrice=3000000&maxPrice=1000000&minBeds=lots&city=irvine'));
    expect(read).toEqual({
      search: { city: 'irvine', minPrice: 3_000_000 },
      values: { city: 'irvine', minPrice: '3000000', maxPrice: '1000000', minBeds: 'lots' },
      issues: [
        { path: 'minBeds', message: 'Enter the minimum bedrooms as a whole number.' },
        { path: 'maxPrice', message: 'The maximum price cannot be below the minimum price.' },
      ],
    });
  });
});

describe('propertySearchQueryString', () => {
  it('lists the parameters in one order, without empty ones', () => {
    expect(propertySearchQueryString({ sort: 'newest', minBeds: 3, city: 'los-angeles', type: '' })).toBe('city=los-angeles&minBeds=3&sort=newest');
    expect(propertySearchQueryString({})).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts each filter in the address once, but not the order', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ sort: 'price-asc' })).toBe(0);
    expect(activeFilterCount({ city: 'los-angeles', minBeds: '3', sort: 'price-asc' })).toBe(2);
    expect(activeFilterCount({ neighborhood: 'irvine', city: 'irvine', minPrice: '1', maxPrice: '2', minBeds: '3', minBaths: '2', type: 'condo', sort: 'newest' })).toBe(7);
  });

  it('leaves out a filter the page dropped as wrong: it narrows nothing', () => {
    const read = readPropertySearch(new URLSearchParams('minPrice=3000000&maxPrice=1000000&minBeds=lots&city=irvine'));
    expect(activeFilterCount(read.values, read.issues)).toBe(2);
  });
});

describe('citySlug', () => {
  it('makes a city name into its slug', () => {
    expect(citySlug('Los Angeles')).toBe('los-angeles');
    expect(citySlug('La Cañada Flintridge')).toBe('la-canada-flintridge');
  });
});
