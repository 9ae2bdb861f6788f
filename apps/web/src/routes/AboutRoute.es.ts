import { agencyEs } from '@pcr/ui/i18n/es/agency.js';
import { editorialEs } from '@pcr/ui/i18n/es/editorial.js';

/** The about page's own Spanish texts and the agency's figures (its story comes in Spanish from @pcr/content). */
export default { ...editorialEs, ...agencyEs };
