import { apiContract } from '@pcr/contracts';
import type { AppRoute } from '@ts-rest/core';
import { READ_ROUTES, type ReadRoute } from './read-endpoints.js';

/** A GET route of the contract as path segments ("/api/cities/:slug"), routes with more literal segments first. */
const matchers = READ_ROUTES.map((name) => ({ name, route: apiContract[name] as AppRoute, segments: apiContract[name].path.split('/') })).sort(
  (a, b) => b.segments.filter((s) => !s.startsWith(':')).length - a.segments.filter((s) => !s.startsWith(':')).length,
);

export interface ReadRouteMatch {
  name: ReadRoute;
  route: AppRoute;
  /** The path parameters, decoded. */
  params: Record<string, string>;
}

/**
 * The GET route a path names (linear in the path's length): its name, contract route and decoded
 * parameters; null for none, 'malformed' for a parameter that is not valid percent-encoding.
 */
export function matchReadRoute(pathname: string): ReadRouteMatch | 'malformed' | null {
  const parts = pathname.split('/');
  for (const matcher of matchers) {
    if (matcher.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const want = matcher.segments[i]!;
      const got = parts[i]!;
      if (!want.startsWith(':')) {
        ok = want === got;
        continue;
      }
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return 'malformed';
      }
    }
    if (ok) return { name: matcher.name, route: matcher.route, params };
  }
  return null;
}

/** The query parameters a route reads (its contract's query schema), in a fixed order. */
export function knownQueryKeys(route: AppRoute): string[] {
  type ObjectSchema = { entries?: Record<string, unknown>; pipe?: readonly ObjectSchema[] };
  const schema = 'query' in route ? (route.query as ObjectSchema | undefined) : undefined;
  // A valibot object, or a pipe that starts with one (a check across fields after it).
  return Object.keys(schema?.entries ?? schema?.pipe?.[0]?.entries ?? {}).sort();
}
