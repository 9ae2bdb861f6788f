import { privacyPolicy } from '@pcr/content/editorial/legal';
import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

export default function PrivacyPolicyRoute() {
  return <LegalPage document={privacyPolicy} identity={siteIdentity} />;
}
