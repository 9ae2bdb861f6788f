import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_ASSETS_FILE } from '../../../contracts/src/site-renderer.js';
import type { ModuleAssets, PageAssets } from '../src/server/page-assets.js';
import { sharedStylesheetIds } from '../src/server/page-stylesheet.js';

/**
 * The one walk of the build's chunk graph (decisions 0021, 0023, 0025): what every page loads (the
 * entry and its static imports), and for each module loaded on its own (a route, a part, a guide's
 * text) the scripts it adds and the styles of its first paint. The server lists and inlines these
 * (src/server/render-page.tsx), the template carries the shell's (page-template.ts), and the route
 * budget counts exactly them (route-budget.ts).
 */

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Depth-first from `start`, each chunk once: the chunks `before` names, then the chunk itself
 * (`onVisit`), then those `after` names. `skip` are never entered.
 */
function walk(
  start: string,
  chunks: ReadonlyMap<string, Chunk>,
  edges: { before?: (chunk: Chunk) => readonly string[]; after?: (chunk: Chunk) => readonly string[] },
  onVisit: (chunk: Chunk) => void,
  skip: readonly string[] = [],
): void {
  const seen = new Set(skip);
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const other of edges.before?.(chunk) ?? []) visit(other);
    onVisit(chunk);
    for (const other of edges.after?.(chunk) ?? []) visit(other);
  };
  visit(start);
}

/** A chunk and the chunks it imports statically, directly or not, in the order the browser meets them. */
export function closure(start: string, chunks: ReadonlyMap<string, Chunk>): string[] {
  const files: string[] = [];
  walk(start, chunks, { after: (chunk) => chunk.imports }, (chunk) => files.push(chunk.fileName));
  return files;
}

/**
 * A build's chunks by file name, its entry chunk, and the shell: the entry and the chunks it imports
 * statically, what every page loads (`purpose` names the caller in the error of a build without one).
 */
export function shellOf(outputs: Iterable<Rollup.OutputChunk | Rollup.OutputAsset>, purpose: string): { chunks: Map<string, Chunk>; entry: Chunk; shell: string[] } {
  const chunks = new Map<string, Chunk>();
  for (const output of outputs) if (output.type === 'chunk') chunks.set(output.fileName, output);
  // The browser's entry (index.html's script); the layout and the routes are entries built for their styles.
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && /[\\/](?:src[\\/]main\.tsx?|index\.html)$/.test(chunk.facadeModuleId ?? ''));
  if (!entry) throw new Error(`${purpose}: the build has no entry chunk`);
  return { chunks, entry, shell: closure(entry.fileName, chunks) };
}

const cssOf = (chunk: Chunk | undefined) => [...(chunk?.viteMetadata?.importedCss ?? [])];

const computed = new WeakMap<Rollup.OutputBundle, PageAssets>();

/** The page assets of a bundle (worked out once per bundle, whoever asks first). */
export function pageAssetsOf(bundle: Rollup.OutputBundle, root: string): PageAssets {
  const known = computed.get(bundle);
  if (known) return known;
  const { chunks, entry, shell } = shellOf(Object.values(bundle), 'page assets');
  const stylesheets: Record<string, string> = {};
  for (const output of Object.values(bundle)) if (output.type === 'asset' && output.fileName.endsWith('.css')) stylesheets[output.fileName] = String(output.source);
  const shared = sharedStylesheetIds(Object.keys(stylesheets));
  if (shared.length > 0) throw new Error(`page assets: stylesheets share the ids ${shared.join(', ')}, which a page stylesheet's address could not tell apart`);
  const shellStyles = [...new Set(shell.flatMap((fileName) => cssOf(chunks.get(fileName))))];
  const inShell = new Set([...shell, ...shellStyles]);

  const modules: Record<string, ModuleAssets> = {};
  for (const chunk of chunks.values()) {
    if (!(chunk.isDynamicEntry || chunk.isEntry) || chunk === entry || !chunk.facadeModuleId) continue;
    const scripts = closure(chunk.fileName, chunks).filter((fileName) => !inShell.has(fileName));
    // A route imports its islands statically (the server renders them), so their styles are in its
    // closure; what a module loads on its own later is not its first paint. Imports before importers.
    const styles: string[] = [];
    walk(
      chunk.fileName,
      chunks,
      { before: (c) => c.imports },
      (c) => styles.push(...cssOf(c).filter((file) => !inShell.has(file) && !styles.includes(file))),
      shell,
    );
    modules[path.relative(root, chunk.facadeModuleId).split(path.sep).join('/')] = { scripts, styles };
  }
  // What the entry imports on its own (the islands' chunks, by name): fetched with it as an island is about to wake.
  const islands: Record<string, string[]> = {};
  for (const fileName of new Set(shell.flatMap((shellFile) => chunks.get(shellFile)?.dynamicImports ?? []))) {
    const chunk = chunks.get(fileName);
    if (chunk) islands[chunk.name] = closure(fileName, chunks).filter((file) => !inShell.has(file));
  }
  const assets: PageAssets = { shell: { entry: `/${entry.fileName}`, preload: shell.slice(1).map((fileName) => `/${fileName}`), styles: shellStyles }, modules, islands, stylesheets };
  computed.set(bundle, assets);
  return assets;
}

/** Writes the page assets beside Vite's manifest, for the server. */
export function pageAssetsPlugin(): Plugin {
  let root = '';
  return {
    name: 'pcr-page-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: PAGE_ASSETS_FILE, source: JSON.stringify(pageAssetsOf(bundle, root)) });
      },
    },
  };
}
