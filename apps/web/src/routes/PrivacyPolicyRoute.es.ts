import { editorialEs } from '@pcr/ui/i18n/es/editorial.js';

/** The privacy policy's own Spanish texts (the policy itself comes in Spanish from @pcr/content). */
export default editorialEs;
