import { signedLinksEs } from '@pcr/ui/i18n/es/signed-links.js';
import { subscriptionConfirmationEs } from '@pcr/ui/i18n/es/subscription-confirmation.js';

/** The confirmation page's own Spanish texts, and those it shares with the other pages of a signed link. */
export default { ...subscriptionConfirmationEs, ...signedLinksEs };
