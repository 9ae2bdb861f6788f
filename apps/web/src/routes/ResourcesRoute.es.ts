import { guidesEs } from '@pcr/ui/i18n/es/guides.js';

/** The resources index's own Spanish texts (the guides' cards come in Spanish from @pcr/content). */
export default guidesEs;
