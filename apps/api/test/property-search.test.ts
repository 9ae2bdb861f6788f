import { describe, expect, it } from 'vitest';
import { neighborhoods, properties } from '@pcr/content';
import { searchProperties } from '../src/property-search.js';

/** The ids a search finds in the bundled content, in order. */
const ids = (search: Parameters<typeof searchProperties>[2]) => searchProperties(properties, neighborhoods, search).map((p) => p.id);

describe('searchProperties', () => {
  it('without a search keeps every home in the agency’s own order', () => {
    expect(ids({})).toEqual(properties.map((p) => p.id));
    expect(ids({})).toHaveLength(20);
  });

  it('narrows to a neighborhood by slug or by id, and to nothing for an unknown one', () => {
    expect(ids({ neighborhood: 'irvine' })).toEqual(['pcr-1003', 'pcr-1004', 'pcr-1005']);
    expect(ids({ neighborhood: 'nb-002' })).toEqual(['pcr-1003', 'pcr-1004', 'pcr-1005']);
    expect(ids({ neighborhood: 'costa-mesa' })).toEqual([]);
    expect(ids({ neighborhood: 'atlantis' })).toEqual([]);
  });

  it('narrows to a city through its neighborhoods (Silver Lake and Los Feliz are Los Angeles)', () => {
    expect(ids({ city: 'los-angeles' })).toEqual(['pcr-1012', 'pcr-1013', 'pcr-1019']);
    expect(ids({ city: 'newport-beach' })).toEqual(['pcr-1001', 'pcr-1002']);
    expect(ids({ city: 'atlantis' })).toEqual([]);
    // Both areas at once: only homes in both.
    expect(ids({ city: 'los-angeles', neighborhood: 'los-feliz' })).toEqual(['pcr-1019']);
    expect(ids({ city: 'los-angeles', neighborhood: 'irvine' })).toEqual([]);
  });

  it('keeps prices within the range, both ends included', () => {
    expect(ids({ minPrice: 3_650_000 })).toEqual(['pcr-1001', 'pcr-1014', 'pcr-1015', 'pcr-1017']);
    expect(ids({ maxPrice: 1_395_000 })).toEqual(['pcr-1009', 'pcr-1010', 'pcr-1016', 'pcr-1020']);
    expect(ids({ minPrice: 1_395_000, maxPrice: 1_425_000 })).toEqual(['pcr-1003', 'pcr-1010']);
  });

  it('keeps homes with at least the bedrooms and bathrooms asked for', () => {
    expect(ids({ minBeds: 5 })).toEqual(['pcr-1005', 'pcr-1014']);
    expect(ids({ minBaths: 4 })).toEqual(['pcr-1001', 'pcr-1005', 'pcr-1014', 'pcr-1017']);
    expect(ids({ minBeds: 2, minBaths: 0 })).toHaveLength(20);
  });

  it('keeps one property type', () => {
    expect(ids({ type: 'townhouse' })).toEqual(['pcr-1010']);
    expect(ids({ type: 'multi-family' })).toEqual(['pcr-1018']);
    expect(ids({ type: 'condo' })).toEqual(['pcr-1020']);
  });

  it('sorts by price either way and by listing date, newest first', () => {
    expect(ids({ city: 'los-angeles', sort: 'price-asc' })).toEqual(['pcr-1013', 'pcr-1012', 'pcr-1019']);
    expect(ids({ city: 'los-angeles', sort: 'price-desc' })).toEqual(['pcr-1019', 'pcr-1012', 'pcr-1013']);
    expect(ids({ sort: 'newest' }).slice(0, 4)).toEqual(['pcr-1017', 'pcr-1007', 'pcr-1002', 'pcr-1003']);
    expect(ids({ sort: 'price-asc' })[0]).toBe('pcr-1020');
    expect(ids({ sort: 'price-desc' })[0]).toBe('pcr-1014');
  });

  it('combines every filter, and never changes the list it was given', () => {
    const before = properties.map((p) => p.id);
    expect(ids({ minPrice: 1_000_000, maxPrice: 3_000_000, minBeds: 4, minBaths: 3, type: 'single-family', sort: 'price-desc' })).toEqual([
      'pcr-1008',
      'pcr-1019',
      'pcr-1011',
      'pcr-1005',
      'pcr-1004',
      'pcr-1003',
    ]);
    expect(properties.map((p) => p.id)).toEqual(before);
  });
});
