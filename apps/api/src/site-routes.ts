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
  /** Asks the city-guide provider, which may be remote; throws when it cannot tell. */
  cityExists(slug: string): boolean | Promise<boolean>;
  /** Throws when the listings' source cannot tell (the MLS copy is missing or too old). */
  propertyExists(id: string): boolean;
}

export interface SiteRouteMatch {
  /** 503 when the content's source could not tell (a provider is down): try again later, it may exist. */
  status: 200 | 404 | 503;
  /** The route pattern that matched, or null for an unknown path. */
  route: string | null;
}

const staticPaths = new Set<string>(STATIC_SITE_PATHS);

/** Dynamic routes: `/{prefix}/{one segment}` whose segment must name existing content. */
const dynamicRoutes: { prefix: string; route: string; exists: (lookup: SiteContentLookup, segment: string) => boolean | Promise<boolean> }[] = [
  { prefix: 'neighborhoods', route: '/neighborhoods/:idOrSlug', exists: (l, s) => l.neighborhoodExists(s) },
  { prefix: 'cities', route: '/cities/:slug', exists: (l, s) => l.cityExists(s) },
  { prefix: 'properties', route: '/properties/:id', exists: (l, s) => l.propertyExists(s) },
];

/** Matches a URL path (no query string); a trailing slash is ignored. */
export async function matchSiteRoute(pathname: string, lookup: SiteContentLookup): Promise<SiteRouteMatch> {
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
      if (segment === '') return { status: 404, route: dynamic.route };
      try {
        return { status: (await dynamic.exists(lookup, segment)) ? 200 : 404, route: dynamic.route };
      } catch {
        // Crawlers keep a page answered 503 and come back; a 404 would drop it while a provider is down.
        return { status: 503, route: dynamic.route };
      }
    }
  }
  return { status: 404, route: null };
}
