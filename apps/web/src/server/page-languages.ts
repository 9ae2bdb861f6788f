import type { Locale } from '@pcr/contracts';
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';
import { translatorOf, type Translate } from '@pcr/ui/i18n/translate.js';

/** The languages other than English: each one catalog of every text (decision 0051), for pages and islands alike. */
export const catalogs = { es: spanishTexts };
/** Each language's `t`, for the page's head (its texts are in the same catalogs). */
export const translators = { en: translatorOf(), es: translatorOf(spanishTexts) } satisfies Record<Locale, Translate>;

