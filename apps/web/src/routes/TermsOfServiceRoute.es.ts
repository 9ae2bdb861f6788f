import { articlesEs } from '@pcr/ui/i18n/es/articles.js';
import { legalPagesEs } from '@pcr/ui/i18n/es/legal-pages.js';

/** A legal page's own Spanish texts (the document itself comes in Spanish from @pcr/content, and the English governs). */
export default { ...legalPagesEs, ...articlesEs };
