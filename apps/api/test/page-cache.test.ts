import { describe, expect, it } from 'vitest';
import { sharedCache } from '../src/ssr/page-cache.js';

/** A load whose answers the test releases one by one, counting the calls. */
function controlledLoad() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return { load, calls: () => calls, answer: (value: string) => pending.shift()!(value) };
}

describe('the shared page cache (fresh 60 s, then stale for 600 s while one load refreshes it)', () => {
  const options = (clock: { now: number }) => ({ freshMs: 60_000, staleMs: 600_000, maxEntries: 2, keep: (value: string) => !value.startsWith('failed'), now: () => clock.now });

  it('shares one load among concurrent callers, then serves the answer without loading again while fresh', async () => {
    const clock = { now: 0 };
    const cache = sharedCache(options(clock));
    const source = controlledLoad();
    const first = cache.get('/cities', source.load);
    const second = cache.get('/cities', source.load);
    expect(source.calls()).toBe(1);
    source.answer('v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    clock.now = 60_000;
    expect(await cache.get('/cities', source.load)).toBe('v1');
    expect(source.calls()).toBe(1);
  });

  it('serves a stale page at once and refreshes it with one load; too old, the caller waits for a new one', async () => {
    const clock = { now: 0 };
    const cache = sharedCache(options(clock));
    const source = controlledLoad();
    const first = cache.get('/', source.load);
    source.answer('v1');
    await first;
    clock.now = 60_001;
    expect(await cache.get('/', source.load)).toBe('v1');
    expect(await cache.get('/', source.load)).toBe('v1');
    expect(source.calls()).toBe(2);
    source.answer('v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('/', source.load)).toBe('v2');
    clock.now = 60_001 + 660_001;
    const waiting = cache.get('/', source.load);
    expect(source.calls()).toBe(3);
    source.answer('v3');
    expect(await waiting).toBe('v3');
  });

  it('keeps no answer it must not share, and drops the least recently used page beyond its size', async () => {
    const clock = { now: 0 };
    const cache = sharedCache(options(clock));
    const loads: string[] = [];
    const load = (value: string) => async () => {
      loads.push(value);
      return value;
    };
    await cache.get('/down', load('failed: provider down'));
    await cache.get('/down', load('failed: provider down'));
    expect(loads).toEqual(['failed: provider down', 'failed: provider down']);
    expect(cache.size).toBe(0);

    await cache.get('/a', load('a'));
    await cache.get('/b', load('b'));
    await cache.get('/a', load('a again'));
    await cache.get('/c', load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('/a', load('a reloaded'))).toBe('a');
    expect(await cache.get('/b', load('b reloaded'))).toBe('b reloaded');
  });
});
