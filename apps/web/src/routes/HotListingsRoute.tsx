import { HotListingsPage } from '@pcr/ui';
import { useHotListings } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function HotListingsRoute() {
  return <HotListingsPage listings={useHotListings()} identity={siteIdentity} />;
}
