import { createContext, createElement, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Each route loads its own code (the build checks each route's size: bundle-budget.json). The glob's
 * keys are the route files, so a server render can tell which route chunk (and its CSS) a page needs.
 */
const routeFiles = import.meta.glob<{ default: ComponentType }>('../routes/*Route.tsx');

/** Filled during a server render with the route modules the page rendered ("src/routes/HomeRoute.tsx"). */
export const RenderedRouteModules = createContext<Set<string> | null>(null);

/** The Vite manifest key of a route module: its path from the web app's root. */
export const routeModuleKey = (name: string) => `src/routes/${name}.tsx`;

/** The Vite manifest key of a module of another workspace, given from the repository's root ("packages/…"). */
export const workspaceModuleKey = (pathFromRepositoryRoot: string) => `../../${pathFromRepositoryRoot}`;

/**
 * Notes, in a server render, modules the page loads on its own (not through its route's imports),
 * so their code is listed with the page's and arrives before the page hydrates.
 */
export function useRenderedModule(...keys: readonly string[]): void {
  // One context read for any number of keys: a hook in a caller's loop would break the hooks' order.
  const rendered = useContext(RenderedRouteModules);
  for (const key of keys) rendered?.add(key);
}

/** One lazy component per route file, by file name ("HomeRoute"). */
const routeComponents = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(routeFiles).map(([file, load]) => [file.replace(/^\.\.\/routes\//, '').replace(/\.tsx$/, ''), lazy(load)]),
);

/** Renders the route module `name` (a file in src/routes), noting it for a server render (its styles go with the page). */
export function RouteModule({ name }: { name: string }) {
  useRenderedModule(routeModuleKey(name));
  const Component = routeComponents.get(name);
  if (!Component) throw new Error(`No route module ${routeModuleKey(name)}`);
  // Each route's lazy component is made once, at module load: the same on every render.
  return createElement(Component);
}
