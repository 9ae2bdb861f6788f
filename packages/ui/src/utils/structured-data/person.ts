import type { Graph, Person, RealEstateAgent, WithContext } from 'schema-dts';
import { pathInLocale, type Agent, type Locale } from '@pcr/contracts';
import { telHref } from '../tel.js';
import { organizationId, telephoneOf } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/**
 * An agent as a Person working for the agency; `@id` is the agent's place on /team (one person in
 * every language), `url` the team page in the page's language, whose texts (title, bio) it gives.
 */
const profilesOf = (agent: Agent) => [agent.linkedin, agent.instagram].filter((href): href is string => href !== undefined);

/** The license California requires beside the agent's name (schema.org has no field of its own for it). */
const dreCredential = (agent: Agent) =>
  ({
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: 'license',
    name: 'California real estate license',
    identifier: agent.licenseNumber,
    recognizedBy: { '@type': 'GovernmentOrganization', name: 'California Department of Real Estate', url: 'https://www.dre.ca.gov/' },
  }) as const;

export function agentPerson(agent: Agent, absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): Person {
  const sameAs = profilesOf(agent);
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
    hasCredential: dreCredential(agent),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** /team: every agent shown, as one graph of Person nodes. */
export function teamJsonLd(agents: readonly Agent[], absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): Graph {
  return { '@context': 'https://schema.org', '@graph': agents.map((agent) => agentPerson(agent, absoluteUrl, locale)) };
}

/**
 * /team/{slug}: the agent as schema.org's RealEstateAgent, a member of the agency (`memberOf` its
 * node), at the address of their page in its language, with the license number and languages.
 */
export function agentPageJsonLd(agent: Agent, absoluteUrl: AbsoluteUrl, locale: Locale = 'en'): WithContext<RealEstateAgent> {
  const sameAs = profilesOf(agent);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': absoluteUrl(`/team/${agent.slug}#agent`),
    name: agent.name,
    description: agent.bio,
    image: absoluteUrl(agent.imageUrl),
    email: agent.email,
    telephone: telephoneOf(telHref(agent.phone)),
    url: absoluteUrl(pathInLocale(`/team/${agent.slug}`, locale)),
    memberOf: { '@id': organizationId(absoluteUrl) },
    knowsLanguage: [...agent.languages],
    hasCredential: dreCredential(agent),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
