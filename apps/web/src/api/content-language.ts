import type { Locale } from '@pcr/contracts';

/** The content endpoints' `lang` (decision 0035): English asks without it, so its URLs stay as they were. */
export const inLanguage = (locale: Locale): { lang?: 'es' } => (locale === 'en' ? {} : { lang: locale });
