import type { ArticleSection } from '@pcr/contracts';

/** The text of the guide "neighborhood-guide" (its title, summary and dates are in ../guide-catalog.ts). */
export const sections: ArticleSection[] = [
  {
    id: 'choosing',
    heading: 'How to choose a neighborhood',
    blocks: [
      {
        type: 'list',
        items: [
          {
            term: 'Commute',
            text: 'drive the route at rush hour and check Metrolink, Metro rail and bus options. Twenty miles can mean twenty minutes or an hour and a half.',
          },
          {
            term: 'Schools',
            text: 'attendance boundaries decide which public schools serve a home, and they can change. Confirm the address with the school district rather than relying on a listing.',
          },
          {
            term: 'Total monthly cost',
            text: 'HOA dues and Mello-Roos special taxes, common in master-planned communities, can add hundreds of dollars a month. Ask for both before you make an offer.',
          },
          {
            term: 'Hazards and insurance',
            text: 'canyon and hillside areas may lie in very high fire hazard severity zones, and some coastal and low-lying streets in flood zones. The Natural Hazard Disclosure and early insurance quotes tell you what you are buying into.',
          },
          {
            term: 'What you can build',
            text: 'homes in the coastal zone may need a coastal development permit to remodel, and historic districts and HOAs have their own design rules.',
          },
          {
            term: 'Visit at different times',
            text: 'a quiet street on a Tuesday morning may be a busy shortcut at 5 p.m. or a lively block on Saturday night.',
          },
        ],
      },
    ],
  },
  {
    id: 'orange-county',
    heading: 'Orange County',
    blocks: [
      {
        type: 'paragraph',
        text: 'Orange County pairs 42 miles of coastline with master-planned inland cities, highly rated school districts and John Wayne Airport at its center. Coastal towns command a premium for beach access and views; inland cities such as Irvine offer newer homes, parks and schools at a lower price per square foot.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Newport Beach',
            text: 'harbor living on Lido Isle and Balboa Island, bluff-top homes in Corona del Mar and gated estates in Newport Coast. The benchmark for coastal living in Orange County, and a natural fit for boaters.',
            href: '/neighborhoods/newport-beach',
          },
          {
            term: 'Irvine',
            text: 'a master-planned city of villages with parks, greenbelt trails and Irvine Unified schools. Newer villages such as Great Park Neighborhoods and Portola Springs often carry Mello-Roos taxes and HOA dues.',
            href: '/neighborhoods/irvine',
          },
          {
            term: 'Laguna Beach',
            text: 'an artists’ colony of coves, canyon cottages and ocean-view hillsides around a walkable village. Many canyon and hillside streets are in fire hazard zones, so get insurance quotes early.',
            href: '/neighborhoods/laguna-beach',
          },
          {
            term: 'Huntington Beach',
            text: 'ten miles of wide, sandy beach, harbor homes with private docks and family neighborhoods near well-regarded high schools, at friendlier prices than its coastal neighbors.',
            href: '/neighborhoods/huntington-beach',
          },
          {
            term: 'Costa Mesa',
            text: 'the City of the Arts: mid-century ranch homes on large Eastside lots, a creative dining scene, South Coast Plaza and a five-minute drive to John Wayne Airport.',
            href: '/neighborhoods/costa-mesa',
          },
          {
            term: 'Dana Point',
            text: 'a harbor town on dramatic bluffs with whale watching, surfing at Salt Creek and Doheny, and gated communities such as Niguel Shores.',
            href: '/neighborhoods/dana-point',
          },
          {
            term: 'More Orange County cities',
            text: 'our city guides cover schools, parks, market figures and neighborhoods for San Clemente, Tustin, Mission Viejo, Yorba Linda and more.',
            href: '/cities',
          },
        ],
      },
    ],
  },
  {
    id: 'los-angeles',
    heading: 'Los Angeles',
    blocks: [
      {
        type: 'paragraph',
        text: 'Los Angeles is a region of distinct neighborhoods, from the beach towns of the Westside and South Bay to the hills of the Eastside and the historic streets of Pasadena. Distance to work matters more here than almost anywhere, so choose with your commute in mind.',
      },
      {
        type: 'list',
        items: [
          {
            term: 'Silver Lake',
            text: 'hillside homes around the reservoir, mid-century modern landmarks and 1920s bungalows, with the coffee shops and galleries of Sunset Junction about ten minutes from Downtown.',
            href: '/neighborhoods/silver-lake',
          },
          {
            term: 'Beverly Hills',
            text: 'palm-lined streets in the Flats, mid-century estates in Trousdale and gated hillside compounds, with its own school district and Rodeo Drive at its heart.',
            href: '/neighborhoods/beverly-hills',
          },
          {
            term: 'Santa Monica',
            text: 'a beach city with a big-city pulse: Craftsman homes north of Montana Avenue, ocean-view condos, the Pier and the Metro E Line to Downtown.',
            href: '/neighborhoods/santa-monica',
          },
          {
            term: 'Pasadena',
            text: 'Craftsman bungalows, historic estates along the Arroyo Seco and tree-lined streets at the foot of the San Gabriel Mountains, with Old Pasadena and Caltech nearby.',
            href: '/neighborhoods/pasadena',
          },
          {
            term: 'Manhattan Beach',
            text: 'flower-lined walk streets, homes on the Strand and the Tree Section’s larger lots, with Manhattan Beach Unified schools and LAX about 15 minutes away.',
            href: '/neighborhoods/manhattan-beach',
          },
          {
            term: 'Los Feliz',
            text: 'grand 1920s hillside estates and period duplexes below Griffith Park and the Observatory, with the bookstores and cafés of Vermont and Hillhurst avenues.',
            href: '/neighborhoods/los-feliz',
          },
        ],
      },
      {
        type: 'callout',
        tone: 'note',
        title: 'City lines matter',
        text: 'Silver Lake and Los Feliz are inside the City of Los Angeles, which adds its own transfer tax to the county’s, including the Measure ULA tax on higher-priced sales. It is usually paid by the seller but affects pricing. Beverly Hills, Santa Monica, Pasadena and Manhattan Beach are separate cities with their own taxes, rules and services.',
      },
    ],
  },
  {
    id: 'at-a-glance',
    heading: 'At a glance',
    blocks: [
      {
        type: 'table',
        caption: 'Our neighborhoods compared',
        columns: ['Area', 'Region', 'Best for', 'Typical homes'],
        rows: [
          ['Newport Beach', 'Orange County', 'Boating, waterfront and luxury living', 'Bayfront homes, island cottages, gated estates'],
          ['Irvine', 'Orange County', 'Families, schools and newer homes', 'Village homes, townhomes, new construction'],
          ['Laguna Beach', 'Orange County', 'Art, coves and ocean views', 'Beach cottages, hillside view homes'],
          ['Huntington Beach', 'Orange County', 'Surf, space and value on the coast', 'Harbor homes, family tracts, condos'],
          ['Costa Mesa', 'Orange County', 'Culture, dining and a central location', 'Mid-century ranch homes, modern rebuilds'],
          ['Dana Point', 'Orange County', 'Harbor life and quiet coastal living', 'Bluff-top estates, gated communities'],
          ['Silver Lake', 'Los Angeles', 'Creative, walkable urban living', 'Mid-century modern homes, bungalows'],
          ['Beverly Hills', 'Los Angeles', 'Prestige, privacy and estates', 'Traditional homes, hillside estates'],
          ['Santa Monica', 'Los Angeles', 'Beach life with city amenities', 'Craftsman homes, ocean-view condos'],
          ['Pasadena', 'Los Angeles', 'Architecture and historic charm', 'Craftsman bungalows, historic estates'],
          ['Manhattan Beach', 'Los Angeles', 'Beach-town families', 'Walk-street homes, Strand homes'],
          ['Los Feliz', 'Los Angeles', 'Hillside character near Griffith Park', 'Spanish estates, period duplexes'],
        ],
      },
    ],
  },
  {
    id: 'next-steps',
    heading: 'Exploring in person',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Shortlist two or three areas using this guide and our neighborhood pages.',
          'Tour homes in each on a weekday evening and again on a weekend.',
          'Ask us for recent comparable sales, so you know what your budget buys in each area.',
          'Check school assignments, HOA dues, Mello-Roos taxes and insurance quotes for your favorite before you write an offer.',
        ],
      },
    ],
  },
];
