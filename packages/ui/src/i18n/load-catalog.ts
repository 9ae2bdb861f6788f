import type { Locale } from '@pcr/contracts';
import type { Catalog } from './locale-context.js';

/** The catalog a language's pages need before they render (its own chunk); English needs none. */
export async function loadCatalog(locale: Locale): Promise<Catalog | undefined> {
  return locale === 'es' ? (await import('./catalog-es.js')).spanishTexts : undefined;
}
