import { termsOfService } from '@pcr/content/editorial/legal';
import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function TermsOfServiceRoute() {
  useRouteHead(routes.termsOfService, termsOfService);
  return <LegalPage document={termsOfService} identity={siteIdentity} />;
}
