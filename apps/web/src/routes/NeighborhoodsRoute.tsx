import { NeighborhoodsPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function NeighborhoodsRoute() {
  const { neighborhoods } = usePageData(routes.neighborhoods);
  useRouteHead(routes.neighborhoods);
  return <NeighborhoodsPage neighborhoods={neighborhoods} />;
}
