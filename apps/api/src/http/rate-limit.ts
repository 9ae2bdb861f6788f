import { isIPv4 } from 'node:net';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { apiErrorMessages } from '@pcr/contracts';
import { MB } from './byte-size.js';

/** The memory the per-process limiter's windows may fill (decision 0044). */
export const RATE_LIMIT_BYTES = 2 * MB;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

/**
 * Sliding-window log in memory: a key may make `max` accepted requests in any `windowMs`.
 * Per process: right for the embedded database (one process per data folder); with several
 * instances on PostgreSQL the shared limiter (sql-rate-limit.ts) counts for all of them.
 * Bounded in bytes (`maxBytes`): past it the keys least recently seen are forgotten, so addresses
 * without end (an IPv6 /48 holds 65,536 /64s) cannot fill the memory; a client forgotten that way
 * starts a new window, which its address rotation would give it anyway.
 */
export function slidingWindowLimiter(options: { max: number; windowMs: number; now?: () => number; maxBytes?: number }): RateLimiter {
  const { max, windowMs } = options;
  const now = options.now ?? Date.now;
  // A key's size is counted again at every hit (set), with the times it holds then.
  const hits = new LRUCache<string, number[]>({
    maxSize: options.maxBytes ?? RATE_LIMIT_BYTES,
    sizeCalculation: (times, key) => key.length * 2 + times.length * 8 + 96,
  });
  let lastSweep = now();
  // Forget keys idle for a whole window, so the memory goes back when the clients do.
  const sweep = (at: number) => {
    const idle = [...hits.entries()].filter(([, times]) => (times[times.length - 1] ?? 0) <= at - windowMs).map(([key]) => key);
    for (const key of idle) hits.delete(key);
    lastSweep = at;
  };
  return {
    async hit(key) {
      const at = now();
      if (at - lastSweep >= windowMs) sweep(at);
      const times = hits.get(key) ?? [];
      while (times.length > 0 && (times[0] ?? 0) <= at - windowMs) times.shift();
      if (times.length >= max) {
        return { allowed: false, retryAfterMs: (times[0] ?? at) + windowMs - at };
      }
      times.push(at);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}

/** "0db8" → "db8", "0000" → "0": an IPv6 group as it is usually written. */
function withoutLeadingZeros(group: string): string {
  let start = 0;
  while (start < group.length - 1 && group[start] === '0') start++;
  return group.slice(start).toLowerCase();
}

/**
 * The key of a client: its IP; for IPv6 its /64 network, since one host usually owns a whole /64
 * and could otherwise rotate addresses to escape the limit.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 address.
  const mapped = ip.slice(0, 7).toLowerCase() === '::ffff:' ? ip.slice(7) : '';
  if (isIPv4(mapped)) return mapped;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = ip.includes('::') ? [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map(withoutLeadingZeros)
    .join(':')}::/64`;
}

export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    let decision: RateDecision;
    try {
      decision = await limiter.hit(clientKey(req.ip));
    } catch (error) {
      next(error);
      return;
    }
    if (decision.allowed) {
      next();
      return;
    }
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    res.status(429).json({ message: apiErrorMessages.tooManyRequests });
  };
}
