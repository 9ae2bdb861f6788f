import { requestRefusedEs } from '@pcr/ui/i18n/es/request-refused.js';
import { signedLinksEs } from '@pcr/ui/i18n/es/signed-links.js';

/** The refusal page's own Spanish texts, and its link home (shared with the pages of a signed link). */
export default { ...requestRefusedEs, 'Go to the homepage': signedLinksEs['Go to the homepage'] };
