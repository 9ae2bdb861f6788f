/** The id of the `<script type="application/json">` that tells the start-up script and the entry about a page's islands. */
export const ISLAND_PAGE_ELEMENT_ID = 'pcr-islands';

/** What a page says about its code: the entry, each island's chunks (fetched as it is about to wake), the site's origin. */
export interface IslandPage {
  entry: string;
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
