/**
 * Everything global the site needs, in one side-effect import: self-hosted fonts, the theme
 * variables on :root / .light / .dark, and base element styles. The package entry imports it;
 * an app may also import `@pcr/ui/theme/styles.ts` first thing to make the order explicit.
 */
import './fonts.js';
import './global.css.js';
