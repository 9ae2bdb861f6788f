import { CitiesPage } from '@pcr/ui';
import { useCities } from '../data/queries.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function CitiesRoute() {
  useRouteHead(routes.cities);
  return <CitiesPage cities={useCities()} />;
}
