import { CitiesPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function CitiesRoute() {
  const { cities } = usePageData(routes.cities);
  useRouteHead(routes.cities);
  return <CitiesPage cities={cities} />;
}
