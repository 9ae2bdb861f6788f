import { createContext } from 'react';

/**
 * The page's address as the header's language switch carries it, when it is not the location's: a
 * server render of a not-found page, whose markup serves every unknown URL of its route, gives a
 * stand-in that the server replaces with each URL's own (server/render-page.tsx).
 */
export const PageAddressContext = createContext<string | null>(null);
