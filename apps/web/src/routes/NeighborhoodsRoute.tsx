import { NeighborhoodsPage } from '@pcr/ui';
import { useNeighborhoods } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function NeighborhoodsRoute() {
  return <NeighborhoodsPage neighborhoods={useNeighborhoods()} identity={siteIdentity} />;
}
