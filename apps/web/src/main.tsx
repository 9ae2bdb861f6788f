import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SiteOriginProvider } from '@pcr/ui';
import { App } from './app/App.js';
import { initialErrors, readInitialData } from './data/initial-data.js';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Marks #root once the app runs in the browser (hydrated or rendered): links and controls now work. */
function MarkRunning({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.setAttribute('data-hydrated', ''), [root]);
  return children;
}

// A page the server rendered comes with the data it was rendered with: hydrate from it, ask nothing again.
const initial = readInitialData(document);
const app = (
  <StrictMode>
    <SWRConfig value={initial ? { fallback: initial.fallback, use: [initialErrors(initial.errors)] } : {}}>
      <SiteOriginProvider origin={initial?.siteUrl ?? window.location.origin}>
        <BrowserRouter>
          <MarkRunning root={container}>
            <App />
          </MarkRunning>
        </BrowserRouter>
      </SiteOriginProvider>
    </SWRConfig>
  </StrictMode>
);
if (initial && container.firstChild) hydrateRoot(container, app);
else createRoot(container).render(app);
