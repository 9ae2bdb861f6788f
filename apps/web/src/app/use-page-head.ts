import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_TAGS, type Locale } from '@pcr/contracts';
import { useLocale } from '@pcr/ui';
import { INITIAL_DATA_ELEMENT_ID, readInitialData } from '../data/initial-data.js';
import { siteIdentity } from '../site-identity.js';
import { languageListing } from './language-alternates.js';
import type { PageHeadKey, pageHeads } from '../routes/page-heads.js';
import type { PageRoute } from '../routes/route-table.js';

/** A page's head as its route module names it: which head, of what the page shows, for which address. */
export interface NamedHead {
  key: PageHeadKey;
  shown: unknown[];
  /** The page's language: whose heads name it. */
  locale: Locale;
  /** Whether the page is translated: then both languages' pages are offered to search engines as a pair. */
  bilingual: boolean;
  /** The page's canonical path ("/properties?neighborhood=irvine"). */
  canonicalPath: string;
}

/** Set by the server's render: the route module's head goes to it instead of the live document. */
export const RenderedHeadContext = createContext<((head: NamedHead) => void) | null>(null);

/** The address a page is published under: its path, and of the query only the route's canonical parameters. */
export function canonicalPath(route: Pick<PageRoute, 'canonicalSearch'>, path: string, search: string): string {
  // One address per page: "/es/" (the router's index under /es) is published as "/es", as the sitemap lists it.
  const pathname = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!route.canonicalSearch) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of route.canonicalSearch) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The head the document shows: the server wrote the first page's, the browser keeps it in step after that. */
let shownSignature: string | undefined;

/**
 * The head of the page a route module shows (its route's head, of `shown`): reported to the server's
 * render, and in the browser written into the live document after an in-app navigation (by code that
 * loads then, with the heads' texts: the first page's head came with the document).
 */
export function useRouteHead<K extends PageHeadKey>(route: Pick<PageRoute<K>, 'head' | 'canonicalSearch' | 'inSpanish'>, ...shown: Parameters<(typeof pageHeads)[K]>): void {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const named: NamedHead = { key: route.head, shown, locale, bilingual: route.inSpanish === true, canonicalPath: canonicalPath(route, pathname, search) };
  useContext(RenderedHeadContext)?.(named);
  const signature = JSON.stringify(named);
  useEffect(() => {
    // A server-rendered first page came with this very head.
    if (shownSignature === undefined && document.getElementById(INITIAL_DATA_ELEMENT_ID)) shownSignature = signature;
    if (signature === shownSignature) return;
    shownSignature = signature;
    // The site's public address, which a server-rendered page names (behind a proxy it is not the location's).
    const siteUrl = readInitialData(document)?.siteUrl ?? document.location.origin;
    // The heads' texts load with the first in-app navigation, the Spanish ones only on Spanish pages.
    const heads = named.locale === 'es' ? import('../routes/page-heads.es.js').then((m) => m.pageHeadsEs) : import('../routes/page-heads.js').then((m) => m.pageHeads);
    const { indexed, alternates } = languageListing(named.locale, named.bilingual, siteUrl, named.canonicalPath);
    const site = { siteUrl, brand: siteIdentity.brand, languageTag: LOCALE_TAGS[named.locale], alternates };
    void Promise.all([import('./apply-page-head.js'), heads]).then(([{ applyPageHead }, texts]) => applyPageHead(document, named, texts, site, indexed));
  }, [signature]); // eslint-disable-line react-hooks/exhaustive-deps -- the signature stands for the head
}
