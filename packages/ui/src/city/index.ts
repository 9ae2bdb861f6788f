// City detail parts and the city page template (re-exported by the package index).
export { CityAbout, type CityAboutProps } from './CityAbout.js';
export { CityFaq, type CityFaqProps } from './CityFaq.js';
export { CityHero, type CityHeroProps } from './CityHero.js';
export { CityNotFound } from './CityNotFound.js';
export { CityPage, type CityPageProps } from './CityPage.js';
export { CitySidebar, type CitySidebarProps } from './CitySidebar.js';
export { CityStatTiles, type CityStatTilesProps } from './CityStatTiles.js';
export { CITY_TABS, CityTabs, DEFAULT_CITY_TAB, type CityTabsProps } from './CityTabs.js';
