/**
 * A page's styles as one stylesheet of its own (decision 0064): the build's stylesheets its first
 * paint needs (the shell's, the layout's, its route's and its parts'), in cascade order, served as one
 * file whose address lists them: `/assets/styles/<id>.<id>….css`, each id a stylesheet's content hash.
 * The address alone says what the file holds, so any server of the same build answers it, and a
 * browser or proxy keeps it for a year. Pages that share their parts share the file.
 */
// Relative, not '@pcr/contracts': the build's plugins (page-assets.ts) load this module too.
import { PAGE_STYLESHEET_PREFIX } from '../../../../contracts/src/site-renderer.js';

/** The build's stylesheets' texts, by file name ("assets/CityRoute-….css"). */
export type StylesheetTexts = Readonly<Record<string, string>>;

/** A built stylesheet's id in a page stylesheet's address: the content hash Vite ends its name with ("assets/CityRoute-b36a9fs0.css" → "b36a9fs0"). */
export function stylesheetId(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.css$/, '');
  return name.slice(name.lastIndexOf('-') + 1);
}

/**
 * The page's stylesheet link, then a *disabled* link to each file it holds. A browser neither fetches
 * nor applies a disabled stylesheet, but Vite's loader, which adds an island chunk's stylesheets when
 * the chunk is imported, counts it as present: code that arrives later does not fetch the same rules
 * again and restyle the page with them (decision 0023).
 */
export function pageStylesheetElements(files: readonly string[]): string {
  const href = `${PAGE_STYLESHEET_PREFIX}${files.map(stylesheetId).join('.')}.css`;
  return `<link rel="stylesheet" href="${href}">` + files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
}

const filesById = new WeakMap<StylesheetTexts, Map<string, string>>();

function idsOf(stylesheets: StylesheetTexts): Map<string, string> {
  let ids = filesById.get(stylesheets);
  if (!ids) {
    ids = new Map(Object.keys(stylesheets).map((file) => [stylesheetId(file), file]));
    filesById.set(stylesheets, ids);
  }
  return ids;
}

/** Two built stylesheets with one id (a page stylesheet's address would be ambiguous): the build stops on them. */
export function sharedStylesheetIds(files: readonly string[]): string[] {
  const seen = new Set<string>();
  return files.map(stylesheetId).filter((id) => seen.has(id) || !seen.add(id));
}

/**
 * The text of the page stylesheet named `name` (its address after PAGE_STYLESHEET_PREFIX), or
 * undefined when it names no such file: an id the build has not, one listed twice, or no id.
 */
export function pageStylesheetText(stylesheets: StylesheetTexts, name: string): string | undefined {
  const match = /^([\w-]+(?:\.[\w-]+)*)\.css$/.exec(name);
  if (!match) return undefined;
  const ids = match[1]!.split('.');
  const files = idsOf(stylesheets);
  if (new Set(ids).size !== ids.length) return undefined;
  const texts: string[] = [];
  for (const id of ids) {
    const file = files.get(id);
    if (file === undefined) return undefined;
    texts.push(stylesheets[file]!);
  }
  return texts.join('\n');
}
