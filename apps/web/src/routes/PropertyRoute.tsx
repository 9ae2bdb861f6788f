import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { leadFormTexts, loadWhenNeeded, PropertyPage, useTranslate } from '@pcr/ui';
import { useProperty } from '../data/queries.js';
import { useRouteHead } from '../app/route-modules.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

const ShortContactLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.ShortContactLead), leadFormTexts);
const AlertLead = loadWhenNeeded(
  () => import('../data/alert-lead.js').then((forms) => forms.AlertLead),
  () => import('@pcr/ui/i18n/es/alerts.js').then((texts) => texts.alertFormEs),
);

export default function PropertyRoute() {
  const id = useParams().id ?? '';
  const t = useTranslate();
  const property = useProperty(id);
  useRouteHead(routes.property, property);
  const location = property.status === 'loaded' ? property.data.location : undefined;
  // The same object while the address is the same, so the form (loaded when needed) is not re-rendered.
  const defaultValues = useMemo(() => (location ? { address: location } : undefined), [location]);
  return (
    <PropertyPage
      property={property}
      contactForm={<ShortContactLead key={id} heading={t('Interested in this home?')} defaultValues={defaultValues} />}
      alertForm={<AlertLead key={id} propertyId={id} identity={siteIdentity} />}
    />
  );
}
