import { useParams } from 'react-router-dom';
import { NeighborhoodPage, neighborhoodContactHeading, ShortContactForm } from '@pcr/ui';
import { useLeadSubmit } from '../data/lead-submit.js';
import { useAreaProperties, useNeighborhood } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function NeighborhoodRoute() {
  const { idOrSlug } = useParams();
  const { sendContact } = useLeadSubmit();
  const neighborhood = useNeighborhood(idOrSlug);
  // Starts only once the neighborhood has loaded (spec section 4).
  const areaProperties = useAreaProperties(neighborhood);
  const name = neighborhood.status === 'loaded' ? neighborhood.data.name : '';
  return (
    <NeighborhoodPage
      key={idOrSlug}
      neighborhood={neighborhood}
      areaProperties={areaProperties}
      contactForm={<ShortContactForm key={idOrSlug} heading={neighborhoodContactHeading(name)} onSubmit={sendContact} />}
      identity={siteIdentity}
    />
  );
}
