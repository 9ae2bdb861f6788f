/**
 * One stylesheet of the build, inline in a page (decision 0023): the rules themselves, so nothing
 * stands between the HTML and its first paint, then a *disabled* link to the same file. A browser
 * neither fetches nor applies a disabled stylesheet, but Vite's loader, which adds a lazy chunk's
 * stylesheets when the chunk is imported, counts it as present: code that arrives later does not
 * fetch the same rules again and restyle the page with them.
 */
export function inlineStylesheet(file: string, css: string): string {
  // `</style` cannot occur in built CSS; escaped anyway so no text can close the element early.
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

/** The build's stylesheets by file name ("assets/CityRoute-….css"), written by build/page-template.ts. */
export type Stylesheets = Record<string, string>;

/** Where the build writes `Stylesheets`, beside Vite's manifest (dot folders are not served). */
export const STYLESHEETS_FILE = '.vite/stylesheets.json';
