import { HotListingsPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

export default function HotListingsRoute() {
  const { hotListings } = usePageData(routes.hotListings);
  return <HotListingsPage listings={hotListings} identity={siteIdentity} />;
}
