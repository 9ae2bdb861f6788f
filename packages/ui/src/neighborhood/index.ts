// Neighborhood list and detail parts and their page templates (re-exported by the package index).
export { NEIGHBORHOOD_FILTERS, NEIGHBORHOOD_FILTERS_NOTE, NeighborhoodFilterPanel, type NeighborhoodFilterPanelProps } from './NeighborhoodFilterPanel.js';
export { NeighborhoodsPage, type NeighborhoodsPageProps } from './NeighborhoodsPage.js';
export { NEIGHBORHOOD_HERO_HEIGHT_PX, NeighborhoodHero, type NeighborhoodHeroProps } from './NeighborhoodHero.js';
export { NEIGHBORHOOD_LISTS, NeighborhoodHighlights, type NeighborhoodHighlightsProps } from './NeighborhoodHighlights.js';
export {
  NeighborhoodMarketTrends,
  neighborhoodMarketStats,
  type NeighborhoodMarket,
  type NeighborhoodMarketTrendsProps,
} from './NeighborhoodMarketTrends.js';
export { areaPropertiesHref, NeighborhoodAreaProperties, type NeighborhoodAreaPropertiesProps } from './NeighborhoodAreaProperties.js';
export { NearbyNeighborhoods, type NearbyNeighborhoodsProps } from './NearbyNeighborhoods.js';
export { NeighborhoodNotFound, type NeighborhoodNotFoundProps } from './NeighborhoodNotFound.js';
export {
  NeighborhoodPage,
  neighborhoodContactHeading,
  type NeighborhoodPageProps,
} from './NeighborhoodPage.js';
