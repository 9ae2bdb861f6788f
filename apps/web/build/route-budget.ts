import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { pageAssetsOf } from './page-assets.js';

/**
 * Route-level bundle budgets, checked on every build.
 *
 * A route's cost is what a visitor downloads to see it on a first visit: the entry chunk and its
 * static imports (the shell every page shares) plus the route's own lazy chunk and its static
 * imports, gzip-compressed; and the stylesheets its first paint carries inline (decision 0023): the
 * shell's, the route's and those of the parts it renders before their code arrives. The build fails
 * when a route exceeds its JS budget in `bundle-budget.json` or the CSS budget every route shares,
 * when a route ships another route's module, or when any route's first load holds
 * the lead forms' code (they load when needed, decision 0021). A route's Spanish twin (/es, decision
 * 0032) costs the same plus the Spanish texts every page loads (`spanishShellTexts`), the route's own
 * (`{Route}.es.ts` beside it) and what they import that the route has not: that extra has its own
 * budget. Texts that load with a part when needed (a form's, the calculator's) count no more than its code. The measured sizes are written to `dist/bundle-report.json`.
 */

export interface RouteBudget {
  /** Maximum gzip bytes of JS for a first visit of the route (shell + route). */
  js: number;
  /**
   * A folder (from the repository's root) of modules the route loads on its own and the server lists
   * with its code, one per page (a guide's text): the largest of them counts towards the route.
   */
  withOneOf?: string;
  /**
   * The Spanish content the route's Spanish twin loads on its own (its document, decision 0035), from
   * the repository's root: a module, counted whole towards its Spanish extra, or a folder (ending in
   * "/") with one module per page, which replaces its namesake in `withOneOf`: the largest difference counts.
   */
  spanishContent?: string[];
}

export interface BudgetFile {
  /** Maximum gzip bytes of CSS inline in a route's first paint (one budget for every route). */
  css: number;
  /** Maximum gzip bytes of JS a Spanish route loads beyond its English twin (its catalog). */
  spanishExtraJs: number;
  /** Budgets by route module name (file name in src/routes without extension). */
  routes: Record<string, RouteBudget>;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** Vite's record of the stylesheets made from the chunk's modules. */
  viteMetadata?: { importedCss: Set<string> };
}

export interface RouteReport {
  route: string;
  js: number;
  css: number;
  /** The JS (gzip) the route's Spanish twin loads beyond it. */
  spanishExtraJs: number;
  budget: RouteBudget | undefined;
  chunks: string[];
}

const gzipSize = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

const routeNameOf = (moduleId: string | null, routesDir: string) =>
  moduleId && path.dirname(moduleId) === routesDir && /Route\.[jt]sx?$/.test(moduleId) ? path.basename(moduleId).replace(/\.[jt]sx?$/, '') : undefined;

