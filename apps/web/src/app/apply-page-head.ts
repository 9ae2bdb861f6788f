import { headOf, type pageHeads } from '../routes/page-heads.js';
import { applyHead, headElements, type HeadContext } from './page-head.js';
import type { NamedHead } from './use-page-head.js';

/** Writes a page's head into the live document (after an in-app navigation), as the server would have, from its language's heads. */
export function applyPageHead(document: Document, named: NamedHead, heads: typeof pageHeads, site: Omit<HeadContext, 'pageUrl'>, indexed: boolean): void {
  const head = headOf(named, heads);
  applyHead(document, headElements(indexed ? head : { ...head, noindex: true }, { ...site, pageUrl: `${site.siteUrl}${named.canonicalPath}` }));
}
