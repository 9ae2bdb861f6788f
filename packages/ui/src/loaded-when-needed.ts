/**
 * The parts pages load when needed (`loadWhenNeeded`: the city tabs and FAQ), exported from here
 * rather than from index.ts itself. index.ts has side effects (the global styles), so a module it
 * re-exports by name is reachable from the app's entry, and the bundler would place a part that is
 * also imported dynamically in the entry's chunk: every page's first load. Through this module,
 * which has none, the name is exported and the part stays in its own chunk.
 */
export { CityFaq, type CityFaqProps } from './sections/CityFaq/CityFaq.js';
export { CITY_TABS, CityTabs, DEFAULT_CITY_TAB, type CityTabsProps } from './sections/CityTabs/CityTabs.js';
