import { HotListingsPage } from '@pcr/ui';
import { useHotListings } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function HotListingsRoute() {
  useRouteHead(routes.hotListings);
  return <HotListingsPage listings={useHotListings()} identity={siteIdentity} />;
}
