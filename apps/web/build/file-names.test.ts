import { describe, expect, it } from 'vitest';
import { assetFileNames, chunkFileNames } from './file-names.js';

describe("the browser build's file names (decision 0043)", () => {
  it('names what a page asks for by its part (a route, a part loaded on its own, the shell), and the chunks those share by their hash alone', () => {
    expect(chunkFileNames({ isDynamicEntry: true, name: 'ContactRoute' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileNames({ isDynamicEntry: true, name: 'lead-forms' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileNames({ isDynamicEntry: false, name: 'shared' })).toBe('assets/[name]-[hash].js');
    expect(chunkFileNames({ isDynamicEntry: false, name: 'PropertyCard' })).toBe('assets/[hash].js');
  });

  it('names every stylesheet by its hash alone, and keeps the names of images and fonts', () => {
    expect(assetFileNames({ names: ['ContactRoute.css'] })).toBe('assets/[hash][extname]');
    expect(assetFileNames({ names: ['inter-latin-wght-normal.woff2'] })).toBe('assets/[name]-[hash][extname]');
  });
});
