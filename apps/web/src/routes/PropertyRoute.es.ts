import { propertyPageEs } from '@pcr/ui/i18n/es/property-page.js';

/** A home's page's own Spanish texts (the calculator's come with the calculator). */
export default propertyPageEs;
