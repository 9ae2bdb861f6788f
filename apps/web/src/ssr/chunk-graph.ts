/**
 * The build's chunk graph, as Vite's manifest gives it: what the shell holds and which stylesheets a
 * route's first paint needs. Free of imports, so both the server render (document.ts) and the build's
 * route budget (build/route-budget.ts, loaded by vite.config.ts in plain Node) count the same set.
 */

/** The parts of Vite's build manifest (`build.manifest`) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface ManifestEntry {
  key: string | undefined;
  chunk: ManifestChunk | undefined;
  /** The entry's files and those of its static imports, scripts and stylesheets. */
  files: Set<string>;
}

/** One walk per manifest: a server renders every page from the same one. */
const entries = new WeakMap<Manifest, ManifestEntry>();

/** The manifest's entry (index.html) and the files of its static imports, which every page has in its template. */
export function entryOf(manifest: Manifest): ManifestEntry {
  const known = entries.get(manifest);
  if (known) return known;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    files.add(chunk.file);
    for (const file of chunk.css ?? []) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (key) visit(key);
  const entry = { key, chunk: key ? manifest[key] : undefined, files };
  entries.set(manifest, entry);
  return entry;
}

/**
 * The stylesheets the page's first paint needs beyond the shell's (decision 0023), in cascade order:
 * a chunk's imports before the chunk. Besides its static imports, a route's parts that load when
 * needed (a form, the city's tabs) are rendered by the server and painted before their code
 * arrives, so their styles are the route's too; what the entry loads on its own (another route,
 * the notice region) is not.
 */
export function routeStylesheets(manifest: Manifest, routeModules: string[]): string[] {
  const entry = entryOf(manifest);
  const loadedByEntry = new Set(entry.chunk?.dynamicImports ?? []);
  const stylesheets = new Set<string>();
  const seen = new Set<string>(entry.key ? [entry.key] : []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!entry.files.has(file)) stylesheets.add(file);
    for (const part of chunk.dynamicImports ?? []) if (!loadedByEntry.has(part)) visit(part);
  };
  for (const key of routeModules) visit(key);
  return [...stylesheets];
}
