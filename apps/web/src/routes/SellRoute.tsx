import { useLocation } from 'react-router-dom';
import { SellPage, sellCitiesOf } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

export default function SellRoute() {
  const { neighborhoods } = usePageData(routes.sell);
  const answer = useActionAnswer(routes.sell);
  const { pathname } = useLocation();
  const cities = sellCitiesOf(neighborhoods.status === 'loaded' ? neighborhoods.data : []);
  return <SellPage cities={cities} action={pathname} answer={answer} identity={siteIdentity} />;
}
