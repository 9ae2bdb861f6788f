import { describe, expect, it } from 'vitest';
import { splitTarget } from './request-target.js';

describe('splitTarget', () => {
  it('takes a target apart at its first "?", keeping the "?" with the query', () => {
    expect(splitTarget('/properties?city=irvine&q=a?b')).toEqual({ path: '/properties', query: '?city=irvine&q=a?b' });
    expect(splitTarget('/about')).toEqual({ path: '/about', query: '' });
    expect(splitTarget('/?')).toEqual({ path: '/', query: '?' });
  });

  it('keeps a path that a URL parser would read as a host', () => {
    expect(splitTarget('//evil.example/x?y=1')).toEqual({ path: '//evil.example/x', query: '?y=1' });
  });
});
