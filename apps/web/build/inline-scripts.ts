import { createHash } from 'node:crypto';
import { minifySync, type Plugin } from 'vite';
import { iconSpriteMarkup } from '../../../packages/ui/src/components/Icon/icon-set.js';
import { themeInitScript } from '../../../packages/ui/src/theme/theme-init-script.js';
import { THEME_STORAGE_KEY } from '../../../contracts/src/constants.js';
import { ISLAND_PAGE_ELEMENT_ID } from '../src/islands/island-page.js';
import { startIslands } from '../src/app/start-islands.js';

/** The start-up script as it goes inline into every page: startIslands, minified, called with its arguments. */
export function startIslandsScript(): string {
  const source = `(${startIslands.toString()})(${JSON.stringify(ISLAND_PAGE_ELEMENT_ID)},${JSON.stringify(THEME_STORAGE_KEY)});`;
  return minifySync('start-islands.js', source).code.trim();
}

/**
 * Navigation between pages (decision 0048): the browser prerenders the page behind a link the
 * visitor holds a pointer over or presses, so the next page shows at once with no client router.
 * Not the API, files, the language switch (it sets a cookie), nor pages a visit changes or that a
 * signed link opens.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/assets/*', '/images/*', '/language/*', '/*.xml', '/*.txt', '/unsubscribe', '/alerts/*', '/subscribe/*', '/request-refused'] } },
          { not: { href_matches: ['/es/unsubscribe', '/es/alerts/*', '/es/subscribe/*', '/es/request-refused'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The page's inline scripts: the theme before the first paint; the start-up script and the speculation rules at the end of the body. */
export const inlineScripts = () => ({ head: themeInitScript, body: startIslandsScript(), speculation: speculationRules });

/** sha256 sources of the inline scripts, for the Content-Security-Policy's script-src. */
export const inlineScriptHashes = () =>
  Object.values(inlineScripts()).map((script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);

/**
 * Sets the theme class before first paint, so there is no flash of the wrong theme; and at the end
 * of the body, wakes the page's islands as a visitor reaches for them (src/app/start-islands.ts).
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
          { tag: 'script', attrs: { type: 'speculationrules' }, children: scripts.speculation, injectTo: 'body' },
        ],
      };
    },
  };
}
