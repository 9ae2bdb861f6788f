import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { once, useLoadedInPageLanguage } from '../data/editorial-in-language.js';
import { routes } from './route-table.js';

/** The terms in each language, a module of its own: a page loads only its language's (the Spanish is a courtesy translation: the page says the English governs). */
const documents = {
  en: { module: 'packages/content/src/legal/terms-of-service.ts', load: once(() => import('@pcr/content/legal/terms-of-service').then((m) => m.termsOfService)) },
  es: { module: 'packages/content/src/es/legal/terms-of-service.ts', load: once(() => import('@pcr/content/es/legal/terms-of-service').then((m) => m.termsOfServiceEs)) },
};

export default function TermsOfServiceRoute() {
  const shown = useLoadedInPageLanguage(documents);
  useRouteHead(routes.termsOfService, shown);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
