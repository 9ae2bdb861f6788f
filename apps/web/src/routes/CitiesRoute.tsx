import { CitiesPage } from '@pcr/ui';
import { useCities } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function CitiesRoute() {
  return <CitiesPage cities={useCities()} identity={siteIdentity} />;
}
