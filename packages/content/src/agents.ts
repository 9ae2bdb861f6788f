import type { Agent } from '@pcr/contracts';

export const agents: Agent[] = [
  {
    id: 'ag-001',
    name: 'Margaret Ellison',
    title: 'Founder & Principal Broker',
    bio: 'Margaret founded Pacific Crest Realty in 2008 after a decade of selling coastal homes from Newport Beach to Dana Point. She built the agency on a simple promise: honest advice, local expertise and a reply within 24 hours. Today she leads a team of more than twenty professionals across Orange County and Los Angeles.',
    imageUrl: '/images/agents/margaret-ellison.svg',
    linkedin: 'https://www.linkedin.com/in/margaret-ellison-pcr',
    instagram: 'https://www.instagram.com/margaret.ellison.realty',
    email: 'margaret@pacificcrestrealty.example',
    phone: '(949) 555-0101',
    isFounder: true,
  },
  {
    id: 'ag-002',
    name: 'Daniel Okafor',
    title: 'Senior Agent, Coastal Properties',
    bio: 'Daniel specializes in waterfront homes in Newport Beach and Corona del Mar.',
    imageUrl: '/images/agents/daniel-okafor.svg',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-pcr',
    email: 'daniel@pacificcrestrealty.example',
    phone: '(949) 555-0112',
  },
];

export const founder: Agent = agents.find((a) => a.isFounder === true) ?? (agents[0] as Agent);
