import type { Locale } from '@pcr/contracts';
import type { Catalog } from './locale-context.js';

/**
 * The texts every page of a language needs before it renders (the header, the footer, the page
 * states and the listing cards; its own chunk); English needs none. A page's own texts come with its
 * route module (`src/routes/{Route}.es.ts` in the app), a part loaded when needed brings its own
 * (`loadWhenNeeded`'s second argument).
 */
export async function loadCatalog(locale: Locale): Promise<Catalog | undefined> {
  return locale === 'es' ? (await import('./es/shell.js')).shellEs : undefined;
}

/** The lead forms' Spanish texts and the spec's form messages: they load with the forms' code. */
export const leadFormTexts = (): Promise<Catalog> => import('./es/lead-forms.js').then((module) => module.leadFormsEs);
