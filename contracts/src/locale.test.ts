import { describe, expect, it } from 'vitest';
import { pathInLocale, splitLocale } from './locale.js';

describe('splitLocale', () => {
  it('reads a Spanish page under /es and gives its path without the prefix', () => {
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/es/neighborhoods/newport-beach')).toEqual({ locale: 'es', path: '/neighborhoods/newport-beach' });
  });

  it('reads every other path as English, including paths that only start with "es"', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/estates')).toEqual({ locale: 'en', path: '/estates' });
    expect(splitLocale('/ES/about')).toEqual({ locale: 'en', path: '/ES/about' });
  });
});

describe('pathInLocale', () => {
  it('leaves English paths unprefixed', () => {
    expect(pathInLocale('/about', 'en')).toBe('/about');
    expect(pathInLocale('/', 'en')).toBe('/');
  });

  it('puts Spanish paths under /es, the home page as /es', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/properties/pcr-1001', 'es')).toBe('/es/properties/pcr-1001');
    expect(pathInLocale('/properties?neighborhood=irvine', 'es')).toBe('/es/properties?neighborhood=irvine');
    expect(pathInLocale('/?x=1', 'es')).toBe('/es?x=1');
  });

  it('round-trips with splitLocale', () => {
    for (const path of ['/', '/about', '/cities/irvine', '/resources/first-time-buyers']) {
      expect(splitLocale(pathInLocale(path, 'es'))).toEqual({ locale: 'es', path });
      expect(splitLocale(pathInLocale(path, 'en'))).toEqual({ locale: 'en', path });
    }
  });
});
