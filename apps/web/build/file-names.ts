import type { Rolldown } from 'vite';

/**
 * The browser build's file names (decision 0043). A file a page asks for by its part keeps its name:
 * the entry, the `shared` shell, each route and each part loaded on its own (the forms, the
 * calculator, a route's Spanish texts), as the network panel and the tests know them. The chunks
 * those share among themselves, and every stylesheet, go by their content's hash alone: a page's
 * scripts import them by file name, the shell lists every route's stylesheets, and gzip cannot
 * shorten a name one file writes once. Names cost every route 0.3–0.8 kB gzip.
 */
export function chunkFileNames(chunk: Pick<Rolldown.PreRenderedChunk, 'isDynamicEntry' | 'name'>): string {
  return chunk.isDynamicEntry || chunk.name === SHELL_CHUNK ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

export function assetFileNames(asset: Pick<Rolldown.PreRenderedAsset, 'names'>): string {
  return asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]';
}

/** The group that holds the shell (vite.config.ts, shared-chunk.ts). */
export const SHELL_CHUNK = 'shared';
