import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { splitLocale, type Locale } from '@pcr/contracts';
import { LinkProvider, LocaleProvider, type Catalog } from '@pcr/ui';
import { localizedRouteTree } from '../routes/route-table.js';
import { AppLayout } from './AppLayout.js';
import { AppNotices } from '../notices/notices.js';
import { PageTemplate } from './page-templates.js';
import { RouteModule } from './route-modules.js';
import { RouterLink } from './router-link.js';

/** React Router's view of the route table: every page inside the layout, in English and under /es. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: localizedRouteTree((route) => ({ element: route.template !== undefined ? <PageTemplate name={route.template} /> : <RouteModule name={route.module} /> })),
  },
];

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface AppProps {
  /** The catalogs of the languages other than English, as loaded before the page renders. */
  catalogs: Partial<Record<Locale, Catalog>>;
  /** The routes to match: every page in the browser; on the server, the branch of the page it renders. */
  routes?: RouteObject[];
}

/** The site: its language from the path (decision 0032), its links through the router. */
export function App({ catalogs, routes = appRoutes }: AppProps) {
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <LocaleProvider locale={locale} catalog={catalogs[locale]}>
      <LinkProvider component={RouterLink}>
        {/* The one notice region of the app (spec section 8: one notice at a time). */}
        <AppNotices>
          <Pages routes={routes} />
        </AppNotices>
      </LinkProvider>
    </LocaleProvider>
  );
}
