import { NotFoundPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function NotFoundRoute() {
  useRouteHead(routes.notFound);
  return <NotFoundPage identity={siteIdentity} />;
}
