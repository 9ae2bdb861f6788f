import type { Agent } from '@pcr/contracts';

/** The portrait of an agent the site has none of (a listing agent of the office not on /team yet): a neutral silhouette. */
export const NO_PORTRAIT_IMAGE_URL = '/images/agents/no-portrait.svg';

/**
 * The team. The founder is listed first; /team shows them apart from the grid. License numbers are
 * fictional, like the names; a real agency writes each agent's own (DRE numbers are eight digits).
 */
export const agents: Agent[] = [
  {
    id: 'ag-001',
    slug: 'margaret-ellison',
    name: 'Margaret Ellison',
    title: 'Founder & Principal Broker',
    bio: 'Margaret founded Pacific Crest Realty in 2008 after a decade of selling coastal homes from Newport Beach to Dana Point. She built the agency on a simple promise: honest advice, deep local knowledge and a reply within 24 hours. Today she leads a team of more than twenty professionals across Orange County and Los Angeles.',
    imageUrl: '/images/agents/margaret-ellison.svg',
    linkedin: 'https://www.linkedin.com/in/margaret-ellison-pcr',
    instagram: 'https://www.instagram.com/margaret.ellison.realty',
    email: 'margaret@pacificcrestrealty.example',
    phone: '(949) 555-0101',
    licenseNumber: '01412736',
    isFounder: true,
    languages: ['en'],
  },
  {
    id: 'ag-002',
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    title: 'Senior Agent, Coastal Properties',
    bio: 'Daniel has represented buyers and sellers on Lido Isle, Balboa Island and Corona del Mar for over twelve years. A lifelong sailor, he knows which docks take a 40-foot boat and which streets flood at king tide, and his sellers routinely close above asking.',
    imageUrl: '/images/agents/daniel-okafor.svg',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-pcr',
    email: 'daniel@pacificcrestrealty.example',
    phone: '(949) 555-0112',
    licenseNumber: '01736582',
    languages: ['en'],
  },
  {
    id: 'ag-003',
    slug: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    title: 'Director, Luxury Division',
    bio: 'Sofia launched our luxury division in 2018 and oversees estate sales from Beverly Hills to Newport Coast. She pairs discreet, off-market marketing with a network of architects and designers, and she is fluent in English and Spanish.',
    imageUrl: '/images/agents/sofia-alvarez.svg',
    linkedin: 'https://www.linkedin.com/in/sofia-alvarez-luxury',
    instagram: 'https://www.instagram.com/sofia.alvarez.estates',
    email: 'sofia@pacificcrestrealty.example',
    phone: '(310) 555-0123',
    licenseNumber: '01894215',
    languages: ['en', 'es'],
  },
  {
    id: 'ag-004',
    slug: 'kenji-watanabe',
    name: 'Kenji Watanabe',
    title: 'Irvine & South County Specialist',
    bio: 'Kenji grew up in Woodbridge and has helped more than 150 families settle in Irvine, Tustin and Mission Viejo. He tracks school boundaries, Mello-Roos and HOA rules village by village, so his clients buy with no surprises.',
    imageUrl: '/images/agents/kenji-watanabe.svg',
    linkedin: 'https://www.linkedin.com/in/kenji-watanabe-irvine',
    email: 'kenji@pacificcrestrealty.example',
    phone: '(949) 555-0134',
    licenseNumber: '01967340',
    languages: ['en', 'ja'],
  },
  {
    id: 'ag-005',
    slug: 'rachel-goldberg',
    name: 'Rachel Goldberg',
    title: 'Los Angeles Listings Lead',
    bio: 'Rachel joined when we opened our Los Angeles office in 2013 and now leads listings in Silver Lake, Los Feliz and Pasadena. A former architectural photographer, she has a sharp eye for the mid-century and Craftsman homes these neighborhoods are known for.',
    imageUrl: '/images/agents/rachel-goldberg.svg',
    instagram: 'https://www.instagram.com/rachel.goldberg.homes',
    email: 'rachel@pacificcrestrealty.example',
    phone: '(310) 555-0145',
    licenseNumber: '01823467',
    languages: ['en'],
  },
  {
    id: 'ag-006',
    slug: 'marcus-bell',
    name: 'Marcus Bell',
    title: 'Buyer’s Agent',
    bio: 'Marcus represents buyers exclusively, from first condos in Santa Ana to family homes in Huntington Beach. Clients value his patient approach and his skill at writing offers that win in multiple-offer situations.',
    imageUrl: '/images/agents/marcus-bell.svg',
    email: 'marcus@pacificcrestrealty.example',
    phone: '(949) 555-0156',
    licenseNumber: '02013598',
    languages: ['en'],
  },
  {
    id: 'ag-007',
    slug: 'hannah-nguyen',
    name: 'Hannah Nguyen',
    title: 'Relocation & First-Time Buyer Specialist',
    bio: 'Hannah helps families moving to Southern California find the right city before they find the right house. She runs our monthly first-time buyer workshops and works closely with local lenders on down-payment assistance programs.',
    imageUrl: '/images/agents/hannah-nguyen.svg',
    linkedin: 'https://www.linkedin.com/in/hannah-nguyen-relocation',
    instagram: 'https://www.instagram.com/hannah.nguyen.realtor',
    email: 'hannah@pacificcrestrealty.example',
    phone: '(949) 555-0167',
    licenseNumber: '02058861',
    languages: ['en', 'vi'],
  },
  {
    id: 'ag-008',
    slug: 'luis-castillo',
    name: 'Luis Castillo',
    title: 'Investment Property Advisor',
    bio: 'Luis advises investors on duplexes, fourplexes and ADU-ready lots across Orange County. A licensed broker with a background in property management, he runs the numbers on rent, cap rate and renovation costs before his clients make an offer.',
    imageUrl: '/images/agents/luis-castillo.svg',
    email: 'luis@pacificcrestrealty.example',
    phone: '(714) 555-0178',
    licenseNumber: '02107743',
    languages: ['en', 'es'],
  },
];

const foundingAgent = agents.find((a) => a.isFounder === true);
if (!foundingAgent) throw new Error('content: no founder among the agents');

/** The founder (exactly one agent has `isFounder: true`). */
export const founder: Agent = foundingAgent;
