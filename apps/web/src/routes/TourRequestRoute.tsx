import { useLocation } from 'react-router-dom';
import { Container, ErrorState, NotFoundPage, TourRequestPage, useTranslate } from '@pcr/ui';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

export default function TourRequestRoute() {
  const t = useTranslate();
  const { property, missing, sent, now } = usePageData(routes.tourRequest);
  const answer = useActionAnswer(routes.tourRequest);
  const { pathname } = useLocation();
  if (property.status === 'loaded') return <TourRequestPage property={property.data} now={now} action={pathname} answer={answer} sent={sent} identity={siteIdentity} />;
  // No such home (404); otherwise the listings cannot be told right now (503, with Retry-After).
  if (missing) return <NotFoundPage identity={siteIdentity} />;
  return (
    <Container>
      <ErrorState headingLevel="h2" title={t('Something went wrong')} description={t('Please try again in a moment.')} />
    </Container>
  );
}
