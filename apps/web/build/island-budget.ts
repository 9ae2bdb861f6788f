import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { closure, pageAssetsOf, shellOf } from './page-assets.js';

/**
 * The build's budgets (decision 0048), checked on every build. A page loads no code until a visitor
 * reaches for one of its islands; then the entry (and its static imports) and that island's chunk
 * (and its static imports). Each island's first wake has a JS budget (gzip), keyed by the module
 * the registry loads it from; every page's first paint has one CSS budget: the shell's, the
 * layout's and its route module's or template's stylesheets, which its one stylesheet holds. Budgets sit at the
 * measured size plus 5 %: they guard, they do not ratchet. The measured sizes are written to `dist/bundle-report.json`.
 */
export interface BudgetFile {
  /** Maximum gzip bytes of CSS in any route's first paint (its page stylesheet's parts, each compressed on its own). */
  css: number;
  /** Maximum gzip bytes of JS an island's first wake loads, by its chunk's name ("lead-forms", "SiteHeaderPart"). */
  islands: Record<string, number>;
}

export interface BudgetOptions {
  budgetFile: string;
  /** The pages' modules (route modules, templates the route table names), absolute: each one's first paint's CSS is measured. */
  pages: readonly string[];
  /** The layout module around every page (its styles are every page's). */
  layout: string;
  /** Modules the entry loads on its own that are not islands (a language's texts): their path contains one of these. */
  notIslands: readonly string[];
}

export interface BudgetReport {
  islands: { module: string; js: number; budget: number | undefined }[];
  routes: { route: string; css: number }[];
}

const gzipSize = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/** What the build costs, and what of it is over its budget. */
export function measureBudgets(bundle: Rollup.OutputBundle, root: string, budgets: BudgetFile, options: BudgetOptions): { report: BudgetReport; problems: string[] } {
  const { chunks, entry, shell } = shellOf(Object.values(bundle), 'budget');
  const assets = pageAssetsOf(bundle, root);
  const jsOf = (files: Iterable<string>) => [...files].reduce((sum, fileName) => sum + gzipSize((chunks.get(fileName) as Rollup.OutputChunk).code), 0);
  const problems: string[] = [];

  const islands: BudgetReport['islands'] = [];
  const islandChunks = new Set(shell.flatMap((fileName) => (chunks.get(fileName) as Rollup.OutputChunk).dynamicImports));
  for (const fileName of islandChunks) {
    const chunk = chunks.get(fileName) as Rollup.OutputChunk;
    // By the chunk's name (its module's file name: "lead-forms"): a chunk the layout or a route shares has no facade.
    const module = chunk.name;
    const id = chunk.facadeModuleId ?? module;
    if (options.notIslands.some((part) => id.includes(part) || module.includes(part))) continue;
    const js = jsOf(new Set([...shell, ...closure(fileName, chunks)]));
    const budget = budgets.islands[module];
    islands.push({ module, js, budget });
    if (budget === undefined) problems.push(`${module}: an island without a budget in ${path.basename(options.budgetFile)} (its first wake loads ${js} B)`);
    else if (js > budget) problems.push(`${module}: its first wake loads ${js} B of JS (gzip), over its budget of ${budget} B`);
  }
  for (const module of Object.keys(budgets.islands)) {
    if (!islands.some((island) => island.module === module)) problems.push(`${module}: has a budget but is no island the entry loads`);
  }

  const cssOf = (files: Iterable<string>) => [...new Set(files)].reduce((sum, file) => sum + gzipSize(assets.stylesheets[file] ?? ''), 0);
  const layout = assets.modules[options.layout];
  if (!layout) throw new Error(`budget: the build has no module ${options.layout}`);
  const routes: BudgetReport['routes'] = [];
  for (const [key, module] of Object.entries(assets.modules)) {
    if (!options.pages.includes(path.join(root, key))) continue;
    const css = cssOf([...assets.shell.styles, ...layout.styles, ...module.styles]);
    const route = path.basename(key, '.tsx');
    routes.push({ route, css });
    if (css > budgets.css) problems.push(`${route}: ${css} B of CSS (gzip) in its first paint, over the budget of ${budgets.css} B`);
  }
  for (const page of options.pages) if (!routes.some((route) => route.route === path.basename(page, '.tsx'))) problems.push(`${page}: a page the build did not make`);
  if (!entry) problems.push('no entry');
  islands.sort((a, b) => a.module.localeCompare(b.module));
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return { report: { islands, routes }, problems };
}

export function islandBudgetPlugin(options: BudgetOptions): Plugin {
  let root = '';
  return {
    name: 'pcr-island-budget',
    apply: 'build',
    // After Vite's own plugins and the compile hint: the sizes are those of the files served.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const budgets = JSON.parse(fs.readFileSync(options.budgetFile, 'utf8')) as BudgetFile;
        const { report, problems } = measureBudgets(bundle, root, budgets, options);
        this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: `${JSON.stringify(report, null, 2)}\n` });
        const table = [
          ...report.islands.map((island) => `  island ${island.module.padEnd(70)} js ${String(island.js).padStart(7)} B / ${island.budget ?? '-'}`),
          ...report.routes.map((route) => `  route  ${route.route.padEnd(70)} css ${String(route.css).padStart(6)} B / ${budgets.css}`),
        ];
        this.info(`sizes (gzip):\n${table.join('\n')}`);
        if (problems.length > 0) this.error(`budget:\n  ${problems.join('\n  ')}`);
      },
    },
  };
}
