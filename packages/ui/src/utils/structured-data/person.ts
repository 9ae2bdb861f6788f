import type { Graph, Person } from 'schema-dts';
import type { Agent } from '@pcr/contracts';
import { telHref } from '../tel.js';
import { organizationId, telephoneOf } from './organization.js';
import type { AbsoluteUrl } from './types.js';

/** An agent as a Person working for the agency; `@id` is the agent's place on /team. */
export function agentPerson(agent: Agent, absoluteUrl: AbsoluteUrl): Person {
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
    url: absoluteUrl('/team'),
    worksFor: { '@id': organizationId(absoluteUrl) },
    // The languages the agent works in, as BCP 47 tags (schema.org knowsLanguage).
    knowsLanguage: [...agent.languages],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** /team: every agent shown, as one graph of Person nodes. */
export function teamJsonLd(agents: readonly Agent[], absoluteUrl: AbsoluteUrl): Graph {
  return { '@context': 'https://schema.org', '@graph': agents.map((agent) => agentPerson(agent, absoluteUrl)) };
}
