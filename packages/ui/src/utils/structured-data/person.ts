import type { Graph, Person } from 'schema-dts';
import { pathInLocale, type Agent, type Locale } from '@pcr/contracts';
import { telHref } from '../tel.js';
import { organizationId, telephoneOf } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/**
 * An agent as a Person working for the agency; `@id` is the agent's place on /team (one person in
 * every language), `url` the team page in the page's language, whose texts (title, bio) it gives.
 */
export function agentPerson(agent: Agent, absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): Person {
  const sameAs = [agent.linkedin, agent.instagram].filter((href): href is string => href !== undefined);
  return {
    '@type': 'Person',
    '@id': absoluteUrl(`/team#${agent.id}`),
    name: agent.name,
    jobTitle: agent.title,
    description: agent.bio,
    image: absoluteUrl(agent.imageUrl),
    email: agent.email,
    telephone: telephoneOf(telHref(agent.phone)),
    url: absoluteUrl(pathInLocale('/team', locale)),
    worksFor: { '@id': organizationId(absoluteUrl) },
    // The languages the agent works in, as BCP 47 tags (schema.org knowsLanguage).
    knowsLanguage: [...agent.languages],
    // The license California requires beside the agent's name (schema.org has no field of its own for it).
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: 'California real estate license',
      identifier: agent.licenseNumber,
      recognizedBy: { '@type': 'GovernmentOrganization', name: 'California Department of Real Estate', url: 'https://www.dre.ca.gov/' },
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** /team: every agent shown, as one graph of Person nodes. */
export function teamJsonLd(agents: readonly Agent[], absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): Graph {
  return { '@context': 'https://schema.org', '@graph': agents.map((agent) => agentPerson(agent, absoluteUrl, locale)) };
}
