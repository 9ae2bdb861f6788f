import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBestOnRepeat } from '../src/http/compress-on-repeat.js';
import { compressBody, formOf } from '../src/http/compressed-body.js';

/** Once in the coding asked for, another when asked, the best on a repeat: what the answer cache and the page cache share. */
describe('compress on repeat', () => {
  const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Listing ${i}`, city: 'Irvine' })));

  it('compresses a new body once, in the coding asked for; another coding is added with the same ETag', () => {
    const br = compressBody(text, 'br');
    expect(Object.keys(br).sort()).toEqual(['best', 'br', 'etag']);
    expect(brotliDecompressSync(br.br!).toString('utf8')).toBe(text);
    const withGzip = formOf(br, 'gzip');
    expect(withGzip.body).not.toBe(br);
    expect(withGzip.body.etag).toBe(br.etag);
    expect(withGzip.body.br).toBe(br.br);
    expect(gunzipSync(withGzip.bytes).toString('utf8')).toBe(text);
    // A coding it has is not made again.
    expect(formOf(withGzip.body, 'gzip').body).toBe(withGzip.body);
    // The same bytes made anew for the same address keep the forms made before.
    expect(compressBody(text, 'gzip', withGzip.body)).toBe(withGzip.body);
    expect(compressBody(`${text} `, 'gzip', withGzip.body).etag).not.toBe(br.etag);
  });

  it('compresses the forms held once at the best level, handing over a copy with the same bytes', async () => {
    const kept = { ...formOf(compressBody(text, 'br'), 'gzip'), label: 'extra fields travel along' };
    const replaced: (typeof kept)[] = [];
    const pending = compressBestOnRepeat(kept, (better) => replaced.push(better));
    // A second repeat while it runs starts nothing.
    expect(compressBestOnRepeat(kept, (better) => replaced.push(better))).toBeUndefined();
    const better = await pending;
    expect(replaced).toEqual([better]);
    expect(better).toMatchObject({ label: 'extra fields travel along' });
    expect(better!.body.best).toEqual(expect.arrayContaining(['br', 'gzip']));
    expect(better!.body.etag).toBe(kept.body.etag);
    expect(brotliDecompressSync(better!.body.br!).toString('utf8')).toBe(text);
    expect(gunzipSync(better!.body.gzip!).toString('utf8')).toBe(text);
    // Quality 11, not the quick level: the bytes are brotli 11's own.
    expect(better!.body.br).toEqual(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }));
    // The best copy is not compressed again.
    expect(compressBestOnRepeat(better!, () => undefined)).toBeUndefined();
  });
});
