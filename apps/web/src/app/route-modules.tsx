import { createContext, createElement, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '@pcr/contracts';
import { useLocale, withTexts, type Catalog } from '@pcr/ui';

// Route modules take their head hook from here: it is in every page's shell, not in each route's chunk.
export { useRouteHead } from './use-page-head.js';

/**
 * Each route loads its own code (the build checks each route's size: bundle-budget.json). The glob's
 * keys are the route files, so a server render can tell which route chunk (and its CSS) a page needs.
 */
const routeFiles = import.meta.glob<{ default: ComponentType }>('../routes/*Route.tsx');

/**
 * A route's own Spanish texts, beside it (`HomeRoute.es.ts`: what its template shows beyond the
 * shell's texts): a Spanish page loads them with the route's code, an English page never.
 */
const spanishRouteTexts = import.meta.glob<{ default: Catalog }>('../routes/*Route.es.ts');

/** Filled during a server render with the route modules the page rendered ("src/routes/HomeRoute.tsx"). */
export const RenderedRouteModules = createContext<Set<string> | null>(null);

/** The Vite manifest key of a route module: its path from the web app's root. */
export const routeModuleKey = (name: string) => `src/routes/${name}.tsx`;

/** The Vite manifest key of a route's texts in a language, if it has its own ("src/routes/HomeRoute.es.ts"). */
export function routeTextsKey(name: string, locale: Locale): string | undefined {
  return locale === 'es' && `../routes/${name}.es.ts` in spanishRouteTexts ? `src/routes/${name}.es.ts` : undefined;
}

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

/** The same in Spanish, made on first use: the route's code and its texts, fetched side by side. */
const spanishRouteComponents = new Map<string, LazyExoticComponent<ComponentType>>();
function spanishRouteComponent(name: string): LazyExoticComponent<ComponentType> | undefined {
  const loadCode = routeFiles[`../routes/${name}.tsx`];
  const loadTexts = spanishRouteTexts[`../routes/${name}.es.ts`];
  if (!loadCode || !loadTexts) return routeComponents.get(name);
  let component = spanishRouteComponents.get(name);
  if (!component) {
    component = lazy(async () => {
      const [code, texts] = await Promise.all([loadCode(), loadTexts()]);
      return { default: withTexts(code.default, texts.default) };
    });
    spanishRouteComponents.set(name, component);
  }
  return component;
}

/** Renders the route module `name` (a file in src/routes) in the page's language, noting it (and its texts) for a server render. */
export function RouteModule({ name }: { name: string }) {
  const locale = useLocale();
  useRenderedModule(routeModuleKey(name));
  // Its texts arrive with its code (noting the route's own key again when it has none keeps the hooks' order).
  useRenderedModule(routeTextsKey(name, locale) ?? routeModuleKey(name));
  const Component = locale === 'es' ? spanishRouteComponent(name) : routeComponents.get(name);
  if (!Component) throw new Error(`No route module ${routeModuleKey(name)}`);
  // Each route's lazy component is made once (at module load; in Spanish, on first use): the same on every render.
  return createElement(Component);
}
