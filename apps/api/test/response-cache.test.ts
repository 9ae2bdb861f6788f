import { describe, expect, it } from 'vitest';
import { responseCache } from '../src/http/response-cache.js';

/** The one cache of pages and answers: what a late background job may and may not replace. */
describe('responseCache.replace', () => {
  const options = { max: 10, freshMs: 60_000, staleMs: 60_000 };

  it('replaces the answer it was given (a better compressed copy)', async () => {
    const cache = responseCache<{ body: string }>(options);
    const first = await cache.get('/about', async () => ({ value: { body: 'fast' }, keep: true }));
    cache.replace('/about', first, { body: 'best' });
    expect(await cache.get('/about', async () => ({ value: { body: 'never loaded' }, keep: true }))).toEqual({ body: 'best' });
  });

  it('leaves a newer answer alone: a copy of an older page never replaces the page rendered since', async () => {
    const cache = responseCache<{ body: string }>(options);
    const old = await cache.get('/about', async () => ({ value: { body: 'old page' }, keep: true }));
    cache.clear();
    const newer = await cache.get('/about', async () => ({ value: { body: 'new page' }, keep: true }));
    cache.replace('/about', old, { body: 'old page, compressed better' });
    expect(await cache.get('/about', async () => ({ value: { body: 'never loaded' }, keep: true }))).toBe(newer);
  });

  it('keeps nothing for a key it no longer holds', async () => {
    const cache = responseCache<{ body: string }>(options);
    const old = await cache.get('/about', async () => ({ value: { body: 'old page' }, keep: true }));
    cache.clear();
    cache.replace('/about', old, { body: 'old page, compressed better' });
    expect(cache.size).toBe(0);
  });
});
