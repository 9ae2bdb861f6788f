import * as content from '@pcr/content';
import type { Agent, CityDetail, CitySummary, Neighborhood, Property, Testimonial } from '@pcr/contracts';

/**
 * Read access to the site content. The fixtures of @pcr/content back it today; a CMS or a
 * database could later, without the routes changing.
 */
export interface ContentRepository {
  featuredProperties(): Property[];
  properties(): Property[];
  /** Properties of the neighborhood given by id or slug; [] when there is no such neighborhood. */
  propertiesInNeighborhood(idOrSlug: string): Property[];
  property(id: string): Property | undefined;
  agents(): Agent[];
  testimonials(): Testimonial[];
  neighborhoods(): Neighborhood[];
  /** By id or slug. */
  neighborhood(idOrSlug: string): Neighborhood | undefined;
  cities(): CitySummary[];
  city(slug: string): CityDetail | undefined;
}

export function fixtureContentRepository(): ContentRepository {
  return {
    featuredProperties: () => content.featuredProperties,
    properties: () => content.properties,
    propertiesInNeighborhood: (idOrSlug) => content.propertiesInNeighborhood(idOrSlug),
    property: (id) => content.findProperty(id),
    agents: () => content.agents,
    testimonials: () => content.testimonials,
    neighborhoods: () => content.neighborhoods,
    neighborhood: (idOrSlug) => content.findNeighborhood(idOrSlug),
    cities: () => content.cities,
    city: (slug) => content.findCityDetail(slug),
  };
}
