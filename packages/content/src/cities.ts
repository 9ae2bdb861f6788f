import type { CityDetail, CitySummary } from '@pcr/contracts';

/**
 * Orange County city guides. Every city has a full detail object; the list form is derived from it
 * so the two always share slugs, names, prices and populations.
 * Populations are 2020 U.S. Census counts; market figures are the agency's fall 2026 snapshot.
 */

const cityNames = {
  irvine: 'Irvine',
  'newport-beach': 'Newport Beach',
  'laguna-beach': 'Laguna Beach',
  'huntington-beach': 'Huntington Beach',
  'costa-mesa': 'Costa Mesa',
  'dana-point': 'Dana Point',
  'san-clemente': 'San Clemente',
  tustin: 'Tustin',
  'santa-ana': 'Santa Ana',
  anaheim: 'Anaheim',
  fullerton: 'Fullerton',
  'mission-viejo': 'Mission Viejo',
  'yorba-linda': 'Yorba Linda',
} as const;

type CitySlug = keyof typeof cityNames;

const near = (...slugs: CitySlug[]): CityDetail['nearbyNeighborhoods'] => slugs.map((slug) => ({ name: cityNames[slug], slug }));
const cityImage = (slug: CitySlug) => `/images/cities/${slug}.svg`;
const meta = (name: string, extra: string) =>
  `${name}, CA real estate guide: median home prices, schools, parks, beaches and neighborhoods. ${extra}`;

