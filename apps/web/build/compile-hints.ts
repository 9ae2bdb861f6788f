import type { Plugin } from 'vite';
import { shellOf } from './page-assets.js';

/**
 * V8's explicit compile hint (Chrome 136+): a file that opens with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on the
 * main thread the first time each one is called (v8.dev/blog/explicit-compile-hints).
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Marks the shell (the entry chunk and the chunks it imports: decision 0041 puts nearly all of it in
 * `shared`) for eager compilation. Every page runs it at start-up and hydration calls most of it
 * (React DOM, the router, the shell), so compiling it lazily costs main-thread time on every page
 * (measured in decision 0025). Other chunks stay lazy: a route uses part of its shared chunks, and a
 * part that loads when needed should cost no compile time before it is needed.
 * Runs after Vite's own plugins have finished the chunk (`order: 'post'`), so the comment is the
 * file's first line; the chunk's source map is shifted by that one line.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'pcr-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { chunks, shell } = shellOf(Object.values(bundle), 'compile hints');
        for (const fileName of shell) {
          const chunk = chunks.get(fileName)!;
          chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
          const map = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
          if (map?.type !== 'asset') continue;
          const parsed = JSON.parse(String(map.source)) as { mappings: string };
          parsed.mappings = `;${parsed.mappings}`;
          map.source = JSON.stringify(parsed);
        }
      },
    },
  };
}
