import { describe, expect, it } from 'vitest';
import { clientKey, slidingWindowLimiter } from '../src/http/rate-limit.js';

describe('slidingWindowLimiter', () => {
  it('allows max hits in any window and says when the oldest one leaves it', () => {
    let now = 0;
    const limiter = slidingWindowLimiter({ max: 2, windowMs: 1000, now: () => now });
    expect(limiter.hit('a').allowed).toBe(true);
    now = 400;
    expect(limiter.hit('a').allowed).toBe(true);
    now = 500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 500 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 1000;
    // The hit at 0 has left the window; the one at 400 has not.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 400 });
  });
});

describe('clientKey', () => {
  it('uses the IPv4 address, also when mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    expect(clientKey('2001:db8:abcd:12:1::1')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
