import { describe, expect, it } from 'vitest';
import type { Agent } from '@pcr/contracts';
import { teamJsonLd } from './person.js';

const absoluteUrl = (url: string) => new URL(url, 'https://www.pacificcrest.example').href;

const founder: Agent = {
  id: 'ag-001',
  slug: 'margaret-ellison',
  name: 'Margaret Ellison',
  title: 'Founder & Principal Broker',
  bio: 'Margaret founded the agency in 2008.',
  imageUrl: '/images/agents/margaret-ellison.svg',
  linkedin: 'https://www.linkedin.com/in/margaret-ellison-pcr',
  instagram: 'https://www.instagram.com/margaret.ellison.realty',
  email: 'margaret@pacificcrestrealty.example',
  phone: '(949) 555-0101',
  licenseNumber: '01412736',
  isFounder: true,
  languages: ['en'],
};

const agent: Agent = {
  id: 'ag-004',
  slug: 'kenji-watanabe',
  name: 'Kenji Watanabe',
  title: 'Agent',
  bio: 'Kenji sells homes in Irvine.',
  imageUrl: '/images/agents/kenji-watanabe.svg',
  email: 'kenji@pacificcrestrealty.example',
  phone: '(714) 555-0123',
  licenseNumber: '01967340',
  languages: ['en', 'ja'],
};

describe('teamJsonLd', () => {
  it('gives every agent as a Person working for the agency, with absolute image, E.164 telephone, languages and DRE license', () => {
    expect(teamJsonLd([founder, agent], absoluteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Person',
          '@id': 'https://www.pacificcrest.example/team#ag-001',
          name: 'Margaret Ellison',
          jobTitle: 'Founder & Principal Broker',
          description: 'Margaret founded the agency in 2008.',
          image: 'https://www.pacificcrest.example/images/agents/margaret-ellison.svg',
          email: 'margaret@pacificcrestrealty.example',
          telephone: '+19495550101',
          url: 'https://www.pacificcrest.example/team',
          worksFor: { '@id': 'https://www.pacificcrest.example/#organization' },
          knowsLanguage: ['en'],
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
            name: 'California real estate license',
            identifier: '01412736',
            recognizedBy: { '@type': 'GovernmentOrganization', name: 'California Department of Real Estate', url: 'https://www.dre.ca.gov/' },
          },
          sameAs: ['https://www.linkedin.com/in/margaret-ellison-pcr', 'https://www.instagram.com/margaret.ellison.realty'],
        },
        {
          '@type': 'Person',
          '@id': 'https://www.pacificcrest.example/team#ag-004',
          name: 'Kenji Watanabe',
          jobTitle: 'Agent',
          description: 'Kenji sells homes in Irvine.',
          image: 'https://www.pacificcrest.example/images/agents/kenji-watanabe.svg',
          email: 'kenji@pacificcrestrealty.example',
          telephone: '+17145550123',
          url: 'https://www.pacificcrest.example/team',
          worksFor: { '@id': 'https://www.pacificcrest.example/#organization' },
          knowsLanguage: ['en', 'ja'],
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
            name: 'California real estate license',
            identifier: '01967340',
            recognizedBy: { '@type': 'GovernmentOrganization', name: 'California Department of Real Estate', url: 'https://www.dre.ca.gov/' },
          },
        },
      ],
    });
  });
});
