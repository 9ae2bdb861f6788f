import { NeighborhoodsPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function NeighborhoodsRoute() {
  const { neighborhoods } = usePageData(routes.neighborhoods);
  return <NeighborhoodsPage neighborhoods={neighborhoods} />;
}
