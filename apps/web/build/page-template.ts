import type { Plugin } from 'vite';
import { jsonForScriptElement } from '../../../packages/ui/src/utils/json-for-script.js';
import { islandPageElement } from '../src/islands/island-page.js';
import { PAGE_TEMPLATE_FILE } from '../../../contracts/src/site-renderer.js';
import { LOCALE_TAGS } from '../../../contracts/src/locale.js';
import { slotMarkers, TEMPLATE_SLOTS, type PageTemplate, type TemplateSlot } from '../src/server/page-template.js';
import { inlineScriptHashes } from './inline-scripts.js';
import { pageAssetsOf } from './page-assets.js';

const SHELL_LANGUAGE = `<html lang="${LOCALE_TAGS.en}"`;
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The Latin faces every page paints with (Inter; Playfair Display, upright and italic). Found by the
 * browser only after the styles are parsed, they would arrive after the first paint and re-flow the
 * text; preloaded, they come with the page.
 */
const FIRST_PAINT_FONTS = /\/(?:inter-latin-wght-normal|playfair-display-latin-wght-(?:normal|italic))-[\w-]+\.woff2$/;

/** Cuts the built template at its slots (once, at build time): the pieces between them and each slot's default. */
export function cutTemplate(html: string, scriptHashes: string[]): { template: PageTemplate; shell: string } {
  const pieces: string[] = [];
  const defaults = {} as Record<TemplateSlot, string>;
  let rest = html;
  for (const slot of TEMPLATE_SLOTS) {
    const [open, close] = slotMarkers(slot);
    const start = rest.indexOf(open);
    const end = rest.indexOf(close, start);
    if (start === -1 || end === -1) throw new Error(`index.html has no ${open}…${close} slot (in the order ${TEMPLATE_SLOTS.join(', ')})`);
    pieces.push(rest.slice(0, start));
    defaults[slot] = rest.slice(start + open.length, end);
    rest = rest.slice(end + close.length);
  }
  pieces.push(rest);
  const template: PageTemplate = { pieces, defaults, scriptHashes };
  return { template, shell: pieces.map((piece, i) => piece + (i < TEMPLATE_SLOTS.length ? defaults[TEMPLATE_SLOTS[i]!] : '')).join('') };
}

/**
 * Makes the built index.html the template of every page, once per build (decisions 0021, 0064): the
 * first-paint fonts preloaded, the entry's scripts listed for the start-up script instead of loaded
 * by tags; then cut at its slots into `.vite/page-template.json`, which the server fills per page.
 * Served as it is (the browser-only shell, with each slot's default: the shell's stylesheets), it
 * starts the app the same way, and Vite's loader brings the route's styles.
 */
export function pageTemplatePlugin(): Plugin {
  let root = '';
  let cut: PageTemplate | undefined;
  return {
    name: 'pcr-page-template',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite's HTML plugin has transformed index.html (this plugin's transformIndexHtml below).
      order: 'post',
      handler() {
        if (!cut) throw new Error('index.html was not made into the page template');
        this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: JSON.stringify(cut) });
      },
    },
    transformIndexHtml: {
      // After Vite has written the built asset tags into the page.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const assets = pageAssetsOf(bundle, root);
        let entry = '';
        const fonts = Object.keys(bundle)
          .filter((fileName) => FIRST_PAINT_FONTS.test(`/${fileName}`))
          .sort()
          .map((fileName) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fileName}">`)
          .join('');
        // The browser-only shell links the shell's stylesheets as they are; a rendered page puts its own stylesheet in their place (decision 0064).
        const shellStyles = assets.shell.styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
        if (!shellStyles) throw new Error('the shell has no styles');
        const [headOpen] = slotMarkers('head');
        const [modulesOpen, modulesClose] = slotMarkers('modules');
        const [langOpen, langClose] = slotMarkers('lang');
        // The page's language is a slot too (decision 0032); index.html keeps a plain attribute for Vite's dev server.
        if (!html.includes(SHELL_LANGUAGE)) throw new Error(`index.html does not start with ${SHELL_LANGUAGE}`);
        const page = html
          .replace(SHELL_LANGUAGE, () => `<html lang="${langOpen}${LOCALE_TAGS.en}${langClose}"`)
          .replace(ENTRY_SCRIPT, (_tag, src: string) => {
            entry = src;
            return '';
          })
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET_LINK, '')
          .replace(headOpen, () => fonts + headOpen + shellStyles)
          .replace(`${modulesOpen}${modulesClose}`, () => `${modulesOpen}${islandPageElement(jsonForScriptElement({ entry: assets.shell.entry, islands: {}, siteUrl: '' }))}${modulesClose}`);
        if (entry !== assets.shell.entry) throw new Error(`index.html loads ${entry}, the build's entry is ${assets.shell.entry}`);
        const { template, shell } = cutTemplate(page, inlineScriptHashes());
        cut = template;
        return shell;
      },
    },
  };
}
