import { LegalPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

export default function PrivacyPolicyRoute() {
  const { document } = usePageData(routes.privacyPolicy);
  return <LegalPage document={document} identity={siteIdentity} />;
}
