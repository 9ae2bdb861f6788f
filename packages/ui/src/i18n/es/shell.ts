import { datesEs } from './dates.js';
import { listingsEs } from './listings.js';
import { pageStatesEs } from './page-states.js';
import { siteChromeEs } from './site-chrome.js';

/** What every Spanish page shows: the header, footer and navigation, the page states, the listing cards, dates. */
export const shellEs = { ...siteChromeEs, ...pageStatesEs, ...listingsEs, ...datesEs } as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    shell: typeof shellEs;
  }
}
