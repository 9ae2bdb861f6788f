/**
 * Step 1 of a page request (render-page.tsx): which route table entry, language and parameters a
 * request target names, as React Router matches it in the browser, and the page's one spelling.
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { decodesWith, pathInLocale, splitLocale, splitTarget, type Locale } from '@pcr/contracts';
import { isNavItemActive, mainNavigation } from '@pcr/ui';
import { appRoutes } from '../app/App.js';
import { localizedRouteTree, routeOfTreeId } from '../routes/route-table.js';

/** The route table as React Router matches it: the same tree as the browser's App, ids kept. */
const matchableRoutes: RouteObject[] = [{ children: localizedRouteTree(() => ({})) }];

/** The route table's entry, language and parameters a path names (the not-found entry of its language when none). */
function matchPath(pathname: string) {
  const match = matchRoutes(matchableRoutes, pathname)?.at(-1);
  const found = match?.route.id ? routeOfTreeId(match.route.id) : undefined;
  if (found) return { ...found, params: match?.params ?? {} };
  return { ...routeOfTreeId(`${splitLocale(pathname).locale}:notFound`)!, params: {} };
}

/** Of `routes`, only the branch that leads to the route of this tree id ("es:neighborhood"). */
function branchTo(routes: RouteObject[], treeId: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.id === treeId) return [route];
    const children = route.children ? branchTo(route.children, treeId) : [];
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

const branches = new Map<string, RouteObject[]>();

/**
 * The routes a render gives the router: the layout and the one page it renders, the same match as
 * the whole table's. React Router flattens and ranks the routes it is given on every render.
 */
export function routesLeadingTo(treeId: string): RouteObject[] {
  let branch = branches.get(treeId);
  if (!branch) branches.set(treeId, (branch = branchTo(appRoutes, treeId)));
  return branch;
}

/**
 * How many matched paths are kept: a request's resolve and render match the same path; unknown paths
 * are endless, and up to 8 kB long (the server answers 414 past that), hence a bound in bytes too.
 */
const MATCHED_PATHS_KEPT = 512;
const MATCHED_PATH_BYTES = 1024 * 1024;
const matchedPaths = new LRUCache<string, Readonly<ReturnType<typeof matchPath>>>({
  max: MATCHED_PATHS_KEPT,
  maxSize: MATCHED_PATH_BYTES,
  // The path twice (the key, and the match's parameters hold parts of it) and the match's objects.
  sizeCalculation: (_match, pathname) => pathname.length * 4 + 256,
});

/** matchPath, kept for the latest paths (React Router flattens and ranks the whole table on every match). */
export function matchPage(pathname: string): Readonly<ReturnType<typeof matchPath>> {
  let matched = matchedPaths.get(pathname);
  if (!matched) matchedPaths.set(pathname, (matched = matchPath(pathname)));
  return matched;
}
/**
 * A request target's path (undecodable segments put as "%25") and query parameters (splitTarget:
 * never read as a URL, where "//x" is a host).
 */
export function pathAndParams(target: string): { pathname: string; searchParams: URLSearchParams } {
  const { path, query } = splitTarget(target);
  return { pathname: decodablePath(path), searchParams: new URLSearchParams(query) };
}

/**
 * The path with each segment that does not decode put as "%25" (a lone "%", which no slug is): it
 * still names its section, whose not-found page answers, and React Router does not warn of it.
 */
function decodablePath(pathname: string): string {
  if (decodesWith(decodeURI, pathname)) return pathname;
  return pathname
    .split('/')
    .map((segment) => (decodesWith(decodeURIComponent, segment) ? segment : '%25'))
    .join('/');
}

/**
 * A page's path as its route and parameters write it ("/es/neighborhoods/irvine"): each parameter
 * encoded as the site's links encode it, no trailing slash, the route's own case. The one address
 * its canonical link, Open Graph URL and hreflang name (issue 45).
 */
export function canonicalPathOf(routePath: string, params: Readonly<Record<string, string | undefined>>, locale: Locale): string {
  const path = `/${routePath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
  return pathInLocale(path, locale);
}

/** Which main-navigation link a path makes current (-1: none): all a not-found page's markup depends on. */
export const currentNavIndex = (pathname: string) => mainNavigation.findIndex((item) => isNavItemActive(item.href, pathname));
