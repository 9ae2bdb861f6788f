import type { Plugin } from 'vite';

/** The UI package's switch for structured data (packages/ui/src/utils/structured-data/in-this-build.ts). */
const STRUCTURED_DATA_SWITCH = /[\\/]packages[\\/]ui[\\/]src[\\/]utils[\\/]structured-data[\\/]in-this-build\.ts$/;

/**
 * The browser's build renders no structured data (decision 0042): the server writes each page's
 * JSON-LD into its document, where crawlers read it, and nothing in a browser reads it. The switch
 * reads false here, so every `<JsonLd>` it guards, and the builder that makes its data, is left out
 * of the browser's code; a page hydrates with nothing in its place, as the server rendered it.
 */
export function withoutStructuredDataPlugin(): Plugin {
  return {
    name: 'pcr-without-structured-data',
    enforce: 'pre',
    load(id, options) {
      // A server render through Vite's dev server writes the page's structured data: only the browser's modules go without.
      return !options?.ssr && STRUCTURED_DATA_SWITCH.test(id) ? 'export const RENDERS_STRUCTURED_DATA = false;\n' : null;
    },
  };
}
