/**
 * Whether this build renders structured data (JSON-LD) at all (decision 0042). Crawlers read the
 * server's HTML and nothing in a browser reads JSON-LD, so the site's browser build renders none: the
 * server, Storybook and the tests do. Guard each `<JsonLd>` as
 * `{RENDERS_STRUCTURED_DATA && <JsonLd data={…} />}`: the browser's build turns each such guard into
 * `false` before bundling, so the builder a page calls for its data is left out with it, and fails
 * on any other read of the switch (apps/web/build/without-structured-data.ts).
 */
export const RENDERS_STRUCTURED_DATA: boolean = true;
