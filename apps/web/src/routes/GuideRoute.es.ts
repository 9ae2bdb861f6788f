import { editorialEs } from '@pcr/ui/i18n/es/editorial.js';

/** A guide's own Spanish texts (its text comes in Spanish from @pcr/content; the mortgage calculator's come with it). */
export default editorialEs;
