import { createContext, useContext, type ReactNode } from 'react';

/** The site's public address (e.g. "https://www.example.com"), when the page cannot know it itself. */
const SiteOriginContext = createContext<string | undefined>(undefined);

/** Gives pages the site's public address: a prerender in Node has no page origin to fall back on. */
export function SiteOriginProvider({ origin, children }: { origin: string; children?: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * Share previews (og:image) need absolute addresses; the content keeps site-relative ones. Resolves
 * against the provided site address, else the page's own origin, else leaves the address as it is.
 */
export function useAbsoluteUrl(): (url: string) => string {
  const provided = useContext(SiteOriginContext);
  const origin = provided ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  return (url) => (origin ? new URL(url, origin).href : url);
}
