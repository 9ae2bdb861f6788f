import type { Plugin } from 'vite';
import { jsonForScriptElement } from '../../../packages/ui/src/utils/json-for-script.js';
import { APP_MODULES_ELEMENT_ID, type AppModules } from '../src/ssr/start-app-script.js';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The Latin faces every page paints with (Inter; Playfair Display, upright and italic). Found by the
 * browser only after the styles are parsed, they would arrive after the first paint and re-flow the
 * text; preloaded, they come with the page.
 */
const FIRST_PAINT_FONTS = /\/(?:inter-latin-wght-normal|playfair-display-latin-wght-(?:normal|italic))-[\w-]+\.woff2$/;

/**
 * Makes the built index.html the template of every page, once per build (decision 0021): the site's
 * one stylesheet inline, the first-paint fonts preloaded, and in place of the entry's script tags a
 * JSON list of its modules, which the start-app script loads once the page has painted. A server
 * render then only adds the page's head, markup, data and route chunks to it; served as it is (the
 * browser-only shell), it starts the app the same way.
 */
export function pageTemplatePlugin(): Plugin {
  return {
    name: 'pcr-page-template',
    apply: 'build',
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
        let inlined = 0;
        const template = html
          .replace(ENTRY_SCRIPT, (_tag, src: string) => {
            modules.entry = src;
            return '';
          })
          .replace(MODULE_PRELOAD, (_tag, href: string) => {
            modules.preload.push(href);
            return '';
          })
          .replace(STYLESHEET_LINK, (_tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit`);
            inlined += 1;
            // `</style` cannot occur in built CSS; escaped anyway so no text can close the element early.
            return `${fonts}<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          });
        if (!modules.entry) throw new Error('index.html has no module script');
        if (inlined !== 1) throw new Error(`index.html links ${inlined} stylesheets, not the site's one`);
        if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        return template.replace('<div id="root"></div>', () => `<div id="root"></div><script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${jsonForScriptElement(modules)}</script>`);
      },
    },
  };
}
