import { agencyEs } from '@pcr/ui/i18n/es/agency.js';
import { agentCardsEs } from '@pcr/ui/i18n/es/agent-cards.js';
import { teamEs } from '@pcr/ui/i18n/es/team.js';

/** The team page's own Spanish texts, its agents' cards and the agency's figures among them (the agents' titles and bios come in Spanish from the API). */
export default { ...teamEs, ...agentCardsEs, ...agencyEs };
