/** The id of the `<script type="application/json">` that tells the start-up script and the entry about a page's islands. */
export const ISLAND_PAGE_ELEMENT_ID = 'pcr-islands';

/**
 * What a page says about its code: the entry and the chunks it imports, and each of the page's
 * islands' own chunks, all fetched together as an island is about to wake (one round trip, not a
 * chain of three); the site's origin.
 */
export interface IslandPage {
  entry: string;
  /** The entry's static imports (React's client, the island frame). */
  preload: string[];
  /** By island name, for the islands on this page. */
  islands: Record<string, string[]>;
  siteUrl: string;
}

/** The element listing a page's code; `json` is already safe for a script element (`jsonForScriptElement`). */
export const islandPageElement = (json: string) => `<script type="application/json" id="${ISLAND_PAGE_ELEMENT_ID}">${json}</script>`;

export function readIslandPage(document: Document): IslandPage {
  const text = document.getElementById(ISLAND_PAGE_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${ISLAND_PAGE_ELEMENT_ID}`);
  return JSON.parse(text) as IslandPage;
}