export const cityDetails: CityDetail[] = [
  {
    name: 'Irvine',
    slug: 'irvine',
    description: 'Master-planned villages, top-rated schools and miles of greenbelt trails in the heart of Orange County.',
    metaDescription: meta('Irvine', 'Village-by-village advice from Pacific Crest Realty.'),
    imageUrl: cityImage('irvine'),
    medianHomePrice: 1_420_000,
    pricePerSqFt: 785,
    daysOnMarketAvg: 24,
    population: 307_670,
    overview:
      'Irvine is one of the largest master-planned cities in the United States, laid out by the Irvine Company as a series of villages that each have their own parks, pools, schools and neighborhood shopping. The result is a remarkably consistent quality of life: clean streets, mature landscaping and greenbelts that connect homes to schools without crossing a major road. Home to UC Irvine and a deep bench of technology and life-science employers, the city draws families and professionals from around the world.',
    bestFor: ['Families with school-age children', 'Technology and biotech professionals', 'Buyers who value safety', 'International buyers'],
    topNeighborhoods: ['Woodbridge', 'Turtle Rock', 'Northwood', 'Great Park Neighborhoods', 'Quail Hill', 'Portola Springs'],
    realEstateMarket:
      'Irvine’s market is driven by schools and new construction. Well-priced resale homes in established villages such as Woodbridge and Northwood typically sell within three to four weeks, often with multiple offers. Newer villages in Great Park and Portola Springs offer modern floor plans but usually carry Mello-Roos special taxes and HOA dues, which buyers should factor into monthly costs.',
    yearBuiltMedian: 1994,
    walkScore: 43,
    crimeIndex: 12,
    schoolRatingAvg: 8.9,
    schools: {
      overview:
        'Irvine Unified School District is consistently ranked among the best in California, with five comprehensive high schools and strong STEM, arts and language programs. Tustin Unified also serves parts of north Irvine.',
      topSchools: [
        { name: 'University High School', type: 'Public High', rating: 10, notes: 'Known for its academic decathlon and science programs.' },
        { name: 'Northwood High School', type: 'Public High', rating: 10 },
        { name: 'Portola High School', type: 'Public High', notes: 'Opened in 2016 to serve the Great Park and Portola Springs villages.' },
        { name: 'Turtle Rock Elementary School', type: 'Public Elementary', rating: 9 },
        { name: 'Beckman High School', type: 'Public High (Tustin Unified)', rating: 9 },
      ],
    },
    attractions: [
      {
        title: 'Orange County Great Park',
        description: 'A former Marine Corps air station turned sports complex, farm and arts campus, with the iconic orange tethered balloon.',
        imageUrl: '/images/attractions/great-park.svg',
      },
      { title: 'Irvine Spectrum Center', description: 'Open-air shopping and dining with a giant Ferris wheel, a carousel and a cinema.' },
      { title: 'Tanaka Farms', description: 'A family farm offering seasonal U-pick tours, a pumpkin patch and strawberry fields.' },
      { title: 'Irvine Barclay Theatre', description: 'An intimate performing arts venue on the UC Irvine campus.' },
    ],
    parks: [
      { title: 'William R. Mason Regional Park', description: 'A 345-acre park with a lake, playgrounds and a wildlife trail in the center of the city.' },
      { title: 'Quail Hill Trailhead', description: 'Gentle loops through coastal sage scrub with views of the Saddleback range.' },
      { title: 'Bommer Canyon', description: 'A nature preserve above Turtle Rock with oak woodland and guided hikes.' },
    ],
    restaurants: [
      { title: 'Diamond Jamboree', description: 'A destination for Asian cuisine, from hand-pulled noodles to Taiwanese dessert.' },
      { title: 'Irvine Spectrum dining', description: 'Dozens of restaurants from casual ramen counters to steakhouses around the central plaza.' },
      { title: 'Campus Plaza', description: 'Student favorites and quick bites across from UC Irvine.' },
      { title: 'The Park Place dining district', description: 'Lunch spots and business dinners near the Irvine Business Complex.' },
    ],
    shopping: [
      { title: 'Irvine Spectrum Center', description: 'More than 150 shops, a Nordstrom and an outdoor palm court.' },
      { title: 'Woodbridge Village Center', description: 'Lakeside grocery, cafés and everyday services.' },
      { title: 'The Market Place', description: 'Big-box and specialty stores on the Tustin border.' },
    ],
    walkableAreas: [
      { title: 'Woodbridge lakes loop', description: 'A shaded walk around North Lake and South Lake with beaches and footbridges.' },
      { title: 'Irvine Spectrum', description: 'A pedestrian-only center for an evening stroll, dinner and a movie.' },
    ],
    faqs: [
      { question: 'Is Irvine a good place for families?', answer: 'Yes. Irvine combines low crime, a park in nearly every village and one of the top-rated school districts in the state.' },
      { question: 'What is Mello-Roos and does every Irvine home have it?', answer: 'Mello-Roos is a special tax that funds infrastructure in newer communities. Many homes built after the 1990s carry it; many older villages do not. We include the exact amount in every property review.' },
      { question: 'How long is the commute to Los Angeles?', answer: 'About an hour by car outside rush hour, or roughly 75 minutes on Metrolink from the Irvine station to Union Station.' },
      { question: 'What are typical HOA dues in Irvine?', answer: 'Most homes belong to a village association and a master association, typically $150 to $450 a month combined, covering pools, parks and landscaping.' },
      { question: 'Is new construction still available?', answer: 'Yes, mainly in Great Park Neighborhoods and Portola Springs, with builders releasing phases throughout the year.' },
    ],
    nearbyNeighborhoods: near('tustin', 'newport-beach', 'costa-mesa', 'laguna-beach'),
  },
  {
    name: 'Newport Beach',
    slug: 'newport-beach',
    description: 'Harbor living, island cottages and bluff-top estates on one of the most beautiful stretches of the California coast.',
    metaDescription: meta('Newport Beach', 'Bayfront, island and coastal homes with Pacific Crest Realty.'),
    imageUrl: cityImage('newport-beach'),
    medianHomePrice: 3_450_000,
    pricePerSqFt: 1_385,
    daysOnMarketAvg: 41,
    population: 85_239,
    overview:
      'Newport Beach wraps around Newport Harbor, home to thousands of boats and a string of residential islands. The city stretches from the Balboa Peninsula’s beach cottages to the village of Corona del Mar and the gated hillside communities of Newport Coast. It is a center of finance and commerce too, with Fashion Island and Newport Center at its heart.',
    bestFor: ['Boating and water lovers', 'Luxury buyers', 'Retirees seeking coastal living', 'Executives working in Newport Center'],
    topNeighborhoods: ['Lido Isle', 'Balboa Island', 'Corona del Mar', 'Newport Coast', 'Dover Shores', 'Eastbluff'],
    realEstateMarket:
      'Inventory is tight and prices are among the highest in Orange County. Bayfront and oceanfront homes routinely trade above $8 million, while condos near Fashion Island offer an entry point around $1.2 million. Homes spend longer on the market than inland, but the best-presented properties still sell in weeks.',
    yearBuiltMedian: 1976,
    walkScore: 50,
    crimeIndex: 18,
    schoolRatingAvg: 8.1,
    schools: {
      overview: 'Newport-Mesa Unified School District serves the city, with Corona del Mar Middle and High School among the highest rated. Several respected private schools are nearby.',
      topSchools: [
        { name: 'Corona del Mar Middle and High School', type: 'Public 7–12', rating: 9, notes: 'Strong AP and athletics programs.' },
        { name: 'Newport Harbor High School', type: 'Public High', rating: 7, notes: 'Known for its sailing and water polo teams.' },
        { name: 'Harbor View Elementary School', type: 'Public Elementary', rating: 9 },
        { name: 'Sage Hill School', type: 'Private High' },
      ],
    },
    attractions: [
      {
        title: 'Balboa Island',
        description: 'A walkable island of cottages and shops, famous for Balboa Bars and frozen bananas, linked to the Peninsula by a tiny car ferry.',
        imageUrl: '/images/attractions/balboa-island.svg',
      },
      { title: 'Balboa Fun Zone', description: 'A waterfront boardwalk with a Ferris wheel, harbor cruises and whale-watching boats.' },
      { title: 'Newport Beach Pier', description: 'A historic pier with the Dory Fishing Fleet market, in operation since 1891.' },
      { title: 'Sherman Library & Gardens', description: 'A botanical garden and research library in Corona del Mar.' },
    ],
    parks: [
      { title: 'Upper Newport Bay Nature Preserve', description: 'Trails and kayak routes through one of Southern California’s largest estuaries.' },
      { title: 'Buck Gully Reserve', description: 'A canyon trail from Corona del Mar down toward Little Corona beach.' },
      { title: 'Bonita Canyon Sports Park', description: 'Fields, courts and playgrounds near the Bonita Canyon neighborhoods.' },
    ],
    beaches: [
      {
        title: 'Crystal Cove State Park',
        description: 'Three miles of beach, tide pools and historic cottages, with hiking in the backcountry.',
        imageUrl: '/images/attractions/crystal-cove.svg',
      },
      { title: 'Corona del Mar State Beach', description: 'A family beach framed by cliffs and the harbor jetty.' },
      { title: 'The Wedge', description: 'A legendary bodysurfing break at the tip of the Balboa Peninsula, for experts only on big days.' },
    ],
    restaurants: [
      { title: 'Lido Marina Village', description: 'Waterfront dining and cafés along a restored boardwalk.' },
      { title: 'Fashion Island', description: 'Upscale restaurants with ocean breezes and outdoor terraces.' },
      { title: 'Coast Highway in Corona del Mar', description: 'Neighborhood bistros, bakeries and cocktail bars.' },
      { title: 'Mariner’s Mile', description: 'Harborfront seafood restaurants with dockside seating.' },
    ],
    shopping: [
      { title: 'Fashion Island', description: 'An open-air center with Neiman Marcus, Nordstrom and designer boutiques.' },
      { title: 'Lido Marina Village', description: 'Curated fashion and design shops on the harbor.' },
      { title: 'Marine Avenue, Balboa Island', description: 'Gift shops, galleries and ice cream on the island’s main street.' },
    ],
    walkableAreas: [
      { title: 'Balboa Island boardwalk', description: 'A flat 2.5-mile loop around the island’s bayfront homes.' },
      { title: 'Balboa Peninsula boardwalk', description: 'A beachfront path from the Newport Pier to the Balboa Pier.' },
    ],
    faqs: [
      { question: 'What does a home in Newport Beach cost?', answer: 'The median single-family home is around $3.4 million. Condos start near $1.2 million, and waterfront homes with docks usually start around $5 million.' },
      { question: 'Can I keep a boat at my home?', answer: 'Yes, on Lido Isle, Linda Isle, Harbor Island, Bay Shores and parts of Balboa Island and the Peninsula. Dock permits transfer with the home; we verify slip size before you make an offer.' },
      { question: 'Is flood insurance required?', answer: 'Some low-lying areas, including parts of Balboa Island and the Peninsula, are in FEMA flood zones. Your lender will tell you if it is required; we recommend a quote before removing contingencies.' },
      { question: 'How far is the airport?', answer: 'John Wayne Airport is about 15 minutes from most of Newport Beach.' },
    ],
    nearbyNeighborhoods: near('costa-mesa', 'irvine', 'laguna-beach', 'huntington-beach'),
  },
  {
    name: 'Laguna Beach',
    slug: 'laguna-beach',
    description: 'An artists’ colony on seven miles of coves, with canyon cottages and hillside homes overlooking the Pacific.',
    metaDescription: meta('Laguna Beach', 'Cottages, view homes and oceanfront estates with Pacific Crest Realty.'),
    imageUrl: cityImage('laguna-beach'),
    medianHomePrice: 3_150_000,
    pricePerSqFt: 1_560,
    daysOnMarketAvg: 52,
    population: 23_032,
    overview:
      'Laguna Beach has been an art colony since the early 1900s, and its galleries, festivals and public art still set the tone. Protected by greenbelt wilderness on three sides, the town has stayed small and walkable, with homes stepping down the hills toward more than thirty coves and beaches. Strict design review keeps the village character intact.',
    bestFor: ['Art and design lovers', 'Second-home buyers', 'Ocean swimmers and divers', 'Buyers who want a walkable village'],
    topNeighborhoods: ['North Laguna', 'Top of the World', 'Emerald Bay', 'Three Arch Bay', 'Bluebird Canyon', 'Victoria Beach'],
    realEstateMarket:
      'Laguna’s limited supply and strict building rules keep prices high and stable. Historic cottages near the village often sell quickly, while large view estates can take longer to find the right buyer. Coastal Commission and design review approval should be part of any remodel plan.',
    yearBuiltMedian: 1968,
    walkScore: 55,
    crimeIndex: 20,
    schoolRatingAvg: 8.4,
    schools: {
      overview: 'Laguna Beach Unified School District is small and well funded, with two elementary schools, one middle school and one high school.',
      topSchools: [
        { name: 'Laguna Beach High School', type: 'Public High', rating: 9, notes: 'Small class sizes and a strong arts program.' },
        { name: 'Thurston Middle School', type: 'Public Middle', rating: 8 },
        { name: 'El Morro Elementary School', type: 'Public Elementary', rating: 9 },
        { name: 'Top of the World Elementary School', type: 'Public Elementary' },
      ],
    },
    attractions: [
      { title: 'Festival of Arts and Pageant of the Masters', description: 'A summer art show and the famous living-picture performance in an outdoor amphitheater.' },
      { title: 'Laguna Art Museum', description: 'A museum dedicated to California art, steps from Main Beach.' },
      { title: 'First Thursdays Art Walk', description: 'Monthly evening gallery walk with free trolleys between galleries.' },
    ],
    parks: [
      {
        title: 'Heisler Park',
        description: 'A clifftop park with gardens, a bluff-top walkway and stairs down to tide pools and coves.',
        imageUrl: '/images/attractions/heisler-park.svg',
      },
      { title: 'Laguna Coast Wilderness Park', description: 'Seven thousand acres of canyons and ridges with hiking and mountain-biking trails.' },
      { title: 'Aliso and Wood Canyons Wilderness Park', description: 'Shaded canyon trails to sculpted sandstone caves.' },
    ],
    beaches: [
      { title: 'Main Beach', description: 'The town’s front yard, with basketball courts, lifeguards and the boardwalk.' },
      { title: 'Crescent Bay', description: 'A sheltered cove with views to Seal Rock and excellent snorkeling.' },
      { title: 'Victoria Beach', description: 'A quiet beach famous for its Pirate Tower.' },
      { title: 'Thousand Steps Beach', description: 'A hidden beach reached by a long staircase, with tide pools and sea caves.' },
    ],
    restaurants: [
      { title: 'Pacific Coast Highway through the village', description: 'Ocean-view restaurants and rooftop bars.' },
      { title: 'Forest Avenue', description: 'Cafés and bistros in the heart of downtown.' },
      { title: 'South Laguna', description: 'Relaxed neighborhood spots and beachside breakfast places.' },
    ],
    shopping: [
      { title: 'Forest Avenue', description: 'Boutiques, jewelers and home-design shops.' },
      { title: 'Gallery Row', description: 'Dozens of fine-art galleries along North Coast Highway.' },
      { title: 'Sawdust Art Festival', description: 'Handmade art and crafts from local artists every summer and winter.' },
    ],
    walkableAreas: [
      { title: 'Downtown village', description: 'Galleries, cafés and Main Beach all within a few blocks.' },
      { title: 'Heisler Park bluff walk', description: 'A paved path along the cliffs from Main Beach to Crescent Bay.' },
    ],
    faqs: [
      { question: 'How hard is it to remodel in Laguna Beach?', answer: 'Most exterior changes go through design review, and homes near the coast may need Coastal Commission approval. Expect several months for permits; we introduce clients to local architects who know the process.' },
      { question: 'Is Laguna Beach crowded in summer?', answer: 'Yes, especially on festival weekends. Residents use the free trolley and resident parking permits to get around.' },
      { question: 'Is wildfire insurance a concern?', answer: 'Homes near the wilderness parks face higher premiums and some carriers have limited coverage. Get a quote early in escrow.' },
      { question: 'What is the price range in Laguna Beach?', answer: 'Condos start around $1 million, cottages around $2 million, and oceanfront homes often exceed $10 million.' },
    ],
    nearbyNeighborhoods: near('dana-point', 'newport-beach', 'irvine', 'mission-viejo'),
  },
  {
    name: 'Huntington Beach',
    slug: 'huntington-beach',
    description: 'Surf City USA: ten miles of wide beaches, a lively downtown and family neighborhoods at a friendlier price.',
    metaDescription: meta('Huntington Beach', 'Harbor, beach and family homes with Pacific Crest Realty.'),
    imageUrl: cityImage('huntington-beach'),
    medianHomePrice: 1_290_000,
    pricePerSqFt: 820,
    daysOnMarketAvg: 27,
    population: 198_711,
    overview:
      'Huntington Beach owns one of the longest uninterrupted stretches of beach on the West Coast and the title Surf City USA. Beyond the pier and Main Street, the city is a patchwork of family neighborhoods, the waterfront homes of Huntington Harbour and the protected wetlands of Bolsa Chica. It offers coastal living at a lower price than its neighbors to the south.',
    bestFor: ['Surfers and beach lovers', 'Growing families', 'Buyers seeking coastal value', 'Boat owners in Huntington Harbour'],
    topNeighborhoods: ['Huntington Harbour', 'Downtown', 'Southeast Huntington Beach', 'Seacliff', 'Brightwater', 'Sunset Beach'],
    realEstateMarket:
      'Demand is strong for single-story homes and anything west of Beach Boulevard. Turnkey homes near the beach often attract multiple offers in the first weekend, while Huntington Harbour waterfront homes range from $2 million to well over $5 million.',
    yearBuiltMedian: 1972,
    walkScore: 52,
    crimeIndex: 26,
    schoolRatingAvg: 7.8,
    schools: {
      overview: 'Huntington Beach Union High School District serves the high schools, with several elementary districts including Ocean View and Huntington Beach City.',
      topSchools: [
        { name: 'Edison High School', type: 'Public High', rating: 8 },
        { name: 'Huntington Beach High School', type: 'Public High', rating: 8, notes: 'Home to the Academy for the Performing Arts.' },
        { name: 'Marina High School', type: 'Public High', rating: 7 },
        { name: 'Seacliff Elementary School', type: 'Public Elementary' },
      ],
    },
    attractions: [
      {
        title: 'Huntington Beach Pier',
        description: 'One of the longest public piers on the West Coast and the home of the U.S. Open of Surfing.',
        imageUrl: '/images/attractions/huntington-beach-pier.svg',
      },
      { title: 'International Surfing Museum', description: 'A small museum celebrating surf history, just off Main Street.' },
      { title: 'Surfers’ Hall of Fame', description: 'Handprints and footprints of surf legends set in cement on Main Street.' },
    ],
    parks: [
      { title: 'Huntington Central Park', description: 'Lakes, a library, disc golf and an equestrian center across 350 acres.' },
      { title: 'Bolsa Chica Ecological Reserve', description: 'Wetland trails with some of the best bird watching in Southern California.' },
      { title: 'Shipley Nature Center', description: 'An 18-acre nature preserve inside Central Park.' },
    ],
    beaches: [
      { title: 'Huntington City Beach', description: 'Wide sand on both sides of the pier with fire rings and volleyball courts.' },
      { title: 'Bolsa Chica State Beach', description: 'A long state beach with fire pits and a bike path.' },
      { title: 'Huntington Dog Beach', description: 'A beloved off-leash beach for dogs and their owners.' },
    ],
    restaurants: [
      { title: 'Main Street', description: 'Surf bars, brunch spots and sidewalk cafés leading to the pier.' },
      { title: 'Pacific City', description: 'An ocean-view center with a food hall and rooftop dining.' },
      { title: 'Huntington Harbour', description: 'Waterfront restaurants where you can arrive by boat.' },
    ],
    shopping: [
      { title: 'Pacific City', description: 'Boutiques and lifestyle stores across from the beach.' },
      { title: 'Bella Terra', description: 'An open-air center with a cinema and everyday retailers.' },
      { title: 'Main Street surf shops', description: 'Boards, wetsuits and beachwear by the pier.' },
    ],
    walkableAreas: [{ title: 'Downtown and the pier', description: 'Main Street, the pier and the beach path within a few blocks.' }],
    faqs: [
      { question: 'Is Huntington Beach good for families?', answer: 'Yes. It has large parks, good schools and many single-family neighborhoods at prices below Newport Beach and Laguna Beach.' },
      { question: 'What is the Tuesday farmers market?', answer: 'Surf City Nights is a weekly street fair and farmers market on Main Street, on Tuesday evenings.' },
      { question: 'How is traffic in the summer?', answer: 'Pacific Coast Highway and downtown are busy on summer weekends; residents use Beach Boulevard and the 405 to get around.' },
      { question: 'Are there homes with boat docks?', answer: 'Yes, in Huntington Harbour, a network of channels and islands at the north end of the city.' },
    ],
    nearbyNeighborhoods: near('costa-mesa', 'newport-beach', 'fullerton', 'santa-ana'),
  },
  {
    name: 'Costa Mesa',
    slug: 'costa-mesa',
    description: 'The City of the Arts: South Coast Plaza, Segerstrom Center and creative dining minutes from the coast.',
    metaDescription: meta('Costa Mesa', 'Eastside, Westside and Mesa Verde homes with Pacific Crest Realty.'),
    imageUrl: cityImage('costa-mesa'),
    medianHomePrice: 1_490_000,
    pricePerSqFt: 905,
    daysOnMarketAvg: 29,
    population: 111_918,
    overview:
      'Costa Mesa sits between Newport Beach and the 405 freeway, close enough to the coast to feel the ocean breeze. The city is home to South Coast Plaza, Segerstrom Center for the Arts and the Orange County Fairgrounds, and its Eastside streets of mid-century ranch homes are some of the most sought-after in the county.',
    bestFor: ['Young professionals', 'Families who want beach access for less', 'Arts and culture lovers', 'Frequent flyers'],
    topNeighborhoods: ['Eastside Costa Mesa', 'Mesa Verde', 'College Park', 'Westside', 'Mesa del Mar'],
    realEstateMarket:
      'Eastside homes on large lots are in high demand with builders and families alike, often rebuilt as modern farmhouses. The Westside has seen a wave of small-lot and townhome developments, giving first-time buyers a path into the market.',
    yearBuiltMedian: 1966,
    walkScore: 62,
    crimeIndex: 34,
    schoolRatingAvg: 6.9,
    schools: {
      overview: 'Newport-Mesa Unified School District serves Costa Mesa. Orange Coast College and Vanguard University are in the city.',
      topSchools: [
        { name: 'Estancia High School', type: 'Public High', rating: 6 },
        { name: 'Costa Mesa Middle and High School', type: 'Public 7–12', rating: 6 },
        { name: 'Kaiser Elementary School', type: 'Public Elementary', rating: 8, notes: 'A favorite with Eastside families.' },
        { name: 'Waldorf School of Orange County', type: 'Private K–12' },
      ],
    },
    attractions: [
      { title: 'Segerstrom Center for the Arts', description: 'Home to Pacific Symphony, touring Broadway shows and the Philharmonic Society.' },
      { title: 'South Coast Repertory', description: 'A Tony Award-winning regional theater.' },
      { title: 'OC Fair & Event Center', description: 'Home of the Orange County Fair every July and events year-round.' },
    ],
    parks: [
      { title: 'Fairview Park', description: 'Bluff-top trails, vernal pools and a miniature railroad.' },
      { title: 'TeWinkle Park', description: 'Lakes, sports fields and one of the area’s largest skate parks.' },
      { title: 'Talbert Nature Preserve', description: 'Native habitat along the Santa Ana River trail.' },
    ],
    restaurants: [
      { title: 'The CAMP and The LAB', description: 'Independent restaurants and coffee in two eclectic outdoor centers.' },
      { title: 'SoCo Collection', description: 'Chef-driven restaurants and a Saturday farmers market.' },
      { title: '17th Street and Newport Boulevard', description: 'Neighborhood cafés and taquerias near the Eastside.' },
    ],
    shopping: [
      { title: 'South Coast Plaza', description: 'One of the highest-grossing shopping centers in the country.' },
      { title: 'The LAB Anti-Mall', description: 'Independent boutiques and vintage stores.' },
      { title: 'SoCo Collection', description: 'Home design showrooms and specialty food shops.' },
    ],
    faqs: [
      { question: 'Is Costa Mesa close to the beach?', answer: 'Yes. Most of the city is within ten minutes of Newport Beach’s beaches.' },
      { question: 'What is the Eastside?', answer: 'The neighborhood east of Newport Boulevard, with large lots, mature trees and mid-century ranch homes.' },
      { question: 'Is there airport noise?', answer: 'Parts of the city near John Wayne Airport hear departures; we map flight paths for every home we show.' },
      { question: 'Are ADUs popular in Costa Mesa?', answer: 'Yes. Large Eastside and Mesa Verde lots are well suited to accessory dwelling units.' },
    ],
    nearbyNeighborhoods: near('newport-beach', 'huntington-beach', 'santa-ana', 'irvine'),
  },
  {
    name: 'Dana Point',
    slug: 'dana-point',
    description: 'A harbor town on dramatic bluffs, famous for whale watching, surf and sunsets.',
    metaDescription: meta('Dana Point', 'Harbor, bluff and ocean-view homes with Pacific Crest Realty.'),
    imageUrl: cityImage('dana-point'),
    medianHomePrice: 1_950_000,
    pricePerSqFt: 1_050,
    daysOnMarketAvg: 44,
    population: 33_107,
    overview:
      'Dana Point curves around a protected harbor beneath tall headlands, and calls itself the Dolphin and Whale Watching Capital of the World. Gated bluff-top communities share the coast with relaxed beach neighborhoods, and the revitalized Lantern District adds a walkable downtown with new restaurants and shops.',
    bestFor: ['Ocean lovers and surfers', 'Retirees', 'Second-home buyers', 'Boat owners'],
    topNeighborhoods: ['Monarch Beach', 'Capistrano Beach', 'Lantern District', 'Niguel Shores', 'The Strand at Headlands'],
    realEstateMarket:
      'Ocean-view homes command a premium, and gated communities like Niguel Shores rarely have more than a handful of listings at a time. Condos and townhomes in the Lantern District give buyers a walkable entry point from around $1.2 million.',
    yearBuiltMedian: 1979,
    walkScore: 41,
    crimeIndex: 15,
    schoolRatingAvg: 7.9,
    schools: {
      overview: 'Capistrano Unified School District serves Dana Point, with Dana Hills High School on the hill above the harbor.',
      topSchools: [
        { name: 'Dana Hills High School', type: 'Public High', rating: 8, notes: 'Notable surf team and International Baccalaureate program.' },
        { name: 'Palisades Elementary School', type: 'Public Elementary', rating: 8 },
        { name: 'Marco Forster Middle School', type: 'Public Middle', notes: 'In neighboring San Juan Capistrano; serves much of Dana Point.' },
        { name: 'St. Edward the Confessor Parish School', type: 'Private K–8' },
      ],
    },
    attractions: [
      {
        title: 'Dana Point Harbor',
        description: 'Marinas, whale-watching cruises, paddleboard rentals and the Ocean Institute.',
        imageUrl: '/images/attractions/dana-point-harbor.svg',
      },
      { title: 'Ocean Institute', description: 'A marine-science center with a replica of the tall ship Pilgrim.' },
      { title: 'Festival of Whales', description: 'An annual celebration of the gray whale migration every March.' },
    ],
    parks: [
      { title: 'Dana Point Headlands Conservation Area', description: 'Bluff-top trails and an interpretive center with sweeping views.' },
      { title: 'Salt Creek Beach Park', description: 'Grassy bluffs above one of Orange County’s best-known surf breaks.' },
      { title: 'Lantern Bay Park', description: 'A harbor-view park popular for picnics and sunsets.' },
    ],
    beaches: [
      { title: 'Doheny State Beach', description: 'A family beach with campgrounds, picnic areas and gentle waves.' },
      { title: 'Salt Creek Beach', description: 'A classic surf beach below the Monarch Beach resort.' },
      { title: 'Capistrano Beach', description: 'A quieter stretch of sand popular with locals.' },
    ],
    restaurants: [
      { title: 'Lantern District', description: 'New restaurants, breweries and coffee along Del Prado Avenue.' },
      { title: 'Dana Point Harbor', description: 'Seafood and fish-and-chips with views of the boats.' },
      { title: 'Monarch Beach resorts', description: 'Fine dining and ocean-view terraces.' },
    ],
    shopping: [
      { title: 'Lantern District', description: 'Boutiques, galleries and surf shops.' },
      { title: 'Dana Point Harbor shops', description: 'Nautical gifts, apparel and marine supplies.' },
      { title: 'Monarch Bay Plaza', description: 'Everyday grocery and services.' },
    ],
    walkableAreas: [{ title: 'Lantern District', description: 'A walkable grid of shops and restaurants above the harbor.' }],
    faqs: [
      { question: 'When is whale-watching season?', answer: 'Gray whales pass from December through April, and blue whales are often seen in summer. Dolphins are present year-round.' },
      { question: 'Is Dana Point a good place to retire?', answer: 'Many retirees choose Dana Point for its low crime, harbor lifestyle and single-level homes in communities like Niguel Shores.' },
      { question: 'How is the harbor changing?', answer: 'The Dana Point Harbor revitalization is renewing docks, shops and restaurants in phases.' },
      { question: 'Is there a train nearby?', answer: 'Yes, the San Juan Capistrano station serves Metrolink and Amtrak, about ten minutes away.' },
    ],
    nearbyNeighborhoods: near('san-clemente', 'laguna-beach', 'mission-viejo', 'irvine'),
  },
  {
    name: 'San Clemente',
    slug: 'san-clemente',
    description: 'Spanish Village by the Sea: red-tile roofs, a classic pier and some of California’s most famous surf.',
    metaDescription: meta('San Clemente', 'Ocean-view, village and Talega homes with Pacific Crest Realty.'),
    imageUrl: cityImage('san-clemente'),
    medianHomePrice: 1_650_000,
    pricePerSqFt: 915,
    daysOnMarketAvg: 35,
    population: 64_293,
    overview:
      'Founded in 1925 with a rule that buildings be Spanish style with red-tile roofs, San Clemente still feels like a seaside village. Avenida Del Mar leads down to a wooden pier and a beach trail that runs along the coast, and world-class surf at Trestles draws surfers from around the globe. Inland, newer master-planned communities like Talega offer family-friendly neighborhoods.',
    bestFor: ['Surfers', 'Families seeking a small-town feel', 'Buyers who commute to San Diego County', 'Outdoor enthusiasts'],
    topNeighborhoods: ['Pier Bowl', 'Southwest San Clemente', 'Talega', 'Forster Ranch', 'Marblehead', 'Shorecliffs'],
    realEstateMarket:
      'Ocean-view homes in the Pier Bowl and Southwest neighborhoods are the most sought-after. Talega and Forster Ranch provide newer homes with community pools and parks, typically between $1.4 and $2.2 million.',
    yearBuiltMedian: 1985,
    walkScore: 45,
    crimeIndex: 14,
    schoolRatingAvg: 8.2,
    schools: {
      overview: 'Capistrano Unified serves San Clemente with well-regarded elementary, middle and high schools.',
      topSchools: [
        { name: 'San Clemente High School', type: 'Public High', rating: 8, notes: 'Perennial powerhouse in football and surf.' },
        { name: 'Vista del Mar Middle School', type: 'Public Middle', rating: 9 },
        { name: 'Shorecliffs Middle School', type: 'Public Middle', rating: 8 },
        { name: 'Truman Benedict Elementary School', type: 'Public Elementary' },
      ],
    },
    attractions: [
      {
        title: 'San Clemente Pier',
        description: 'A 1,296-foot wooden pier with fishing, sunsets and a beachfront restaurant.',
        imageUrl: '/images/attractions/san-clemente-pier.svg',
      },
      { title: 'Casa Romantica Cultural Center and Gardens', description: 'The founder’s 1927 home, now gardens, concerts and exhibitions.' },
      { title: 'Trestles', description: 'A world-renowned surf break in San Onofre State Beach.' },
    ],
    parks: [
      { title: 'San Clemente Beach Trail', description: 'A 2.3-mile coastal trail from North Beach to Calafia.' },
      { title: 'Richard T. Steed Memorial Park', description: 'Sports fields and a skate park with ocean breezes.' },
      { title: 'Forster Ranch Community Park', description: 'Trails and playgrounds in the hills of Forster Ranch.' },
    ],
    beaches: [
      { title: 'T-Street Beach', description: 'A family and surf beach south of the pier.' },
      { title: 'San Clemente State Beach', description: 'Bluff-top campgrounds above a long sandy beach.' },
      { title: 'North Beach', description: 'A beach by the Metrolink station with easy train access.' },
    ],
    restaurants: [
      { title: 'Avenida Del Mar', description: 'Restaurants, wine bars and cafés along the main street.' },
      { title: 'Pier Bowl', description: 'Casual seafood and sunset dining by the pier.' },
      { title: 'Outlets at San Clemente dining', description: 'Ocean-view restaurants at the hilltop outlets.' },
    ],
    shopping: [
      { title: 'Avenida Del Mar', description: 'Boutiques, surf shops and antiques.' },
      { title: 'Outlets at San Clemente', description: 'Outlet stores with views of the Pacific.' },
      { title: 'San Clemente Farmers Market', description: 'Sunday market on Avenida Del Mar.' },
    ],
    walkableAreas: [
      { title: 'Avenida Del Mar and the Pier Bowl', description: 'A walk from downtown shops down the hill to the pier.' },
      { title: 'San Clemente Beach Trail', description: 'A coastal path along the sand and the railroad.' },
    ],
    faqs: [
      { question: 'How long is the commute to San Diego?', answer: 'About 50 minutes to downtown San Diego, and less than 30 minutes to Camp Pendleton and Oceanside.' },
      { question: 'Do all homes have to be Spanish style?', answer: 'Not anymore, but design guidelines in older areas still encourage Spanish architecture and red-tile roofs.' },
      { question: 'What about the train tracks along the beach?', answer: 'Metrolink and Amtrak run along the coast; homes close to the tracks can hear train horns. We point these out on tours.' },
      { question: 'Is San Clemente good for families?', answer: 'Yes. It has low crime, strong schools and plenty of parks and beaches.' },
    ],
    nearbyNeighborhoods: near('dana-point', 'mission-viejo', 'laguna-beach', 'irvine'),
  },
  {
    name: 'Tustin',
    slug: 'tustin',
    description: 'Old Town charm, Tustin Ranch estates and brand-new communities at Tustin Legacy.',
    metaDescription: meta('Tustin', 'Old Town, Tustin Ranch and Tustin Legacy homes with Pacific Crest Realty.'),
    imageUrl: cityImage('tustin'),
    medianHomePrice: 1_150_000,
    pricePerSqFt: 690,
    daysOnMarketAvg: 22,
    population: 80_276,
    overview:
      'Tustin blends a historic Old Town, dating to the 1870s, with the planned neighborhoods of Tustin Ranch and brand-new construction at Tustin Legacy, the former Marine Corps Air Station. Central location, good schools and prices below neighboring Irvine make it one of the county’s best values.',
    bestFor: ['First-time buyers', 'Families', 'Commuters', 'Buyers priced out of Irvine'],
    topNeighborhoods: ['Old Town Tustin', 'Tustin Ranch', 'Tustin Legacy', 'Tustin Hills', 'Tustin Meadows'],
    realEstateMarket:
      'Tustin homes sell quickly: the average home goes under contract in about three weeks. Tustin Ranch offers larger homes on golf-course streets, while Tustin Legacy offers new townhomes and single-family homes with modern amenities.',
    yearBuiltMedian: 1978,
    walkScore: 52,
    crimeIndex: 22,
    schoolRatingAvg: 7.6,
    schools: {
      overview: 'Tustin Unified School District is well regarded, with Beckman High School among the top in the county.',
      topSchools: [
        { name: 'Arnold O. Beckman High School', type: 'Public High', rating: 9 },
        { name: 'Foothill High School', type: 'Public High', rating: 8 },
        { name: 'Tustin High School', type: 'Public High', rating: 6 },
        { name: 'Orchard Hills School', type: 'Public K–8', notes: 'Serves the Orchard Hills area of north Irvine.' },
      ],
    },
    attractions: [
      { title: 'Old Town Tustin', description: 'A historic main street with cafés, antiques and Victorian homes.' },
      { title: 'Tustin Hangars', description: 'Two of the largest wooden structures ever built, from the blimp era.' },
      { title: 'Tustin Chili Cook-Off', description: 'A beloved street festival every June.' },
    ],
    parks: [
      { title: 'Peters Canyon Regional Park', description: 'A reservoir loop and ridge trails on the city’s eastern edge.' },
      { title: 'Tustin Sports Park', description: 'Fields and playgrounds in Tustin Ranch.' },
      { title: 'Tustin Legacy Park', description: 'A new community park at the heart of Tustin Legacy.' },
    ],
    restaurants: [
      { title: 'Old Town Tustin', description: 'Family-owned restaurants along El Camino Real.' },
      { title: 'The District at Tustin Legacy', description: 'Casual dining near the hangars.' },
      { title: 'Tustin Marketplace', description: 'Sit-down restaurants and quick bites.' },
    ],
    shopping: [
      { title: 'The District at Tustin Legacy', description: 'Open-air center with big-box stores and a cinema.' },
      { title: 'Tustin Marketplace', description: 'Neighborhood shopping off Jamboree Road.' },
      { title: 'Old Town Tustin', description: 'Boutiques and antique shops.' },
    ],
    faqs: [
      { question: 'Is Tustin cheaper than Irvine?', answer: 'Typically yes: the median home in Tustin costs around $250,000 less than in Irvine, and some Tustin homes fall within Irvine Unified boundaries.' },
      { question: 'Is there new construction in Tustin?', answer: 'Yes. Tustin Legacy continues to add new neighborhoods, parks and a town center.' },
      { question: 'Is there a train station?', answer: 'Yes. The Tustin Metrolink station has service toward Los Angeles and Oceanside.' },
      { question: 'What is Tustin Ranch known for?', answer: 'Larger homes, a public golf course and highly rated Tustin Unified schools.' },
    ],
    nearbyNeighborhoods: near('irvine', 'santa-ana', 'costa-mesa', 'anaheim'),
  },
  {
    name: 'Santa Ana',
    slug: 'santa-ana',
    description: 'Orange County’s historic capital, with a thriving arts district, vibrant culture and accessible prices.',
    metaDescription: meta('Santa Ana', 'Historic districts, condos and starter homes with Pacific Crest Realty.'),
    imageUrl: cityImage('santa-ana'),
    medianHomePrice: 815_000,
    pricePerSqFt: 590,
    daysOnMarketAvg: 25,
    population: 310_227,
    overview:
      'Santa Ana is the county seat and one of the oldest cities in Orange County. Its downtown has become a cultural hub with the Artists Village, the 4th Street Market and a rich Latino heritage. Historic neighborhoods such as Floral Park and French Park feature some of the finest period architecture in Southern California.',
    bestFor: ['First-time buyers', 'Investors', 'Historic-home lovers', 'Urban living fans'],
    topNeighborhoods: ['Floral Park', 'French Park', 'Park Santiago', 'Wilshire Square', 'Downtown Santa Ana'],
    realEstateMarket:
      'Santa Ana remains one of the most accessible markets in central Orange County. Historic districts command a premium, while condos and townhomes give first-time buyers a way in below $700,000. Investors look to duplexes and properties with ADU potential.',
    yearBuiltMedian: 1962,
    walkScore: 66,
    crimeIndex: 41,
    schoolRatingAvg: 5.8,
    schools: {
      overview: 'Santa Ana Unified is one of the largest districts in the county. The city also hosts respected charter and private schools.',
      topSchools: [
        { name: 'Orange County School of the Arts', type: 'Public Charter 7–12', rating: 9, notes: 'Admission by audition across many conservatories.' },
        { name: 'Mater Dei High School', type: 'Private High' },
        { name: 'Segerstrom High School', type: 'Public High', rating: 6 },
        { name: 'Godinez Fundamental High School', type: 'Public High' },
      ],
    },
    attractions: [
      { title: 'Bowers Museum', description: 'A world-class museum of art and culture from around the globe.' },
      { title: 'Discovery Cube Orange County', description: 'A hands-on science museum for kids.' },
      { title: 'Santa Ana Zoo', description: 'A small zoo in Prentice Park known for its monkeys.' },
    ],
    parks: [
      { title: 'Santiago Park', description: 'A long creekside park along the Santa Ana River trail.' },
      { title: 'Centennial Regional Park', description: 'A large park with a lake, fields and playgrounds.' },
    ],
    restaurants: [
      { title: '4th Street Market', description: 'A food hall in downtown’s historic district.' },
      { title: 'Downtown Santa Ana', description: 'Cocktail bars, taquerias and chef-driven restaurants.' },
      { title: 'MainPlace', description: 'Casual chain dining near the 5 freeway.' },
    ],
    shopping: [
      { title: 'MainPlace', description: 'An indoor-outdoor shopping center.' },
      { title: '4th Street', description: 'Historic retail street with bridal shops and bakeries.' },
      { title: 'Artists Village', description: 'Galleries and studios open on art walk nights.' },
    ],
    walkableAreas: [{ title: 'Downtown and the Artists Village', description: 'Compact blocks of galleries, restaurants and historic buildings.' }],
    faqs: [
      { question: 'Is Santa Ana a good place for first-time buyers?', answer: 'Yes. It offers some of the lowest median prices in central Orange County with quick access to jobs and freeways.' },
      { question: 'What are the historic districts?', answer: 'Floral Park, French Park, Washington Square and others have period homes and local historic protections.' },
      { question: 'Is there public transit?', answer: 'Yes. The Santa Ana Regional Transportation Center serves Metrolink and Amtrak, and the OC Streetcar is connecting it to downtown.' },
      { question: 'Can I add an ADU?', answer: 'Many Santa Ana lots are ADU-friendly; we can connect you with local designers and the city’s permit team.' },
    ],
    nearbyNeighborhoods: near('tustin', 'costa-mesa', 'anaheim', 'irvine'),
  },
  {
    name: 'Anaheim',
    slug: 'anaheim',
    description: 'Home of Disneyland and Angel Stadium, with quiet hillside neighborhoods in Anaheim Hills.',
    metaDescription: meta('Anaheim', 'Anaheim Hills and central Anaheim homes with Pacific Crest Realty.'),
    imageUrl: cityImage('anaheim'),
    medianHomePrice: 905_000,
    pricePerSqFt: 610,
    daysOnMarketAvg: 28,
    population: 346_824,
    overview:
      'Anaheim is the most populous city in Orange County, known worldwide for Disneyland Resort, Angel Stadium and the Honda Center. Beyond the resort district, it offers established neighborhoods in the flats and view homes with larger lots in Anaheim Hills.',
    bestFor: ['Families', 'Sports and entertainment fans', 'Investors', 'Buyers seeking space for the price'],
    topNeighborhoods: ['Anaheim Hills', 'Colony Historic District', 'West Anaheim', 'The Platinum Triangle', 'Olive Hills'],
    realEstateMarket:
      'Central Anaheim offers accessible single-family homes and condos, while Anaheim Hills attracts families seeking larger homes and views. Short-term rental rules are strict, so investors focus on long-term rentals.',
    yearBuiltMedian: 1968,
    walkScore: 56,
    crimeIndex: 39,
    schoolRatingAvg: 6.4,
    schools: {
      overview: 'Several districts serve Anaheim, including Orange Unified and Placentia-Yorba Linda Unified in Anaheim Hills.',
      topSchools: [
        { name: 'Canyon High School', type: 'Public High', rating: 8 },
        { name: 'Esperanza High School', type: 'Public High', rating: 8 },
        { name: 'Servite High School', type: 'Private High' },
        { name: 'Anaheim Hills Elementary School', type: 'Public Elementary', rating: 8 },
      ],
    },
    attractions: [
      { title: 'Disneyland Resort', description: 'Disneyland Park and Disney California Adventure.' },
      { title: 'Angel Stadium', description: 'Home of the Los Angeles Angels.' },
      { title: 'Honda Center', description: 'Home of the Anaheim Ducks and a major concert venue.' },
      { title: 'Anaheim Packing District', description: 'A restored 1919 citrus packing house turned food hall.' },
    ],
    parks: [
      { title: 'Oak Canyon Nature Center', description: 'Trails through a wooded canyon in Anaheim Hills.' },
      { title: 'Yorba Regional Park', description: 'Lakes, bike trails and picnic areas along the Santa Ana River.' },
      { title: 'Pearson Park', description: 'A historic park with an amphitheater in central Anaheim.' },
    ],
    restaurants: [
      { title: 'Anaheim Packing District', description: 'A food hall with dozens of local vendors.' },
      { title: 'Downtown Disney District', description: 'Themed restaurants and lounges.' },
      { title: 'Little Arabia', description: 'Middle Eastern restaurants and bakeries along Brookhurst Street.' },
    ],
    shopping: [
      { title: 'Downtown Disney District', description: 'Shops and entertainment next to the parks.' },
      { title: 'Anaheim Hills Festival', description: 'Everyday shopping in the hills.' },
      { title: 'Center Street Promenade', description: 'Local shops in downtown Anaheim.' },
    ],
    faqs: [
      { question: 'Is Anaheim all tourist traffic?', answer: 'No. The resort district is compact; most neighborhoods are quiet residential areas, and Anaheim Hills feels suburban.' },
      { question: 'What are the schools like in Anaheim Hills?', answer: 'Orange Unified and Placentia-Yorba Linda Unified schools serving the hills are well rated.' },
      { question: 'Can I run a short-term rental?', answer: 'Anaheim restricts short-term rentals in most residential areas; long-term rentals are the norm for investors.' },
      { question: 'How is public transit?', answer: 'ARTIC, the Anaheim Regional Transportation Intermodal Center, serves Metrolink and Amtrak.' },
    ],
    nearbyNeighborhoods: near('fullerton', 'yorba-linda', 'santa-ana', 'tustin'),
  },
  {
    name: 'Fullerton',
    slug: 'fullerton',
    description: 'A college town with a historic downtown, Craftsman neighborhoods and excellent schools.',
    metaDescription: meta('Fullerton', 'Historic, college-town and hillside homes with Pacific Crest Realty.'),
    imageUrl: cityImage('fullerton'),
    medianHomePrice: 1_095_000,
    pricePerSqFt: 640,
    daysOnMarketAvg: 26,
    population: 143_617,
    overview:
      'Fullerton grew up around its 1888 railroad depot and orange groves, and its downtown still has a lively collection of historic buildings, restaurants and music venues. Cal State Fullerton brings energy and culture, and the hillside neighborhoods in the north offer larger lots and some of the best public high schools in the state.',
    bestFor: ['Families seeking top high schools', 'Historic-home lovers', 'University staff and students', 'Rail commuters'],
    topNeighborhoods: ['Golden Hill', 'Sunny Hills', 'Raymond Hills', 'Downtown Fullerton', 'Fullerton Hills'],
    realEstateMarket:
      'Homes in the Sunny Hills and Troy High attendance areas are in especially high demand. Historic homes near downtown trade at a premium, and the city is a common choice for buyers who want to be near the Los Angeles County line.',
    yearBuiltMedian: 1965,
    walkScore: 54,
    crimeIndex: 29,
    schoolRatingAvg: 7.4,
    schools: {
      overview: 'Fullerton Joint Union High School District includes Troy and Sunny Hills, both nationally recognized. Cal State Fullerton is one of the largest universities in California.',
      topSchools: [
        { name: 'Troy High School', type: 'Public High', rating: 10, notes: 'Known for its Tech Magnet and International Baccalaureate programs.' },
        { name: 'Sunny Hills High School', type: 'Public High', rating: 9 },
        { name: 'Fullerton Union High School', type: 'Public High', rating: 7 },
        { name: 'Acacia Elementary School', type: 'Public Elementary' },
      ],
    },
    attractions: [
      { title: 'Fullerton Arboretum', description: 'A 26-acre botanical garden on the Cal State Fullerton campus.' },
      { title: 'Muckenthaler Cultural Center', description: 'A 1920s mansion hosting art exhibitions and concerts.' },
      { title: 'Fox Fullerton Theatre', description: 'A historic 1925 movie palace undergoing restoration.' },
    ],
    parks: [
      { title: 'Hillcrest Park', description: 'A historic hilltop park with stone staircases and views.' },
      { title: 'Laguna Lake Park', description: 'Equestrian and walking trails around a small lake.' },
      { title: 'Craig Regional Park', description: 'Lakes, sports fields and a nature trail.' },
    ],
    restaurants: [
      { title: 'Downtown Fullerton', description: 'Restaurants and nightlife around Harbor Boulevard.' },
      { title: 'Fullerton Station District', description: 'Cafés and diners by the historic depot.' },
      { title: 'Koreatown along Beach Boulevard', description: 'Korean barbecue and noodle houses on the city’s west side.' },
    ],
    shopping: [
      { title: 'Downtown Fullerton', description: 'Vintage stores, record shops and boutiques.' },
      { title: 'Amerige Heights Town Center', description: 'Grocery and everyday services.' },
      { title: 'Fullerton Town Center', description: 'Shops near Cal State Fullerton.' },
    ],
    walkableAreas: [{ title: 'Downtown Fullerton', description: 'Historic blocks from the train depot to Harbor Boulevard.' }],
    faqs: [
      { question: 'Which Fullerton schools are the best?', answer: 'Troy High School and Sunny Hills High School are among the highest rated in California.' },
      { question: 'Can I commute by train from Fullerton?', answer: 'Yes. Fullerton station has Metrolink and Amtrak service to Los Angeles Union Station in about 35 minutes.' },
      { question: 'Are there historic homes?', answer: 'Yes, especially in Golden Hill and the neighborhoods around downtown, with Craftsman and Spanish Revival architecture.' },
      { question: 'What are the hillside neighborhoods?', answer: 'Sunny Hills, Raymond Hills and the Fullerton Hills offer larger lots and views.' },
    ],
    nearbyNeighborhoods: near('anaheim', 'yorba-linda', 'huntington-beach', 'santa-ana'),
  },
  {
    name: 'Mission Viejo',
    slug: 'mission-viejo',
    description: 'A master-planned South County city centered on a private lake, with safe streets and excellent schools.',
    metaDescription: meta('Mission Viejo', 'Lake, family and hillside homes with Pacific Crest Realty.'),
    imageUrl: cityImage('mission-viejo'),
    medianHomePrice: 1_250_000,
    pricePerSqFt: 640,
    daysOnMarketAvg: 23,
    population: 93_653,
    overview:
      'Mission Viejo was planned in the 1960s around a private 124-acre lake, with tree-lined streets, greenbelts and well-kept parks. It is regularly ranked among the safest cities in the country, and its location along the 5 freeway makes both beach and mountains easy to reach.',
    bestFor: ['Families', 'Safety-minded buyers', 'Swimmers and outdoor lovers', 'Retirees'],
    topNeighborhoods: ['Lake Mission Viejo', 'Aegean Hills', 'Casta del Sol', 'Pinecrest', 'Madrid Fore'],
    realEstateMarket:
      'Mission Viejo offers family homes priced well below the coast, many with community pools and lake membership. Well-maintained homes sell quickly, often within three weeks.',
    yearBuiltMedian: 1979,
    walkScore: 35,
    crimeIndex: 10,
    schoolRatingAvg: 8.0,
    schools: {
      overview: 'Capistrano Unified and Saddleback Valley Unified serve the city. Saddleback College is in Mission Viejo.',
      topSchools: [
        { name: 'Trabuco Hills High School', type: 'Public High', rating: 8 },
        { name: 'Capistrano Valley High School', type: 'Public High', rating: 7 },
        { name: 'Mission Viejo High School', type: 'Public High', rating: 7 },
        { name: 'Saddleback College', type: 'Community College', notes: 'Popular transfer path to UC and Cal State campuses.' },
      ],
    },
    attractions: [
      { title: 'Lake Mission Viejo', description: 'A private lake with beaches, boating and summer concerts for residents.' },
      { title: 'Mission Viejo Nadadores', description: 'One of the most successful swim clubs in U.S. history.' },
      { title: 'Norman P. Murray Community Center', description: 'Classes, events and a farmers market.' },
    ],
    parks: [
      { title: 'Oso Creek Trail', description: 'A creekside trail through the heart of the city.' },
      { title: 'O’Neill Regional Park', description: 'Oak woodlands and campgrounds just east of town.' },
      { title: 'Oso Viejo Park', description: 'A central park with ponds and playgrounds.' },
    ],
    restaurants: [
      { title: 'Kaleidoscope', description: 'Casual restaurants and a cinema.' },
      { title: 'The Shops at Mission Viejo', description: 'Sit-down dining and quick bites.' },
      { title: 'Marguerite Parkway', description: 'Neighborhood cafés and family restaurants.' },
    ],
    shopping: [
      { title: 'The Shops at Mission Viejo', description: 'An indoor mall with Nordstrom and Macy’s.' },
      { title: 'Kaleidoscope', description: 'Open-air shopping with city views.' },
      { title: 'Los Alisos Village', description: 'Neighborhood grocery and services.' },
    ],
    faqs: [
      { question: 'Who can use Lake Mission Viejo?', answer: 'Residents of the Lake Mission Viejo Association, which covers many Mission Viejo homes. We check membership for every home.' },
      { question: 'Is Mission Viejo safe?', answer: 'Yes, it consistently ranks among the safest mid-sized cities in the United States.' },
      { question: 'How far is the beach?', answer: 'About 20 minutes to Dana Point, Laguna Beach and San Clemente.' },
      { question: 'Are there HOAs?', answer: 'Most neighborhoods have an HOA, with dues from about $100 to $400 a month.' },
    ],
    nearbyNeighborhoods: near('irvine', 'dana-point', 'san-clemente', 'laguna-beach'),
  },
  {
    name: 'Yorba Linda',
    slug: 'yorba-linda',
    description: 'The Land of Gracious Living: large lots, equestrian trails and the Nixon Library.',
    metaDescription: meta('Yorba Linda', 'Estates, equestrian and family homes with Pacific Crest Realty.'),
    imageUrl: cityImage('yorba-linda'),
    medianHomePrice: 1_550_000,
    pricePerSqFt: 610,
    daysOnMarketAvg: 31,
    population: 68_336,
    overview:
      'Yorba Linda is a quiet, affluent suburb in the foothills of north Orange County, with large lots, horse trails and newer estate homes. The birthplace of Richard Nixon, it is home to his presidential library and a strong sense of community.',
    bestFor: ['Families seeking space', 'Equestrians', 'Buyers who want a quiet suburb', 'Multi-generational households'],
    topNeighborhoods: ['Vista del Verde', 'Yorba Linda Country Club', 'Travis Ranch', 'East Lake Village', 'Savi Ranch'],
    realEstateMarket:
      'Buyers get more land and square footage for the price than almost anywhere else in the county. Estate homes in the hills often top $2.5 million, while East Lake Village offers lake-view homes in the $1.2 to $1.8 million range.',
    yearBuiltMedian: 1983,
    walkScore: 22,
    crimeIndex: 9,
    schoolRatingAvg: 8.5,
    schools: {
      overview: 'Placentia-Yorba Linda Unified School District serves the city with highly rated schools.',
      topSchools: [
        { name: 'Yorba Linda High School', type: 'Public High', rating: 8 },
        { name: 'Bernardo Yorba Middle School', type: 'Public Middle', rating: 8 },
        { name: 'Travis Ranch School', type: 'Public K–8', rating: 9 },
        { name: 'Glenknoll Elementary School', type: 'Public Elementary' },
      ],
    },
    attractions: [
      { title: 'Richard Nixon Presidential Library and Museum', description: 'Exhibits, gardens and the president’s birthplace home.' },
      { title: 'Yorba Linda Main Street', description: 'A small historic town center.' },
      { title: 'Black Gold Golf Club', description: 'A public course in the hills with canyon views.' },
    ],
    parks: [
      { title: 'Chino Hills State Park', description: 'Rolling hills and trails along the city’s northern edge.' },
      { title: 'Yorba Regional Park', description: 'Lakes and bike paths along the Santa Ana River.' },
      { title: 'Box Canyon Park', description: 'A neighborhood park with fields and a playground.' },
    ],
    restaurants: [
      { title: 'Savi Ranch', description: 'Family restaurants near the 91 freeway.' },
      { title: 'Yorba Linda Town Center', description: 'Cafés and local restaurants.' },
      { title: 'Main Street', description: 'Small local spots in the historic center.' },
    ],
    shopping: [
      { title: 'Savi Ranch', description: 'Everyday shopping and big-box stores.' },
      { title: 'Yorba Linda Station Plaza', description: 'Grocery and services in the town center.' },
      { title: 'Main Street shops', description: 'Boutiques and gifts.' },
    ],
    faqs: [
      { question: 'Is Yorba Linda good for horses?', answer: 'Yes. Many neighborhoods have equestrian zoning and direct access to the city’s horse trails.' },
      { question: 'How is the commute?', answer: 'The 91 freeway connects to the Inland Empire and Los Angeles; expect traffic at rush hour.' },
      { question: 'Is wildfire a concern?', answer: 'Homes near Chino Hills State Park are in high fire hazard zones; insurance should be arranged early.' },
      { question: 'Are there newer homes?', answer: 'Yes, in several gated communities in the hills built after 2000.' },
    ],
    nearbyNeighborhoods: near('anaheim', 'fullerton', 'tustin', 'irvine'),
  },
];

/** Cities with no image in the list form, so the site's placeholder is exercised. */
const withoutListImage = new Set<string>(['yorba-linda']);

export const cities: CitySummary[] = cityDetails.map((c, i) => ({
  id: `city-${String(i + 1).padStart(3, '0')}`,
  name: c.name,
  slug: c.slug,
  ...(withoutListImage.has(c.slug) ? {} : { imageUrl: c.imageUrl }),
  description: c.description,
  medianHomePrice: c.medianHomePrice,
  population: c.population,
}));
