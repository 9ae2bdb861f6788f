import { subscriptionConfirmationEs } from '@pcr/ui/i18n/es/subscription-confirmation.js';

/** The confirmation page's own Spanish texts. */
export default subscriptionConfirmationEs;
