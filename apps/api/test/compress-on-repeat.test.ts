import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBestOnRepeat, compressFast } from '../src/http/compress-on-repeat.js';
import { compressBody } from '../src/http/compressed-body.js';

/** Fast first, best on a repeat: what the answer cache and the page cache share. */
describe('compress on repeat', () => {
  const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Listing ${i}`, city: 'Irvine' })));

  it('compresses a new body quickly, then once at the best level, handing over a copy with the same bytes', async () => {
    const kept = { ...(await compressFast(text)), label: 'extra fields travel along' };
    expect(kept.best).toBe(false);
    const replaced: (typeof kept)[] = [];
    const pending = compressBestOnRepeat(kept, (better) => replaced.push(better));
    // A second repeat while it runs starts nothing.
    expect(compressBestOnRepeat(kept, (better) => replaced.push(better))).toBeUndefined();
    const better = await pending;
    expect(replaced).toEqual([better]);
    expect(better).toMatchObject({ best: true, label: 'extra fields travel along' });
    expect(better!.body.etag).toBe(kept.body.etag);
    expect(brotliDecompressSync(better!.body.br).toString('utf8')).toBe(text);
    expect(better!.body).toEqual(await compressBody(text, 'best'));
    // The best copy is not compressed again.
    expect(compressBestOnRepeat(better!, () => undefined)).toBeUndefined();
  });
});
