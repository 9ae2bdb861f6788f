import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type UserConfig } from 'vite';


import { compileHintsPlugin } from './build/compile-hints.js';
import { inlineScriptsPlugin } from './build/inline-scripts.js';
import { pageAssetsPlugin } from './build/page-assets.js';
import { pageTemplatePlugin } from './build/page-template.js';
import { islandBudgetPlugin } from './build/island-budget.js';
import { precompressPlugin } from './build/precompress.js';

/**
 * The pages' modules, by name: each route module (src/routes/*Route.tsx) and each template an entry
 * of the route table names (`template: 'HomePricesPage'`, packages/ui/src/pages/…), which renders
 * with its loader's data and no route module of its own.
 */
function pageModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  const routesDir = fileURLToPath(new URL('./src/routes/', import.meta.url));
  for (const file of fs.readdirSync(routesDir)) if (/Route\.tsx$/.test(file)) modules[file.replace(/\.tsx$/, '')] = path.join(routesDir, file);
  const routeTable = fs.readFileSync(path.join(routesDir, 'route-table.ts'), 'utf8');
  for (const [, name] of routeTable.matchAll(/\btemplate: '(\w+)'/g)) modules[name!] = fileURLToPath(new URL(`../../packages/ui/src/pages/${name}/${name}.tsx`, import.meta.url));
  return modules;
}
const pages = pageModules();

const islandBudget = islandBudgetPlugin({
  budgetFile: fileURLToPath(new URL('./bundle-budget.json', import.meta.url)),
  pages: Object.values(pages),
  layout: 'src/app/AppLayout.tsx',
  // A language's texts load beside an island, not as one.
  notIslands: ['/i18n/', '.es.ts', '.es.tsx', 'notice-region'],
});
const contentPublic = fileURLToPath(new URL('../../packages/content/public', import.meta.url));
/**
 * React Router 7's package exports only its development build, with its dev-only checks and console
 * warnings, whatever the mode (remix-run/react-router#12437, #14102). The browser's build takes the
 * production build the package ships beside it (0.5 kB gzip less on every page). So does the
 * server's renderer: it bundles react-router and react-router-dom (one copy, the production one)
 * instead of leaving them to Node, which would load the development build.
 */
function productionBuildOf(specifier: string): string {
  const development = fileURLToPath(import.meta.resolve(specifier));
  const production = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  if (production === development || !fs.existsSync(production)) throw new Error(`No production build beside ${development}`);
  return production;
}
const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuildOf('react-router') },
  { find: /^react-router\/dom$/, replacement: productionBuildOf('react-router/dom') },
];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The plugins that decide which modules the site is made of (both builds, and the first bundling below). */
const modulePlugins = () => [react(), vanillaExtractPlugin(), inlineScriptsPlugin()];

/** The client build's settings that decide how it splits into chunks. */
const clientSplitting = { target: 'es2022', modulePreload: false } as const;

/**
 * The browser build's inputs (decision 0048): the entry, which hydrates islands, and the layout and
 * each page's module, which the browser never runs: they are built for their stylesheets, which the
 * server joins into the one stylesheet each page links (page-assets.ts, decision 0064).
 */
function clientInputs(): Record<string, string> {
  return { index: fileURLToPath(new URL('./index.html', import.meta.url)), AppLayout: fileURLToPath(new URL('./src/app/AppLayout.tsx', import.meta.url)), ...pages };
}

export default defineConfig(async ({ command, isSsrBuild = false }): Promise<UserConfig> => ({
  plugins: isSsrBuild ? modulePlugins() : [...modulePlugins(), pageTemplatePlugin(), pageAssetsPlugin(), compileHintsPlugin(), islandBudget, precompressPlugin()],
  // Images ship in the content package; Vite serves them in dev and copies them into the build.
  publicDir: isSsrBuild ? false : contentPublic,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  envPrefix: 'VITE_',
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', proxy: { '/api': { target: apiTarget } } },
  // The client build writes a manifest so the server can link each route's code and styles; the
  // `--ssr` build (package.json) writes the server's renderer to dist-server/.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, target: 'node26' }
    : // A stylesheet per chunk (Vite's default): a page links its shell's and its route's as one
      // file, and a part loaded later brings its own (decisions 0023, 0064). No lists of scripts to
      // preload beside each dynamic import (decision 0025): a page's own are listed by the server,
      // and those lists cost every page 1.2–1.4 kB gzip in the entry.
      {
        ...clientSplitting,
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // The layout's and routes' exports are kept: their whole module graph (and its styles) is built.
        rolldownOptions: command === 'build' ? { input: clientInputs(), preserveEntrySignatures: 'exports-only', output: { hashCharacters: 'base36' } } : {},
      },
  ssr: { target: 'node', noExternal: ['react-router', 'react-router-dom'] },
}));
