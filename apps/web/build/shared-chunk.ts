import { build, type InlineConfig, type Rollup } from 'vite';
import { closure } from './page-assets.js';

/**
 * The modules the entry shares with the lazy chunks, in one chunk beside it (decision 0041).
 *
 * Rolldown's automatic splitting leaves what the entry shares with the routes (React, the router,
 * the link, the locale, its own runtime) in several small chunks it does not merge into the entry,
 * and every page loads all of them. A group can gather them, but no module id or tag tells which
 * they are: Rolldown's `$initial` tag follows the UI package's index into every module it re-exports
 * (the lead forms among them). So a first bundling, silent and unwritten, splits as Rolldown would,
 * and the real build groups the modules of the chunks the entry imports into `shared`. The group keeps
 * their dependencies with them (Rolldown's default), so no chunk cycle can form.
 */
export async function sharedModules(measureConfig: InlineConfig): Promise<Set<string>> {
  const result = await build({ ...measureConfig, logLevel: 'silent', build: { ...measureConfig.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of outputs) for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('shared chunk: the first bundling has no entry chunk');
  const modules = new Set<string>();
  for (const fileName of closure(entry.fileName, chunks)) {
    if (fileName === entry.fileName) continue;
    // Only modules with code: a package's index re-exports, as an empty facade, far more than the pages use at first.
    for (const [id, module] of Object.entries((chunks.get(fileName) as Rollup.OutputChunk).modules)) if (module.renderedLength > 0) modules.add(id);
  }
  return modules;
}
