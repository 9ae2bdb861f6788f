import { agencyEs } from '@pcr/ui/i18n/es/agency.js';
import { agentCardsEs } from '@pcr/ui/i18n/es/agent-cards.js';
import { homeEs } from '@pcr/ui/i18n/es/home.js';
import { testimonialsEs } from '@pcr/ui/i18n/es/testimonials.js';

/**
 * The home page's own Spanish texts, with those of the parts it shares: the agents' cards, the
 * agency's figures and the testimonials (the shell's come with every Spanish page, the forms' with the forms).
 */
export default { ...homeEs, ...agentCardsEs, ...agencyEs, ...testimonialsEs };