export function routeBudgetPlugin(options: { budgetFile: string; routesDir: string; formsDir: string; repositoryRoot: string; spanishShellTexts: string }): Plugin {
  let root = '';
  return {
    name: 'pcr-route-budget',
    apply: 'build',
    // After Vite's own plugins have finished the chunks (its CSS plugin adds their stylesheets, its
    // import analysis the lists of files its preload helper fetches) and after the compile hint
    // (compile-hints.ts, listed before this plugin): the sizes are those of the files served.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const budgetFile = JSON.parse(fs.readFileSync(options.budgetFile, 'utf8')) as BudgetFile;
        const budgets = budgetFile.routes;
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as ChunkLike);
        const assets = pageAssetsOf(bundle, root);
        const shell = [assets.shell.entry, ...assets.shell.preload].map((file) => file.slice(1));
        const cssSize = (fileName: string) => {
          const asset = assets.stylesheets[fileName];
          if (asset === undefined) throw new Error(`route budget: the build has no stylesheet ${fileName}`);
          return gzipSize(asset);
        };
        const keyOf = (moduleId: string) => path.relative(root, moduleId).split(path.sep).join('/');

        const reports: RouteReport[] = [];
        const problems: string[] = [];
        // A dynamic entry's chunk and its static imports (the files a page adds to load it).
        const withImports = (moduleId: string, files = new Set<string>()) => {
          const entry = [...chunks.values()].find((c) => c.isDynamicEntry && c.facadeModuleId === moduleId);
          if (!entry) throw new Error(`route budget: the build has no chunk of ${moduleId}`);
          const add = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            for (const imported of (chunks.get(fileName) as ChunkLike).imports) add(imported);
          };
          add(entry.fileName);
          return files;
        };
        const shellTextFiles = withImports(options.spanishShellTexts);
        /** Gzip bytes of a page module's scripts (by its key) that are not among `counted`; undefined for no such module. */
        const moduleJs = (key: string, counted: ReadonlySet<string>) =>
          assets.modules[key]?.scripts.filter((fileName) => !counted.has(fileName)).reduce((sum, fileName) => sum + gzipSize((chunks.get(fileName) as ChunkLike).code), 0);
        /** What a route's Spanish twin loads of its Spanish content beyond the English (see RouteBudget.spanishContent). */
        const spanishContentJs = (route: string, budget: RouteBudget | undefined, counted: ReadonlySet<string>) => {
          let total = 0;
          for (const entry of budget?.spanishContent ?? []) {
            const key = keyOf(path.join(options.repositoryRoot, entry));
            if (!entry.endsWith('/')) {
              const js = moduleJs(key, counted);
              if (js === undefined) problems.push(`${route}: no module ${entry} is loaded on its own`);
              total += js ?? 0;
              continue;
            }
            // One module of the folder per page, in place of its English namesake (a guide's text).
            const folder = `${key}/`;
            const differences = Object.keys(assets.modules)
              .filter((moduleKey) => moduleKey.startsWith(folder))
              .map((moduleKey) => {
                const twin = budget?.withOneOf ? keyOf(path.join(options.repositoryRoot, budget.withOneOf, path.basename(moduleKey))) : undefined;
                const english = twin === undefined ? 0 : (moduleJs(twin, new Set(shell)) ?? 0);
                return (moduleJs(moduleKey, counted) ?? 0) - english;
              });
            if (differences.length === 0) problems.push(`${route}: no module of ${entry} is loaded on its own`);
            else total += Math.max(...differences);
          }
          return total;
        };
        const routeChunks = [...chunks.values()].filter((c) => c.isDynamicEntry && routeNameOf(c.facadeModuleId, options.routesDir));
        for (const chunk of routeChunks) {
          const route = routeNameOf(chunk.facadeModuleId, options.routesDir) as string;
          const budget = budgets[route];
          const own = assets.modules[keyOf(chunk.facadeModuleId as string)];
          if (!own) throw new Error(`route budget: no page assets for ${route}`);
          const files = new Set([...shell, ...own.scripts]);
          if (budget?.withOneOf) {
            // The largest module of the folder a page of the route lists with its code (a guide's text).
            const folder = keyOf(path.join(options.repositoryRoot, budget.withOneOf));
            let largest: string[] = [];
            let largestJs = -1;
            for (const [key, part] of Object.entries(assets.modules)) {
              if (!key.startsWith(folder)) continue;
              const extra = part.scripts.filter((fileName) => !files.has(fileName));
              const js = extra.reduce((sum, fileName) => sum + gzipSize((chunks.get(fileName) as ChunkLike).code), 0);
              if (js > largestJs) [largest, largestJs] = [extra, js];
            }
            if (largestJs < 0) problems.push(`${route}: no module of ${budget.withOneOf} is loaded on its own`);
            for (const fileName of largest) files.add(fileName);
          }
          let js = 0;
          const modules: string[] = [];
          for (const fileName of files) {
            const c = chunks.get(fileName) as ChunkLike;
            js += gzipSize(c.code);
            modules.push(...c.moduleIds);
          }
          const css = [...assets.shell.styles, ...own.styles].reduce((sum, fileName) => sum + cssSize(fileName), 0);
          // The Spanish texts every page loads, and the route's own if it has any.
          const ownTexts = path.join(options.routesDir, `${route}.es.ts`);
          const textFiles = fs.existsSync(ownTexts) ? withImports(ownTexts, new Set(shellTextFiles)) : shellTextFiles;
          const textsJs = [...textFiles].filter((fileName) => !files.has(fileName)).reduce((sum, fileName) => sum + gzipSize((chunks.get(fileName) as ChunkLike).code), 0);
          const spanishExtraJs = textsJs + spanishContentJs(route, budget, new Set([...files, ...textFiles]));
          reports.push({ route, js, css, spanishExtraJs, budget, chunks: [...files].sort() });
          if (spanishExtraJs > budgetFile.spanishExtraJs) problems.push(`${route}: its Spanish twin loads ${spanishExtraJs} B more JS (gzip), over the budget of ${budgetFile.spanishExtraJs} B`);
          if (css > budgetFile.css) problems.push(`${route}: ${css} B of CSS (gzip) in its first paint exceeds the budget of ${budgetFile.css} B`);

          if (!budget) problems.push(`${route}: no budget in ${path.basename(options.budgetFile)}`);
          else if (js > budget.js) problems.push(`${route}: ${js} B of JS (gzip) exceeds its budget of ${budget.js} B`);
          const otherRoutes = modules.filter((id) => {
            const name = routeNameOf(id, options.routesDir);
            return name !== undefined && name !== route;
          });
          if (otherRoutes.length > 0) problems.push(`${route}: ships other routes' code: ${otherRoutes.map((id) => path.basename(id)).join(', ')}`);
          const forms = modules.filter((id) => id.startsWith(options.formsDir));
          if (forms.length > 0) {
            problems.push(`${route}: ships the lead forms in its first load (${forms.map((id) => path.basename(id)).join(', ')}): load them when needed`);
          }
        }
        for (const route of Object.keys(budgets)) {
          if (!reports.some((r) => r.route === route)) problems.push(`${route}: has a budget but is not a lazy route chunk`);
        }

        reports.sort((a, b) => a.route.localeCompare(b.route));
        this.emitFile({
          type: 'asset',
          fileName: 'bundle-report.json',
          source: `${JSON.stringify({ routes: reports.map(({ route, js, css, spanishExtraJs, budget }) => ({ route, js, css, spanishExtraJs, budget })) }, null, 2)}\n`,
        });
        const table = reports.map((r) => `  ${r.route.padEnd(22)} js ${String(r.js).padStart(7)} B / ${r.budget?.js ?? '-'}   css ${String(r.css).padStart(6)} B / ${budgetFile.css}   es +${r.spanishExtraJs} B / ${budgetFile.spanishExtraJs}`);
        this.info(`route sizes (gzip, first visit):\n${table.join('\n')}`);
        if (problems.length > 0) this.error(`route budget:\n  ${problems.join('\n  ')}`);
      },
    },
  };
}
