import { useLocation } from 'react-router-dom';
import { PropertyPage, TourRequestPage } from '@pcr/ui';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

export default function TourRequestRoute() {
  const { property, sent, now } = usePageData(routes.tourRequest);
  useRouteHead(routes.tourRequest, property.status === 'loaded' ? property.data : undefined);
  const answer = useActionAnswer(routes.tourRequest);
  const { pathname } = useLocation();
  // A home the site no longer shows: its page's own "no longer listed" state.
  if (property.status !== 'loaded') return <PropertyPage property={property} contactForm={null} alertForm={null} openHouses={[]} />;
  return <TourRequestPage property={property.data} now={now} action={pathname} answer={answer} sent={sent} identity={siteIdentity} />;
}
