import type { ContactContent, Region, ServiceArea } from '@pcr/contracts';
import { cityDetails } from './cities.js';
import { neighborhoods } from './neighborhoods.js';

const REGIONS: Region[] = ['Orange County', 'Los Angeles'];

/**
 * Service areas of the contact page, derived from the site's own pages so every area links
 * somewhere real: neighborhoods first (by region), then the Orange County cities that have a
 * city guide but no neighborhood page.
 */
function serviceAreas(): ServiceArea[] {
  return REGIONS.map((region) => {
    const hoods = neighborhoods.filter((n) => n.region === region);
    const hoodNames = new Set(hoods.map((n) => n.name));
    const cities =
      region === 'Orange County'
        ? cityDetails.filter((c) => !hoodNames.has(c.name)).map((c) => ({ name: c.name, href: `/cities/${c.slug}` }))
        : [];
    return {
      region,
      areas: [...hoods.map((n) => ({ name: n.name, href: `/neighborhoods/${n.slug}` })), ...cities],
    };
  });
}

/** The contact page (spec section 2, "/contact"). */
export const contact: ContactContent = {
  serviceAreas: serviceAreas(),
};
