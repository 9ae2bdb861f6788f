import { use } from 'react';
import { useLocale } from '@pcr/ui';
import { useRenderedModule, workspaceModuleKey } from '../app/route-modules.js';

/**
 * Editorial content (the about page, the resources index) in the page's language. The
 * English is the route's own import; the Spanish is a module of its own that only a Spanish page
 * loads, so English pages carry none of it (decision 0032). A server render lists that module with
 * the page's code, so it is there before the page hydrates.
 */
export interface SpanishEditorial<T> {
  /** The module that holds it, as a path from the repository's root ("packages/content/src/es/about.ts"). */
  module: string;
  /** Loads it: the same promise every time (see `once`), so a renderer can wait on it. */
  load: () => Promise<T>;
}

/** A loader that loads once: the same promise every time. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Notes, in a server render, modules the page loads on its own (paths from the repository's root; none in English). */
export function useRenderedModules(modules: readonly (string | undefined)[]): void {
  useRenderedModule(...modules.flatMap((module) => (module ? [workspaceModuleKey(module)] : [])));
}

/** `english` on an English page; on a Spanish page, the Spanish content (the page waits for it). */
export function useInPageLanguage<T>(english: T, spanish: SpanishEditorial<T>): T {
  const locale = useLocale();
  useRenderedModules(locale === 'es' ? [spanish.module] : []);
  return locale === 'es' ? use(spanish.load()) : english;
}
