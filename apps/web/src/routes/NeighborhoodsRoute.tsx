import { NeighborhoodsPage } from '@pcr/ui';
import { useNeighborhoods } from '../data/queries.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function NeighborhoodsRoute() {
  useRouteHead(routes.neighborhoods);
  return <NeighborhoodsPage neighborhoods={useNeighborhoods()} />;
}
