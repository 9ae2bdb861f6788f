import { useRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LinkProvider } from '@pcr/ui';
import { swrConfig } from '../data/swr-config.js';
import { routeList } from '../routes/route-table.js';
import { AppLayout } from './AppLayout.js';
import { AppNotices } from '../notices/notices.js';
import { RouteModule } from './route-modules.js';
import { RouterLink } from './router-link.js';

/** React Router's view of the route table: every page inside the layout. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: routeList.map(({ path, module }) =>
      path === '' ? { index: true, element: <RouteModule name={module} /> } : { path, element: <RouteModule name={module} /> },
    ),
  },
];

function Pages() {
  return useRoutes(appRoutes);
}

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <LinkProvider component={RouterLink}>
        {/* The one notice region of the app (spec section 8: one notice at a time). */}
        <AppNotices>
          <Pages />
        </AppNotices>
      </LinkProvider>
    </SWRConfig>
  );
}
