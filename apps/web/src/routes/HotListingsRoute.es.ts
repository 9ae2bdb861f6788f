import { hotListingsEs } from '@pcr/ui/i18n/es/hot-listings.js';

/** The hot listings page's own Spanish texts (the cards' are the shell's). */
export default hotListingsEs;
