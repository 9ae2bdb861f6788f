import { termsOfService } from '@pcr/content/editorial/legal';
import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export default function TermsOfServiceRoute() {
  return <LegalPage document={termsOfService} identity={siteIdentity} />;
}
