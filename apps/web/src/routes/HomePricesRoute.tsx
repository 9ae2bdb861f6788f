import { HomePricesPage } from '@pcr/ui/pages/HomePricesPage/HomePricesPage.js';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function HomePricesRoute() {
  const { homePrices } = usePageData(routes.homePrices);
  return <HomePricesPage homePrices={homePrices} />;
}
