import { privacyPolicy } from '@pcr/content/editorial/legal';
import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { once, useInPageLanguage } from '../data/editorial-in-language.js';
import { routes } from './route-table.js';

/** The policy in Spanish (a courtesy translation: the page says the English governs), loaded only by the Spanish page. */
const privacyPolicyEs = { module: 'packages/content/src/es/legal.ts', load: once(() => import('@pcr/content/editorial/legal-es').then((m) => m.privacyPolicyEs)) };

export default function PrivacyPolicyRoute() {
  const shown = useInPageLanguage(privacyPolicy, privacyPolicyEs);
  useRouteHead(routes.privacyPolicy, shown);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
