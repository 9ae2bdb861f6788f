import { aboutPageEs } from '@pcr/ui/i18n/es/about-page.js';
import { agencyEs } from '@pcr/ui/i18n/es/agency.js';

/** The about page's own Spanish texts and the agency's figures (its story comes in Spanish from @pcr/content). */
export default { ...aboutPageEs, ...agencyEs };
