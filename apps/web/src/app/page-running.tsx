import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Told once the page itself runs in the browser (its route's content hydrated or rendered, not only
 * the header and footer around it). Provided by the browser entry; absent on the server.
 */
export const PageRunningContext = createContext<(() => void) | null>(null);

/**
 * Wraps the route's content inside its Suspense boundary. A route's code arrives in its own chunk and
 * its server-rendered HTML hydrates only once that chunk has loaded, after the shell around it: an
 * effect here runs in the same commit as the route's own, so "running" means the page's links and
 * controls work (and any hydration error of the page has been reported).
 */
export function MarkPageRunning({ children }: { children: ReactNode }) {
  const onRunning = useContext(PageRunningContext);
  useEffect(() => onRunning?.(), [onRunning]);
  return children;
}
