import type { Plugin } from 'vite';
import { jsonForScriptElement } from '../../../packages/ui/src/utils/json-for-script.js';
import { inlineStylesheet, STYLESHEETS_FILE, type Stylesheets } from '../src/ssr/inline-stylesheet.js';
import { appModulesElement, type AppModules } from '../src/ssr/start-app-script.js';
import { closure } from './route-budget.js';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const STYLESHEETS_PLACE = '<!--pcr-stylesheets-->';

/**
 * The Latin faces every page paints with (Inter; Playfair Display, upright and italic). Found by the
 * browser only after the styles are parsed, they would arrive after the first paint and re-flow the
 * text; preloaded, they come with the page.
 */
const FIRST_PAINT_FONTS = /\/(?:inter-latin-wght-normal|playfair-display-latin-wght-(?:normal|italic))-[\w-]+\.woff2$/;

/**
 * Makes the built index.html the template of every page, once per build (decisions 0021, 0023): the
 * shell's stylesheets inline (those of the entry and its imports; each route's come with the route),
 * the first-paint fonts preloaded, and in place of the entry's script tags a JSON list of its
 * modules, which the start-app script loads once the page has painted. A server render then only
 * adds the page's head, styles, markup, data and route chunks to it; served as it is (the
 * browser-only shell), it starts the app the same way, and Vite's loader brings the route's styles.
 * Every stylesheet's text is also written to `.vite/stylesheets.json`, for the server to inline a
 * page's route styles without reading the build's files.
 */
export function pageTemplatePlugin(): Plugin {
  return {
    name: 'pcr-page-template',
    apply: 'build',
    generateBundle: {
      // After Vite's CSS plugin has finished the stylesheets (it takes out its own markers there).
      order: 'post',
      handler(_options, bundle) {
        const stylesheets: Stylesheets = {};
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && output.fileName.endsWith('.css')) stylesheets[output.fileName] = String(output.source);
        }
        this.emitFile({ type: 'asset', fileName: STYLESHEETS_FILE, source: JSON.stringify(stylesheets) });
      },
    },
    transformIndexHtml: {
      // After Vite has written the built asset tags into the page.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const modules: AppModules = { entry: '', preload: [] };
        const fonts = Object.keys(bundle)
          .filter((fileName) => FIRST_PAINT_FONTS.test(`/${fileName}`))
          .sort()
          .map((fileName) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fileName}">`)
          .join('');
        let stylesheets = '';
        const template = html
          .replace(ENTRY_SCRIPT, (_tag, src: string) => {
            modules.entry = src;
            return '';
          })
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET_LINK, (_tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit`);
            // All of them where the first was, in Vite's order, the fonts' preloads ahead of them.
            const first = stylesheets === '';
            stylesheets += inlineStylesheet(fileName, String(asset.source));
            return first ? STYLESHEETS_PLACE : '';
          })
          .replace(STYLESHEETS_PLACE, () => fonts + stylesheets);
        if (!modules.entry) throw new Error('index.html has no module script');
        // Read from the bundle, not from index.html: the build writes no modulepreload links (decision 0025).
        const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const entry = modules.entry.slice(1);
        if (!chunks.has(entry)) throw new Error(`index.html loads ${entry}, which the build did not emit as a chunk`);
        modules.preload = [...closure(entry, chunks)].slice(1).map((fileName) => `/${fileName}`);
        if (!stylesheets) throw new Error('index.html links no stylesheet: the shell has no styles');
        if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        return template.replace('<div id="root"></div>', () => `<div id="root"></div>${appModulesElement(jsonForScriptElement(modules))}`);
      },
    },
  };
}
