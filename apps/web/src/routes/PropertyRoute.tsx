import { useParams } from 'react-router-dom';
import { PropertyPage, ShortContactForm } from '@pcr/ui';
import { useLeadSubmit } from '../data/lead-submit.js';
import { useProperty } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function PropertyRoute() {
  const id = useParams().id ?? '';
  const { sendContact } = useLeadSubmit();
  const property = useProperty(id);
  const location = property.status === 'loaded' ? property.data.location : undefined;
  return (
    <PropertyPage
      property={property}
      contactForm={<ShortContactForm key={id} heading="Interested in this home?" defaultValues={location ? { address: location } : undefined} onSubmit={sendContact} />}
      identity={siteIdentity}
    />
  );
}
