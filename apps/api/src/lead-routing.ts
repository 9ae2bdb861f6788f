import type { LeadRouting } from '@pcr/content';
import type { Agent, AssignedAgent, CitySummary, LeadFormFields } from '@pcr/contracts';
import { ConfigError } from './config.js';

/**
 * Who a lead goes to (issue 47, section 3), by the rules of the content's routing file
 * (packages/content/src/lead-routing.ts): one agent, or a pool whose agents take turns. The turn is
 * taken in the database, in the lead's own transaction (lead-store.ts), never here.
 */
export type LeadRoute =
  | { kind: 'agent'; agent: AssignedAgent }
  /** `pool` names the rotation ('all', 'language:es', 'city:irvine'); `agents` in a fixed order. */
  | { kind: 'pool'; pool: string; agents: readonly AssignedAgent[] };

/** The route of a lead; undefined when nobody can take it (or the agency is not notified of its kind). */
export type LeadRouter = (lead: LeadFormFields) => LeadRoute | undefined;

/** A home's page, or its tour request's page (/properties/{id}/tour). */
const PROPERTY_PAGE = /^\/(?:es\/)?properties\/([^/?#]+)(?:\/tour)?\/?$/;
const AGENT_PAGE = /^\/(?:es\/)?team\/([^/?#]+)\/?$/;

const assigned = ({ slug, name, email }: Agent): AssignedAgent => ({
  slug,
  name,
  email,
});

/**
 * Checks the routing file against the team and the cities, and makes the router; an unknown agent or
 * city throws a ConfigError naming each one (the server refuses to start).
 */
export function leadRouter(
  routing: LeadRouting,
  team: readonly Agent[],
  cities: readonly CitySummary[],
  listingAgentOf: (propertyId: string) => string | undefined,
): LeadRouter {
  const bySlug = new Map(team.map((agent) => [agent.slug, agent]));
  const citySlugs = new Set(cities.map((city) => city.slug));
  const problems = [
    ...routing.takesLeads
      .filter((slug) => !bySlug.has(slug))
      .map((slug) => `lead routing: takesLeads names no agent of the team: "${slug}"`),
    ...Object.entries(routing.cities).flatMap(([slug, served]) => [
      ...(bySlug.has(slug) ? [] : [`lead routing: cities names no agent of the team: "${slug}"`]),
      ...served.filter((city) => !citySlugs.has(city)).map((city) => `lead routing: "${slug}" serves no city of the site: "${city}"`),
    ]),
  ];
  if (problems.length > 0) throw new ConfigError(problems);

  const takers = [...new Set(routing.takesLeads)].map((slug) => bySlug.get(slug) as Agent);
  const pool = (name: string, agents: readonly Agent[]): LeadRoute | undefined =>
    agents.length === 0 ? undefined : { kind: 'pool', pool: name, agents: agents.map(assigned) };
  const spanish = takers.filter((agent) => agent.languages.includes('es'));

  return (lead) => {
    if (lead.kind !== 'contact' && lead.kind !== 'seller' && lead.kind !== 'tour') return undefined;
    // Sent from an agent's own page: the visitor chose that agent, whatever the language or city.
    const pageAgent = lead.page ? bySlug.get(AGENT_PAGE.exec(lead.page)?.[1] ?? '') : undefined;
    if (pageAgent) return { kind: 'agent', agent: assigned(pageAgent) };
    const propertyId = lead.page ? PROPERTY_PAGE.exec(lead.page)?.[1] : undefined;
    const listingAgent = propertyId ? bySlug.get(listingAgentOf(propertyId) ?? '') : undefined;
    if (listingAgent) return { kind: 'agent', agent: assigned(listingAgent) };
    // Without a Spanish speaker, LEAD_NOTIFY_TO_ES (the Spanish desk) stays the fallback (decision 0033).
    if (lead.language === 'es') return pool('language:es', spanish);
    const city = lead.home?.city;
    const serving = city ? takers.filter((agent) => routing.cities[agent.slug]?.includes(city)) : [];
    return pool(`city:${city}`, serving) ?? pool('all', takers);
  };
}
