import { build, type InlineConfig, type Rollup } from 'vite';
import { shellOf } from './page-assets.js';

/**
 * Everything the entry module loads before a route, in one chunk beside it (decision 0041).
 *
 * Rolldown's automatic splitting leaves what every page loads in several files: the entry (React's
 * DOM renderer, the app's shell), the small chunks the entry shares with the routes (React, the
 * router, the locale) and an empty facade of the UI package's index. Each file costs its own import
 * and export lists, and gzip cannot use one file's text to compress another's. A group can gather
 * them, but no module id or tag tells which they are: Rolldown's `$initial` tag follows the UI
 * package's index into every module it re-exports (the lead forms among them). So a first bundling,
 * silent and unwritten, splits as Rolldown would, and the real build groups every module of the
 * entry and the chunks it imports into `shared`, all but the entry module itself: the entry chunk
 * keeps only the code that starts the app. Those are all the shell's static imports, so every
 * module `shared` imports is in it and no chunk cycle can form, with the group left to take only
 * the modules it is given (`includeDependenciesRecursively: false`): following the index's
 * re-exports would take in the forms again.
 */
export async function sharedModules(measureConfig: InlineConfig, entryModule: string): Promise<Set<string>> {
  const result = await build({ ...measureConfig, logLevel: 'silent', build: { ...measureConfig.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const { chunks, entry, shell } = shellOf(outputs.flatMap((output) => output.output), 'shared chunk (the first bundling)');
  if (!(entryModule in entry.modules)) throw new Error(`shared chunk: the entry chunk does not hold ${entryModule}`);
  const modules = new Set<string>();
  // The entry's facade (index.html) and its module stay in the entry chunk; all they import goes in `shared`.
  for (const fileName of shell)
    for (const id of Object.keys(chunks.get(fileName)!.modules)) if (id !== entry.facadeModuleId && id !== entryModule) modules.add(id);
  return modules;
}
