import type { SiteApi } from '../api/site-api.js';

/**
 * Same-origin `/api` functions whose code (the typed client and the contract's schemas) loads with
 * the first request: pages arrive with their data, so only a visitor's action (a form, an alert
 * change) ever needs it.
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

let siteApi: SiteApi | undefined;

/** The site's API functions, from the browser: same-origin `/api`. */
export function useSiteApi(): SiteApi {
  siteApi ??= lazySiteApi();
  return siteApi;
}
