import { describe, expect, it } from 'vitest';
import { describeSearch } from './alert-topic.js';

describe('describeSearch', () => {
  it('names the area, the price range, the minimums and the kind of home, in the e-mail\'s language', () => {
    const search = { city: 'irvine', minPrice: 500_000, maxPrice: 900_000, minBeds: 3, minBaths: 2, type: 'condo' } as const;
    expect(describeSearch(search, 'Irvine', 'en')).toBe('Homes in Irvine · $500,000–$900,000 · 3+ beds · 2+ baths · Condo');
    expect(describeSearch(search, 'Irvine', 'es')).toBe('Casas en Irvine · $500,000–$900,000 · 3+ recámaras · 2+ baños · Condominio');
  });

  it('says "all homes" for a search without filters', () => {
    expect(describeSearch({}, undefined, 'en')).toBe('All homes for sale');
    expect(describeSearch({}, undefined, 'es')).toBe('Todas las casas en venta');
  });

  it('writes an open price range from its one end, and skips a minimum of zero', () => {
    expect(describeSearch({ minPrice: 1_250_000, minBeds: 0 }, undefined, 'en')).toBe('Homes for sale · From $1,250,000');
    expect(describeSearch({ maxPrice: 800_000, type: 'townhouse' }, undefined, 'es')).toBe('Casas en venta · Hasta $800,000 · Casa adosada (townhouse)');
  });

  it('never repeats an area as the address wrote it: without the name the API gives it, "the area you chose"', () => {
    const typed = 'call-555-0199-now';
    expect(describeSearch({ neighborhood: typed, minBeds: 2 }, undefined, 'en')).toBe('Homes in the area you chose · 2+ beds');
    expect(describeSearch({ city: typed }, undefined, 'es')).toBe('Casas en la zona que eligió');
  });
});
