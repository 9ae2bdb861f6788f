import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { once, useLoadedInPageLanguage } from '../data/editorial-in-language.js';
import { routes } from './route-table.js';

/** The policy in each language, a module of its own: a page loads only its language's (the Spanish is a courtesy translation: the page says the English governs). */
const documents = {
  en: { module: 'packages/content/src/legal/privacy-policy.ts', load: once(() => import('@pcr/content/legal/privacy-policy').then((m) => m.privacyPolicy)) },
  es: { module: 'packages/content/src/es/legal/privacy-policy.ts', load: once(() => import('@pcr/content/es/legal/privacy-policy').then((m) => m.privacyPolicyEs)) },
};

export default function PrivacyPolicyRoute() {
  const shown = useLoadedInPageLanguage(documents);
  useRouteHead(routes.privacyPolicy, shown);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
