import { NotFoundPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export default function NotFoundRoute() {
  return <NotFoundPage identity={siteIdentity} />;
}
