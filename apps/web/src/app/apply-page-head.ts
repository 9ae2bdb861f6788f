import { headOf } from '../routes/page-heads.js';
import { applyHead, headElements, type HeadContext } from './page-head.js';
import type { NamedHead } from './use-page-head.js';

/** Writes a page's head into the live document (after an in-app navigation), as the server would have. */
export function applyPageHead(document: Document, named: NamedHead, site: Omit<HeadContext, 'pageUrl'>): void {
  applyHead(document, headElements(headOf(named), { ...site, pageUrl: `${site.siteUrl}${named.canonicalPath}` }));
}
