import { resources } from '@pcr/content/editorial/guide-catalog';
import { ResourcesPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export default function ResourcesRoute() {
  return <ResourcesPage resources={resources} identity={siteIdentity} />;
}
