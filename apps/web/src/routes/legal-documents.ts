import type { Locale, LegalDocument } from '@pcr/contracts';
import type { SpanishEditorial } from '../data/editorial-in-language.js';
import { once } from '../data/once.js';

/**
 * The legal documents in each language, each a module of its own: a page loads only its language's
 * (the Spanish is a courtesy translation: the page says the English governs). The route's loader
 * reads one for the page's head, its route module for the page.
 */
export const legalDocuments = {
  privacyPolicy: {
    en: { module: 'packages/content/src/legal/privacy-policy.ts', load: once(() => import('@pcr/content/legal/privacy-policy').then((m) => m.privacyPolicy)) },
    es: { module: 'packages/content/src/es/legal/privacy-policy.ts', load: once(() => import('@pcr/content/es/legal/privacy-policy').then((m) => m.privacyPolicyEs)) },
  },
  termsOfService: {
    en: { module: 'packages/content/src/legal/terms-of-service.ts', load: once(() => import('@pcr/content/legal/terms-of-service').then((m) => m.termsOfService)) },
    es: { module: 'packages/content/src/es/legal/terms-of-service.ts', load: once(() => import('@pcr/content/es/legal/terms-of-service').then((m) => m.termsOfServiceEs)) },
  },
} satisfies Record<string, Record<Locale, SpanishEditorial<LegalDocument>>>;
