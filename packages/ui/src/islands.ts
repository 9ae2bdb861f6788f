/**
 * The parts of the library's pages that run in the browser (decision 0048), each an island under the
 * name the web app's registry hydrates it by (apps/web/src/islands/registry.ts). Everything else a
 * page shows is the server's HTML only.
 */
import { MortgageCalculator } from './components/MortgageCalculator/MortgageCalculator.js';
import { PhotoGallery } from './components/PhotoGallery/PhotoGallery.js';
import { CityFaq } from './sections/CityFaq/CityFaq.js';
import { CityTabs } from './sections/CityTabs/CityTabs.js';
import { SearchFiltersSheet } from './sections/FiltersSheet/SearchFiltersSheet.js';
import { island } from './utils/island.js';

export const PhotoGalleryIsland = island('photo-gallery', PhotoGallery);
/** Its figures show as it renders: it wakes as it nears the screen, not when touched. */
export const MortgageCalculatorIsland = island('mortgage-calculator', MortgageCalculator, 'visible');
export const CityTabsIsland = island('city-tabs', CityTabs);
export const CityFaqIsland = island('city-faq', CityFaq);
export const SearchFiltersSheetIsland = island('filters-sheet', SearchFiltersSheet);
