import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PropertyPage, useTranslate } from '@pcr/ui';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';
import { AlertIsland, ShortContactIsland } from '../islands/lead-islands.js';


export default function PropertyRoute() {
  const id = useParams().id ?? '';
  const t = useTranslate();
  const { property, openHouses } = usePageData(routes.property);
  const location = property.status === 'loaded' ? property.data.location : undefined;
  // The same object while the address is the same, so the form (loaded when needed) is not re-rendered.
  const defaultValues = useMemo(() => (location ? { address: location } : undefined), [location]);
  // The page answering the alert form refused without JavaScript (its action): what the visitor typed and why.
  const alertAnswer = useActionAnswer(routes.property);
  return (
    <PropertyPage
      property={property}
      contactForm={<ShortContactIsland key={id} heading={t('Interested in this home?')} defaultValues={defaultValues} />}
      alertForm={<AlertIsland key={id} propertyId={id} identity={siteIdentity} answer={alertAnswer} />}
      openHouses={openHouses}
      identity={siteIdentity}
    />
  );
}
