import { createHash } from 'node:crypto';
import { minifySync, type Plugin } from 'vite';
import { iconSpriteMarkup } from '../../../packages/ui/src/components/Icon/icon-set.js';
import { themeInitScript } from '../../../packages/ui/src/theme/theme-init-script.js';
import { APP_MODULES_ELEMENT_ID } from '../src/app/start-app-modules.js';
import { PRELOADS_PER_TASK, startApp } from '../src/app/start-app.js';

/** The start-up script as it goes inline into every page: startApp, minified, called with its arguments. */
export function startAppScript(): string {
  const source = `(${startApp.toString()})(${JSON.stringify(APP_MODULES_ELEMENT_ID)},${PRELOADS_PER_TASK});`;
  return minifySync('start-app.js', source).code.trim();
}

/** The page's inline scripts: the theme before the first paint, the start-up script at the end of the body. */
export const inlineScripts = () => ({ head: themeInitScript, body: startAppScript() });

/** sha256 sources of the inline scripts, for the Content-Security-Policy's script-src. */
export const inlineScriptHashes = () =>
  Object.values(inlineScripts()).map((script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);

/**
 * Sets the theme class before first paint, so there is no flash of the wrong theme; and at the end
 * of the body, starts a server-rendered page's code once it has painted (src/app/start-app.ts).
 * The icons' sprite opens the body, for every <Icon> of the page to draw from (icon-set.ts).
 */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'pcr-inline-scripts',
    transformIndexHtml: (html) => {
      const scripts = inlineScripts();
      return {
        html: html.replace(/<body[^>]*>/, (body) => body + iconSpriteMarkup()),
        tags: [
          { tag: 'script', children: scripts.head, injectTo: 'head-prepend' },
          { tag: 'script', children: scripts.body, injectTo: 'body' },
        ],
      };
    },
  };
}
