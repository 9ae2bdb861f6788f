/**
 * Whether this build renders structured data (JSON-LD) at all. The site's browser build replaces this
 * module with one that says false (apps/web/vite.config.ts, decision 0042): crawlers read the
 * server's HTML, and nothing in a browser reads JSON-LD, so the builders stay out of every page's
 * code. The server, Storybook and the tests render it. Guard each `<JsonLd>` with it, so that the
 * builder a page calls for its data is left out with it.
 */
export const RENDERS_STRUCTURED_DATA: boolean = true;
