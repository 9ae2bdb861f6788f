import { citySlug, type Neighborhood, type OpenHouse, type OpenHouseListing, type OpenHousesQuery, type Property } from '@pcr/contracts';

/** How far ahead the site lists open houses (issue 48: this weekend's, then the next 14 days'). */
export const OPEN_HOUSE_DAYS_AHEAD = 14;
const DAY_MS = 86_400_000;

/**
 * The open houses a visitor can still go to: active, not ended by `now`, starting within the next
 * 14 days (and a day, so the last day is whole), on a home the site shows; a city's (by its slug, as
 * the property search takes it) or one home's. Soonest first, each with its home.
 */
export function upcomingOpenHouses(
  openHouses: readonly OpenHouse[],
  property: (id: string) => Property | undefined,
  neighborhoods: readonly Pick<Neighborhood, 'slug' | 'city'>[],
  query: OpenHousesQuery,
  now: number,
): OpenHouseListing[] {
  const until = now + (OPEN_HOUSE_DAYS_AHEAD + 1) * DAY_MS;
  const cityOf = new Map(neighborhoods.map((hood) => [hood.slug, citySlug(hood.city)]));
  const listings: OpenHouseListing[] = [];
  for (const house of openHouses) {
    if (house.status !== 'active' || Date.parse(house.endsAt) <= now || Date.parse(house.startsAt) > until) continue;
    if (query.property !== undefined && house.propertyId !== query.property) continue;
    const home = property(house.propertyId);
    if (home === undefined) continue;
    if (query.city !== undefined && cityOf.get(home.neighborhood) !== query.city) continue;
    listings.push({ ...house, property: home });
  }
  return listings.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
