import type { PageRoute } from '../routes/route-table.js';

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
