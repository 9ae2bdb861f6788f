/** The id of the `<script type="application/json">` that lists the app's modules on a page. */
export const APP_MODULES_ELEMENT_ID = 'pcr-app-modules';

/** What a page says about its code: the entry, and the chunks to fetch beside it. */
export interface AppModules {
  entry: string;
  preload: string[];
}

/**
 * The element that lists a page's modules for the start-up script (start-app.ts), written by the
 * build's template and by each server render. `json` is the list already made safe for a script
 * element (`jsonForScriptElement`).
 */
export const appModulesElement = (json: string) => `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${json}</script>`;
