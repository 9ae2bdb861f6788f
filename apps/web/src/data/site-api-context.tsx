import { createContext, useContext, type ReactNode } from 'react';
import { createSiteApi, type SiteApi } from '../api/site-api.js';

const SiteApiContext = createContext<SiteApi | null>(null);

export function SiteApiProvider({ api, children }: { api: SiteApi; children: ReactNode }) {
  return <SiteApiContext.Provider value={api}>{children}</SiteApiContext.Provider>;
}

let defaultApi: SiteApi | undefined;

/** The API functions of the nearest provider; same-origin `/api` by default. */
export function useSiteApi(): SiteApi {
  const provided = useContext(SiteApiContext);
  if (provided) return provided;
  defaultApi ??= createSiteApi();
  return defaultApi;
}
