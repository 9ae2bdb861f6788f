import type { ContactContent } from '@pcr/contracts';

/**
 * The contact page (spec section 2, "/contact"). The service areas are written out rather than
 * derived from the neighborhood and city data, so the contact page does not ship that data; the
 * content tests prove the list names every neighborhood (by region) and every Orange County city
 * guide, each linking to its page.
 */
export const contact: ContactContent = {
  serviceAreas: [
    {
      region: 'Orange County',
      areas: [
        { name: 'Newport Beach', href: '/neighborhoods/newport-beach' },
        { name: 'Irvine', href: '/neighborhoods/irvine' },
        { name: 'Laguna Beach', href: '/neighborhoods/laguna-beach' },
        { name: 'Huntington Beach', href: '/neighborhoods/huntington-beach' },
        { name: 'Costa Mesa', href: '/neighborhoods/costa-mesa' },
        { name: 'Dana Point', href: '/neighborhoods/dana-point' },
        { name: 'San Clemente', href: '/cities/san-clemente' },
        { name: 'Tustin', href: '/cities/tustin' },
        { name: 'Santa Ana', href: '/cities/santa-ana' },
        { name: 'Anaheim', href: '/cities/anaheim' },
        { name: 'Fullerton', href: '/cities/fullerton' },
        { name: 'Mission Viejo', href: '/cities/mission-viejo' },
        { name: 'Yorba Linda', href: '/cities/yorba-linda' },
      ],
    },
    {
      region: 'Los Angeles',
      areas: [
        { name: 'Silver Lake', href: '/neighborhoods/silver-lake' },
        { name: 'Beverly Hills', href: '/neighborhoods/beverly-hills' },
        { name: 'Santa Monica', href: '/neighborhoods/santa-monica' },
        { name: 'Pasadena', href: '/neighborhoods/pasadena' },
        { name: 'Manhattan Beach', href: '/neighborhoods/manhattan-beach' },
        { name: 'Los Feliz', href: '/neighborhoods/los-feliz' },
      ],
    },
  ],
};
