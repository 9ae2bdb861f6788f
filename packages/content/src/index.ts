import type { CityDetail, Locale, Neighborhood, Property } from '@pcr/contracts';
import { contentIn } from './content-in-language.js';
import { properties } from './properties.js';

export { about } from './about.js';
export { agents, founder, NO_PORTRAIT_IMAGE_URL } from './agents.js';
export { cities, cityDetails } from './cities.js';
export { contact } from './contact.js';
export { countWords, findGuide, guideHref, guides, readingMinutesFor, relatedResources, resources } from './guides.js';
export { hotListings, NO_PHOTO_IMAGE_URL } from './hot-listings.js';
export { leadRouting, type LeadRouting } from './lead-routing.js';
export { findLegalDocument, legalDocuments, privacyPolicy, termsOfService } from './legal.js';
export { neighborhoods } from './neighborhoods.js';
export { featuredProperties, featuredPropertyIds, neighborhoodWithoutProperties, properties } from './properties.js';
export { bundledOpenHouses, openHouseSlots, type OpenHouseSlot } from './open-houses.js';
export { testimonials } from './testimonials.js';
export { contentModified, type ContentModule } from './modified.js';
export { contentIn, type ContentInLanguage } from './content-in-language.js';
export { editorialIn, type EditorialInLanguage } from './editorial-in-language.js';

/** A neighborhood by its id (e.g. "nb-002") or its slug (e.g. "irvine"). */
export function findNeighborhood(idOrSlug: string, locale: Locale = 'en'): Neighborhood | undefined {
  return contentIn(locale).neighborhoods.find((n) => n.id === idOrSlug || n.slug === idOrSlug);
}

/** Properties in a neighborhood given by id or slug; empty when the neighborhood is unknown. */
export function propertiesInNeighborhood(idOrSlug: string): Property[] {
  const hood = findNeighborhood(idOrSlug);
  return hood ? properties.filter((p) => p.neighborhood === hood.slug) : [];
}

export function findCityDetail(slug: string, locale: Locale = 'en'): CityDetail | undefined {
  return contentIn(locale).cityDetails.find((c) => c.slug === slug);
}

export function findProperty(id: string): Property | undefined {
  return properties.find((p) => p.id === id);
}
