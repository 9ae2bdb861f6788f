import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { clientKey, slidingWindowLimiter } from '../src/http/rate-limit.js';
import { sqlRateLimiter } from '../src/http/sql-rate-limit.js';
import { silentLogger } from '../src/logger.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { postgresSchema } from './postgres.js';

describe('slidingWindowLimiter', () => {
  it('allows max hits in any window and says when the oldest one leaves it', async () => {
    let now = 0;
    const limiter = slidingWindowLimiter({ max: 2, windowMs: 1000, now: () => now });
    expect((await limiter.hit('a')).allowed).toBe(true);
    now = 400;
    expect((await limiter.hit('a')).allowed).toBe(true);
    now = 500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 500 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now = 1000;
    // The hit at 0 has left the window; the one at 400 has not.
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 400 });
  });
});

describe('sqlRateLimiter (PostgreSQL, shared by every instance)', () => {
  it('of 50 attempts racing on separate connections exactly 20 pass; the rest learn when to retry; other clients are not affected', async () => {
    const schema = await postgresSchema();
    const db = openPgClient(schema.url, silentLogger);
    try {
      await migrate(db, migrationsDir, silentLogger);
      const limiter = sqlRateLimiter(db, { max: 20, windowMs: 60_000, random: () => 1 });
      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('198.51.100.7')));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      for (const refused of decisions.filter((d) => !d.allowed)) {
        expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(0);
        expect(refused.allowed === false && refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      }
      expect(await limiter.hit('198.51.100.8')).toEqual({ allowed: true });
      // The address itself is never stored.
      const keys = await db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
      expect(keys.some((row) => row.key.includes('198.51'))).toBe(false);
    } finally {
      await db.close();
      await schema.drop();
    }
  });

  it('a window that has passed lets the client in again', async () => {
    const schema = await postgresSchema();
    const db = openPgClient(schema.url, silentLogger);
    try {
      await migrate(db, migrationsDir, silentLogger);
      const limiter = sqlRateLimiter(db, { max: 2, windowMs: 60_000, random: () => 1 });
      expect((await limiter.hit('a')).allowed).toBe(true);
      expect((await limiter.hit('a')).allowed).toBe(true);
      expect((await limiter.hit('a')).allowed).toBe(false);
      await db.query(`UPDATE rate_limit_windows SET hits = ARRAY(SELECT h - interval '61 seconds' FROM unnest(hits) AS h)`);
      expect((await limiter.hit('a')).allowed).toBe(true);
    } finally {
      await db.close();
      await schema.drop();
    }
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
