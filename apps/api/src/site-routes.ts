/**
 * The web app's routes, known to the server so it can answer index.html with the right status:
 * 200 for a page that exists, 404 for anything else (the SPA then renders its not-found page,
 * and crawlers see a real 404). The one list of site routes on the server.
 */
import { GUIDE_SLUGS } from '@pcr/contracts';

export const STATIC_SITE_PATHS = [
  '/',
  '/about',
  '/contact',
  '/neighborhoods',
  '/team',
  '/hot-listings',
  '/cities',
  '/resources',
  ...GUIDE_SLUGS.map((slug) => `/resources/${slug}`),
  '/properties',
  '/testimonials',
  '/privacy-policy',
  '/terms-of-service',
] as const;

/** Lookups for the routes whose existence depends on content. */
export interface SiteContentLookup {
  neighborhoodExists(idOrSlug: string): boolean;
  cityExists(slug: string): boolean;
  propertyExists(id: string): boolean;
}

export interface SiteRouteMatch {
  status: 200 | 404;
  /** The route pattern that matched, or null for an unknown path. */
  route: string | null;
}

const staticPaths = new Set<string>(STATIC_SITE_PATHS);

/** Dynamic routes: `/{prefix}/{one segment}` whose segment must name existing content. */
const dynamicRoutes: { prefix: string; route: string; exists: (lookup: SiteContentLookup, segment: string) => boolean }[] = [
  { prefix: 'neighborhoods', route: '/neighborhoods/:idOrSlug', exists: (l, s) => l.neighborhoodExists(s) },
  { prefix: 'cities', route: '/cities/:slug', exists: (l, s) => l.cityExists(s) },
  { prefix: 'properties', route: '/properties/:id', exists: (l, s) => l.propertyExists(s) },
];

/** Matches a URL path (no query string); a trailing slash is ignored. */
export function matchSiteRoute(pathname: string, lookup: SiteContentLookup): SiteRouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (staticPaths.has(path)) return { status: 200, route: path };
  const parts = path.split('/');
  if (parts.length === 3) {
    const [, prefix, raw = ''] = parts;
    const dynamic = dynamicRoutes.find((r) => r.prefix === prefix);
    if (dynamic) {
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return { status: 404, route: null };
      }
      return { status: segment !== '' && dynamic.exists(lookup, segment) ? 200 : 404, route: dynamic.route };
    }
  }
  return { status: 404, route: null };
}
