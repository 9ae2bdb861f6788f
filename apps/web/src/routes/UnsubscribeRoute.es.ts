import { signedLinksEs } from '@pcr/ui/i18n/es/signed-links.js';
import { unsubscribeEs } from '@pcr/ui/i18n/es/unsubscribe.js';

/** The unsubscribe page's own Spanish texts, and those it shares with the other pages of a signed link. */
export default { ...unsubscribeEs, ...signedLinksEs };
