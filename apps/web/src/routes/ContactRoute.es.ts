import { contactEs } from '@pcr/ui/i18n/es/contact.js';

/** The contact page's own Spanish texts (the form's come with the form). */
export default contactEs;
