import { createContext, useContext, type ReactNode } from 'react';
import type { SiteApi } from '../api/site-api.js';

const SiteApiContext = createContext<SiteApi | null>(null);

export function SiteApiProvider({ api, children }: { api: SiteApi; children: ReactNode }) {
  return <SiteApiContext.Provider value={api}>{children}</SiteApiContext.Provider>;
}

/**
 * Same-origin `/api` functions whose code (the typed client and the contract's schemas) loads with
 * the first request: a server-rendered page arrives with its data, so most first visits never need it.
 */
function lazySiteApi(): SiteApi {
  let api: Promise<SiteApi> | undefined;
  const load = () => (api ??= import('../api/site-api.js').then(({ createSiteApi }) => createSiteApi()));
  return new Proxy({} as SiteApi, {
    get:
      (_target, name: keyof SiteApi) =>
      async (...args: unknown[]) =>
        ((await load())[name] as (...a: unknown[]) => Promise<unknown>)(...args),
  });
}

let defaultApi: SiteApi | undefined;

/** The API functions of the nearest provider; same-origin `/api` by default. */
export function useSiteApi(): SiteApi {
  const provided = useContext(SiteApiContext);
  if (provided) return provided;
  defaultApi ??= lazySiteApi();
  return defaultApi;
}
