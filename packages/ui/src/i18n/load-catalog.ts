import type { Locale } from '@pcr/contracts';
import type { Catalog } from './locale-context.js';

/**
 * A language's one catalog (decision 0051): every text of the interface, in its own chunk, loaded
 * with the first part of a page that runs in the browser; English needs none. The server renders
 * pages with the same catalog, so no page or part chooses its texts by hand.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog | undefined> {
  return locale === 'es' ? (await import('./catalog-es.js')).spanishTexts : undefined;
}
