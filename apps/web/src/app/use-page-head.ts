import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@pcr/contracts';
import { useLocale } from '@pcr/ui';
import type { HeadShown, PageHeadKey } from '../routes/page-heads.js';
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

/**
 * The head of the page a route module shows (its route's head, of `shown`), reported to the server's
 * render, which writes it into the document (route modules render on the server only, decision 0048).
 */
export function useRouteHead<K extends PageHeadKey>(route: Pick<PageRoute<K>, 'head' | 'canonicalSearch' | 'inSpanish'>, ...shown: HeadShown<K>): void {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  useContext(RenderedHeadContext)?.({ key: route.head, shown, locale, bilingual: route.inSpanish === true, canonicalPath: canonicalPath(route, pathname, search) });
}
