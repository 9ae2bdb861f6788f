import { editorialEs } from '@pcr/ui/i18n/es/editorial.js';

/** The terms of service's own Spanish texts (the terms themselves come in Spanish from @pcr/content). */
export default editorialEs;
