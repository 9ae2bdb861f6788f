import { agentLanguagesEs } from '@pcr/ui/i18n/es/agent-languages.js';

/** The team page's own Spanish texts so far: the agents' languages (decision 0033); the rest is not translated yet. */
export default agentLanguagesEs;
