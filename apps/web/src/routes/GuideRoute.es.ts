import { articlesEs } from '@pcr/ui/i18n/es/articles.js';
import { guidesEs } from '@pcr/ui/i18n/es/guides.js';

/** A guide's own Spanish texts (its text comes in Spanish from @pcr/content; the mortgage calculator's come with it). */
export default { ...guidesEs, ...articlesEs };
