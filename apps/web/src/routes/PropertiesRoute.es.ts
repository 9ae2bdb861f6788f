import { propertySearchEs } from '@pcr/ui/i18n/es/property-search.js';

/** The list of homes' own Spanish texts: its states, its search form and the contract's field messages. */
export default propertySearchEs;
