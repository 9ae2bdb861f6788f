import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './navigation.js';

describe('isNavItemActive', () => {
  it('ignores trailing slashes, the query and the hash', () => {
    expect(isNavItemActive('/about', '/about/')).toBe(true);
    expect(isNavItemActive('/about', '/about///?a=1')).toBe(true);
    expect(isNavItemActive('/about', '/about#team')).toBe(true);
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '///')).toBe(true);
    expect(isNavItemActive('/', '/about')).toBe(false);
  });

  it('makes /cities and /resources current on their sub-pages only', () => {
    expect(isNavItemActive('/cities', '/cities/irvine/')).toBe(true);
    expect(isNavItemActive('/resources', '/resources/mortgage-guide')).toBe(true);
    expect(isNavItemActive('/about', '/about/team')).toBe(false);
  });

  it('reads a path of 16,000 slashes as a path (one pass over it, issue 28)', () => {
    expect(isNavItemActive('/', `/${'/'.repeat(16_000)}`)).toBe(true);
    expect(isNavItemActive('/about', `/${'/'.repeat(16_000)}a`)).toBe(false);
  });
});

describe('isNavItemActive on Spanish pages', () => {
  it('makes the same link current under /es as on the English page', () => {
    expect(isNavItemActive('/', '/es')).toBe(true);
    expect(isNavItemActive('/', '/es/')).toBe(true);
    expect(isNavItemActive('/about', '/es/about')).toBe(true);
    expect(isNavItemActive('/cities', '/es/cities/irvine')).toBe(true);
    expect(isNavItemActive('/', '/es/about')).toBe(false);
  });
});
