import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type InlineConfig, type UserConfig } from 'vite';


import { compileHintsPlugin } from './build/compile-hints.js';
import { assetFileNames, chunkFileNames, SHELL_CHUNK } from './build/file-names.js';
import { inlineScriptsPlugin } from './build/inline-scripts.js';
import { pageAssetsPlugin } from './build/page-assets.js';
import { pageTemplatePlugin } from './build/page-template.js';
import { precompressPlugin } from './build/precompress.js';
import { routeBudgetPlugin } from './build/route-budget.js';
import { sharedModules } from './build/shared-chunk.js';
import { withoutStructuredDataPlugin } from './build/without-structured-data.js';

const contentPublic = fileURLToPath(new URL('../../packages/content/public', import.meta.url));
const routeBudget = routeBudgetPlugin({
  budgetFile: fileURLToPath(new URL('./bundle-budget.json', import.meta.url)),
  routesDir: fileURLToPath(new URL('./src/routes', import.meta.url)),
  formsDir: fileURLToPath(new URL('../../packages/ui/src/forms/', import.meta.url)),
  repositoryRoot: fileURLToPath(new URL('../../', import.meta.url)),
  spanishShellTexts: fileURLToPath(new URL('../../packages/ui/src/i18n/es/shell.ts', import.meta.url)),
});
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
/** The same for the browser: it renders no structured data, which the server writes (decision 0042). */
const clientModulePlugins = () => [...modulePlugins(), withoutStructuredDataPlugin()];

/** The client build's settings that decide how it splits into chunks. */
const clientSplitting = { target: 'es2022', modulePreload: false } as const;

/** The client build's modules and splitting, without its checks and extra files: what shared-chunk.ts bundles first. */
const clientModulesConfig = (): InlineConfig => ({
  configFile: false,
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: clientModulePlugins(),
  publicDir: false,
  resolve: { alias: reactRouterProduction },
  build: clientSplitting,
});

/** The `shared` chunk's group: what a first bundling put in the entry's chunks, but the entry module (shared-chunk.ts). */
async function sharedChunkGroup() {
  const shared = await sharedModules(clientModulesConfig(), fileURLToPath(new URL('./src/main.tsx', import.meta.url)));
  return { name: SHELL_CHUNK, test: (id: string) => shared.has(id), includeDependenciesRecursively: false };
}

export default defineConfig(async ({ command, isSsrBuild = false }): Promise<UserConfig> => ({
  plugins: isSsrBuild ? modulePlugins() : [...clientModulePlugins(), pageTemplatePlugin(), pageAssetsPlugin(), compileHintsPlugin(), routeBudget, precompressPlugin()],
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
    : // A stylesheet per chunk (Vite's default): a page carries its shell's and its route's inline,
      // and a route or part loaded later brings its own (decision 0023). No lists of scripts to
      // preload beside each dynamic import (decision 0025): a page's own are listed by the server,
      // and those lists cost every page 1.2–1.4 kB gzip in the entry.
      // All the entry module loads before a route goes in one `shared` chunk (shared-chunk.ts).
      {
        ...clientSplitting,
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Shared chunks and stylesheets go by their hash alone (file-names.ts, decision 0043).
        rolldownOptions: command === 'build' ? { output: { chunkFileNames, assetFileNames, hashCharacters: 'base36', codeSplitting: { groups: [await sharedChunkGroup()] } } } : {},
      },
  ssr: { target: 'node', noExternal: ['react-router', 'react-router-dom'] },
}));
