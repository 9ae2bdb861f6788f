/**
 * What each module of the build costs a page that renders it, worked out once at build time by one
 * walk of the chunk graph (build/page-assets.ts) and read by the server: a page lists the scripts of
 * the modules it rendered and links their first paint's styles as one stylesheet (decisions 0023, 0064).
 */


export interface ModuleAssets {
  /** Script files the module needs beyond the shell's, in the order the browser meets them. */
  scripts: string[];
  /** Stylesheet files of its first paint beyond the shell's, in cascade order. */
  styles: string[];
}

export interface PageAssets {
  /** What every page has: its code (the entry, and the chunks to fetch beside it) and its styles (first in every page's stylesheet). */
  shell: { entry: string; preload: string[]; styles: string[] };
  /** By Vite manifest key ("src/routes/HomeRoute.tsx", "../../packages/content/src/guides/…"). */
  modules: Record<string, ModuleAssets>;
  /** Each chunk the entry loads on its own (an island's, a language's texts), by its name ("lead-forms"): it and the chunks it imports beyond the shell's. */
  islands: Record<string, string[]>;
  /** The text of every stylesheet, by file ("assets/CityRoute-….css"). */
  stylesheets: Record<string, string>;
}

/** The scripts and styles of the modules a page rendered, each once, in order. */
export function assetsOf(assets: PageAssets, moduleKeys: Iterable<string>): ModuleAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of moduleKeys) {
    const module = assets.modules[key];
    if (!module) throw new Error(`The build's page assets have no module ${key}: rebuild the web app`);
    for (const file of module.scripts) scripts.add(file);
    for (const file of module.styles) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
