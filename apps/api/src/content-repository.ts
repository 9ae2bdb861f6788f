import * as content from '@pcr/content';
import type { Agent, CityDetail, CitySummary, Locale, Neighborhood, OpenHouse, Property, Testimonial } from '@pcr/contracts';

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
  /**
   * False while the listings' source cannot say what is listed (the MLS copy is missing or too old):
   * a property's page answers 503 then, not 404. Absent: always true (bundled content).
   */
  propertiesAvailable?(): boolean;
  /** The texts of agents, neighborhoods and cities come in the language asked for (English by default). */
  agents(locale?: Locale): Agent[];
  testimonials(): Testimonial[];
  neighborhoods(locale?: Locale): Neighborhood[];
  /** By id or slug. */
  neighborhood(idOrSlug: string, locale?: Locale): Neighborhood | undefined;
  cities(locale?: Locale): CitySummary[];
  city(slug: string, locale?: Locale): CityDetail | undefined;
  /** The open houses of the homes above (issue 48), cancelled and ended ones included: the read side chooses by its clock. */
  openHouses(): OpenHouse[];
}

export function fixtureContentRepository(): ContentRepository {
  return {
    featuredProperties: () => content.featuredProperties,
    properties: () => content.properties,
    propertiesInNeighborhood: (idOrSlug) => content.propertiesInNeighborhood(idOrSlug),
    property: (id) => content.findProperty(id),
    agents: (locale = 'en') => content.contentIn(locale).agents,
    testimonials: () => content.testimonials,
    neighborhoods: (locale = 'en') => content.contentIn(locale).neighborhoods,
    neighborhood: (idOrSlug, locale) => content.findNeighborhood(idOrSlug, locale),
    cities: (locale = 'en') => content.contentIn(locale).cities,
    city: (slug, locale) => content.findCityDetail(slug, locale),
    // The bundled homes' weekly open houses, dated from today (without an MLS: `npm start` shows some).
    openHouses: () => content.bundledOpenHouses(Date.now()),
  };
}

/** How many homes the home page features (the bundled content picks its six by hand). */
const FEATURED_COUNT = 6;
/** Statuses a home page would feature: homes a visitor can still buy. */
const FEATURABLE = new Set<Property['status']>(['New Listing', 'For Sale', 'Coming Soon']);

/**
 * The content with the agency's own listings from another source (the MLS copy, decision 0020):
 * properties, a property, a neighborhood's homes and the featured ones (the newest homes still for
 * sale) come from `listings`; everything else from `base`.
 */
export function withOwnListings(
  base: ContentRepository,
  listings: { current(): readonly Property[]; available(): boolean; openHouses?(): readonly OpenHouse[] },
): ContentRepository {
  const all = () => [...listings.current()];
  return {
    ...base,
    properties: all,
    property: (id) => listings.current().find((p) => p.id === id),
    propertiesInNeighborhood: (idOrSlug) => {
      const hood = base.neighborhood(idOrSlug);
      return hood ? all().filter((p) => p.neighborhood === hood.slug) : [];
    },
    featuredProperties: () =>
      all()
        .filter((p) => FEATURABLE.has(p.status))
        .sort((a, b) => b.listedAt.localeCompare(a.listedAt))
        .slice(0, FEATURED_COUNT),
    propertiesAvailable: () => listings.available(),
    // The MLS's open houses of the office's listings (the bundled homes' are not shown beside them).
    openHouses: () => [...(listings.openHouses?.() ?? [])],
  };
}
