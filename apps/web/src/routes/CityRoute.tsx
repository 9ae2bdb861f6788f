import { useParams } from 'react-router-dom';
import { CityPage } from '@pcr/ui';
import { useCity } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function CityRoute() {
  const { slug } = useParams();
  const city = useCity(slug);
  // Keyed by slug: moving to a nearby city starts on Real Estate with every FAQ closed.
  return <CityPage key={slug} city={city} identity={siteIdentity} />;
}
