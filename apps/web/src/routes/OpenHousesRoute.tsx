import { OpenHousesPage, sellCitiesOf } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function OpenHousesRoute() {
  const { openHouses, neighborhoods, city, now } = usePageData(routes.openHouses);
  // The agency's cities (its neighborhoods'), as the seller form offers them.
  const cities = sellCitiesOf(neighborhoods.status === 'loaded' ? neighborhoods.data : []);
  return <OpenHousesPage openHouses={openHouses} cities={cities} city={city} now={now} />;
}
