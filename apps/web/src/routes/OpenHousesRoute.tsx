import { OpenHousesPage, sellCitiesOf } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function OpenHousesRoute() {
  useRouteHead(routes.openHouses);
  const { openHouses, neighborhoods, city, now } = usePageData(routes.openHouses);
  // The agency's cities (its neighborhoods'), as the seller form offers them.
  const cities = sellCitiesOf(neighborhoods.status === 'loaded' ? neighborhoods.data : []);
  return <OpenHousesPage openHouses={openHouses} cities={cities} city={city} now={now} />;
}
