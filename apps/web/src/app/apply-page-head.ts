import { headOf, pageHeads } from '../routes/page-heads.js';
import { applyHead, headElements, languageAlternates, type HeadContext } from './page-head.js';
import type { NamedHead } from './use-page-head.js';

/** The heads of a language's pages: the Spanish ones load only on Spanish pages. */
const headsOf = async (named: NamedHead): Promise<typeof pageHeads> =>
  named.locale === 'es' ? (await import('../routes/page-heads.es.js')).pageHeadsEs : pageHeads;

/** Writes a page's head into the live document (after an in-app navigation), as the server would have. */
export async function applyPageHead(document: Document, named: NamedHead, site: Omit<HeadContext, 'pageUrl' | 'locale' | 'alternates'>): Promise<void> {
  const head = headOf(named, await headsOf(named));
  applyHead(
    document,
    headElements(head, { ...site, pageUrl: `${site.siteUrl}${named.canonicalPath}`, locale: named.locale, alternates: languageAlternates(site.siteUrl, named.canonicalPath) }),
  );
}
