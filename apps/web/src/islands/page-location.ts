import { createContext, useContext } from 'react';

/** The page's address as an island reads it: its path and its query. */
export interface PageLocation {
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * Set by the island's frame (IslandFrame): an island never navigates, so it needs no router, only
 * the address of the page it is on (on the server the request's, in the browser the location's).
 */
export const PageLocationContext = createContext<PageLocation | null>(null);

export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error('usePageLocation() needs an IslandFrame above it.');
  return location;
}
