import { citySlug, type Neighborhood, type Property, type PropertySearch } from '@pcr/contracts';

/** Ties sort by id, so every search has one order (answers are kept and compared by their bytes). */
const byId = (a: Property, b: Property) => a.id.localeCompare(b.id);

const orders = {
  'price-asc': (a: Property, b: Property) => a.price - b.price || byId(a, b),
  'price-desc': (a: Property, b: Property) => b.price - a.price || byId(a, b),
  // ISO dates compare as text.
  newest: (a: Property, b: Property) => b.listedAt.localeCompare(a.listedAt) || byId(a, b),
} as const;

/**
 * The homes matching a search of GET /api/properties, in its order. Pure: the route hands it the
 * content, so the provider states of the pact (and any other content source) filter the same way.
 * An area that names nothing (unknown neighborhood or city) has no homes: an empty list.
 */
export function searchProperties(properties: readonly Property[], neighborhoods: readonly Neighborhood[], search: PropertySearch): Property[] {
  // Areas narrow to a set of neighborhood slugs; a property's city is its neighborhood's.
  let areas: Set<string> | undefined;
  const narrow = (slugs: string[]) => {
    areas = new Set(areas === undefined ? slugs : slugs.filter((slug) => areas?.has(slug)));
  };
  if (search.neighborhood !== undefined) {
    const wanted = search.neighborhood;
    narrow(neighborhoods.filter((n) => n.id === wanted || n.slug === wanted).map((n) => n.slug));
  }
  if (search.city !== undefined) narrow(neighborhoods.filter((n) => citySlug(n.city) === search.city).map((n) => n.slug));

  const found = properties.filter(
    (p) =>
      (areas === undefined || areas.has(p.neighborhood)) &&
      (search.minPrice === undefined || p.price >= search.minPrice) &&
      (search.maxPrice === undefined || p.price <= search.maxPrice) &&
      (search.minBeds === undefined || p.bedrooms >= search.minBeds) &&
      (search.minBaths === undefined || p.bathrooms >= search.minBaths) &&
      (search.type === undefined || p.propertyType === search.type),
  );
  return search.sort === undefined ? found : found.sort(orders[search.sort]);
}
