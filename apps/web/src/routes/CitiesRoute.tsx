import { CitiesPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function CitiesRoute() {
  const { cities } = usePageData(routes.cities);
  return <CitiesPage cities={cities} />;
}
