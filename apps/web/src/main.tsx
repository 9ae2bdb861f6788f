import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { splitLocale } from '@pcr/contracts';
import { loadCatalog, SiteOriginProvider, type Catalog } from '@pcr/ui';
import { App } from './app/App.js';
import { PageRunningContext } from './app/page-running.js';
import { initialErrors, readInitialData } from './data/initial-data.js';

/** The element the app renders into (the page template's #root). */
function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  return element;
}
const container = rootElement();

/**
 * Marks #root once the page runs in the browser (hydrated or rendered): its links and controls now
 * work. Set from inside the route's Suspense boundary (MarkPageRunning): the shell hydrates first,
 * the route's server HTML only once its code has loaded, and the mark waits for that.
 */
const markRunning = () => container.setAttribute('data-hydrated', '');

/** Renders the app, or hydrates the page the server rendered, with the catalogs its language needs. */
function start(catalogs: { es?: Catalog }) {
  // A page the server rendered comes with the data it was rendered with: hydrate from it, ask nothing again.
  const initial = readInitialData(document);
  const app = (
    <StrictMode>
      <SWRConfig value={initial ? { fallback: initial.fallback, use: [initialErrors(initial.errors)] } : {}}>
        <SiteOriginProvider origin={initial?.siteUrl ?? window.location.origin}>
          <BrowserRouter>
            <PageRunningContext.Provider value={markRunning}>
              <App catalogs={catalogs} />
            </PageRunningContext.Provider>
          </BrowserRouter>
        </SiteOriginProvider>
      </SWRConfig>
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds, so
  // a tap or a scroll during start-up is not held up by one long task (as Next.js and Remix do).
  if (initial && container.firstChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// A Spanish page loads its catalog before it renders (its links keep the visitor in Spanish; the
// switch to English is a new page load), so only Spanish pages load it.
const { locale } = splitLocale(window.location.pathname);
if (locale === 'en') start({});
else void loadCatalog(locale).then((catalog) => start({ [locale]: catalog }));
