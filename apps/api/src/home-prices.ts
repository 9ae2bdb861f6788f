import { citySlug, type CityHomePrices, type Neighborhood, type Property, type PropertyStatus } from '@pcr/contracts';

/** A home a buyer can make an offer on today: not pending, sold or coming soon. */
const ON_THE_MARKET: ReadonlySet<PropertyStatus> = new Set(['For Sale', 'New Listing']);

/** The middle value (the mean of the two middle ones for an even count), in whole dollars. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * GET /api/home-prices: the homes on the market, city by city (a home's city is its neighborhood's),
 * cities by name; a city without a home on the market is left out. Pure, like searchProperties.
 */
export function homePricesByCity(properties: readonly Property[], neighborhoods: readonly Neighborhood[]): CityHomePrices[] {
  const cityOf = new Map(neighborhoods.map((n) => [n.slug, n.city]));
  const homesOf = new Map<string, Property[]>();
  for (const home of properties) {
    const city = cityOf.get(home.neighborhood);
    if (city === undefined || !ON_THE_MARKET.has(home.status)) continue;
    const homes = homesOf.get(city);
    if (homes) homes.push(home);
    else homesOf.set(city, [home]);
  }
  return [...homesOf]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([city, homes]) => {
      const prices = homes.map((home) => home.price);
      // Homes without a size (0 sq ft) have no price per square foot.
      const perSquareFoot = homes.filter((home) => home.squareFeet > 0).map((home) => home.price / home.squareFeet);
      return {
        city,
        slug: citySlug(city),
        homes: homes.length,
        medianPrice: median(prices),
        medianPricePerSquareFoot: perSquareFoot.length > 0 ? median(perSquareFoot) : null,
        lowestPrice: Math.min(...prices),
        highestPrice: Math.max(...prices),
      };
    });
}
