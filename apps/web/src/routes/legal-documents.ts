import type { Locale, LegalDocument } from '@pcr/contracts';

/**
 * The legal documents in each language, each a module of its own that only a page in its language
 * loads (the Spanish is a courtesy translation: the page says the English governs). The route's
 * loader reads the page's, for the page and its head.
 */
export const legalDocuments = {
  privacyPolicy: {
    en: () => import('@pcr/content/legal/privacy-policy').then((m) => m.privacyPolicy),
    es: () => import('@pcr/content/es/legal/privacy-policy').then((m) => m.privacyPolicyEs),
  },
  termsOfService: {
    en: () => import('@pcr/content/legal/terms-of-service').then((m) => m.termsOfService),
    es: () => import('@pcr/content/es/legal/terms-of-service').then((m) => m.termsOfServiceEs),
  },
} satisfies Record<string, Record<Locale, () => Promise<LegalDocument>>>;
