import { agentLanguagesEs } from '@pcr/ui/i18n/es/agent-languages.js';
import { homeEs } from '@pcr/ui/i18n/es/home.js';

/**
 * The home page's own Spanish texts, its agent cards' languages among them (the shell's come with
 * every Spanish page, the forms' with the forms).
 */
export default { ...homeEs, ...agentLanguagesEs };
