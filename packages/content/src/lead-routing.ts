/**
 * Who answers the agency's leads (issue 47, section 3): an agency changes these rules here, without
 * code. The server checks them at start (an unknown agent or city refuses the start) and applies them
 * to each contact's and seller's lead, in order:
 *
 * 1. a lead from a home's page goes to that home's listing agent, when they are on the team;
 * 2. a lead from a Spanish page goes to one of `takesLeads` who speaks Spanish;
 * 3. a seller's lead goes to one of `takesLeads` who serves the home's city (`cities`);
 * 4. any other lead goes to one of `takesLeads`.
 *
 * Within each group the agents take turns (round-robin). With nobody to take a lead, it goes to
 * LEAD_NOTIFY_TO (LEAD_NOTIFY_TO_ES for a Spanish one).
 */
export interface LeadRouting {
  /** The agents (slugs, as in agents.ts) who take new leads. */
  takesLeads: readonly string[];
  /** The cities (slugs, as in cities.ts) each agent serves, by agent slug. */
  cities: Readonly<Record<string, readonly string[]>>;
}

export const leadRouting: LeadRouting = {
  takesLeads: ['daniel-okafor', 'sofia-alvarez', 'kenji-watanabe', 'marcus-bell', 'hannah-nguyen', 'luis-castillo'],
  cities: {
    'daniel-okafor': ['newport-beach', 'laguna-beach', 'dana-point', 'san-clemente'],
    'sofia-alvarez': ['newport-beach', 'laguna-beach'],
    'kenji-watanabe': ['irvine', 'tustin', 'mission-viejo'],
    'marcus-bell': ['huntington-beach', 'santa-ana'],
    'hannah-nguyen': ['huntington-beach', 'costa-mesa'],
    'luis-castillo': ['anaheim', 'fullerton', 'yorba-linda', 'santa-ana'],
  },
};
