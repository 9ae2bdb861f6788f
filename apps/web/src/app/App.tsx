import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider } from '@pcr/ui';
import { swrConfig } from '../data/swr-config.js';
import { AppLayout } from './AppLayout.js';
import { RouterLink } from './router-link.js';

// Each route loads its own code.
const TeamRoute = lazy(() => import('../routes/TeamRoute.js'));
const NotFoundRoute = lazy(() => import('../routes/NotFoundRoute.js'));

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <LinkProvider component={RouterLink}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="team" element={<TeamRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </LinkProvider>
    </SWRConfig>
  );
}
