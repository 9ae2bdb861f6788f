// Relative import on purpose: this module is also loaded by the web app's vite.config.ts in plain
// Node, where a bare '@pcr/contracts' import is left external and Node cannot load its .ts source.
// constants.ts has no imports of its own, so it is still the single source of these values.
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEME_VALUES } from '../../../../contracts/src/constants.js';

/**
 * Plain JavaScript for an inline `<script>` in the document head, run before the first paint:
 * reads the stored preference (light | dark | system; light by default), resolves `system`
 * with matchMedia and puts the literal class `light` or `dark` on <html>. Never throws
 * (private mode or blocked storage fall back to the default).
 */
export const themeInitScript = `(function(){var d=document.documentElement,t=${JSON.stringify(DEFAULT_THEME)};try{var s=window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${JSON.stringify(THEME_VALUES)}.indexOf(s)!==-1)t=s;if(t==="system")t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";}catch(e){t=t==="dark"?"dark":"light";}d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t;})();`;
