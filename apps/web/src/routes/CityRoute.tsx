import { useParams } from 'react-router-dom';
import { CityPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function CityRoute() {
  const { slug } = useParams();
  const { city } = usePageData(routes.city);
  // Keyed by slug: moving to a nearby city starts on Real Estate with every FAQ closed.
  return <CityPage key={slug} city={city} />;
}
