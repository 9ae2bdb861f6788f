import { termsOfService } from '@pcr/content/editorial/legal';
import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { once, useInPageLanguage } from '../data/editorial-in-language.js';
import { routes } from './route-table.js';

/** The terms in Spanish (a courtesy translation: the page says the English governs), loaded only by the Spanish page. */
const termsOfServiceEs = { module: 'packages/content/src/es/legal.ts', load: once(() => import('@pcr/content/editorial/legal-es').then((m) => m.termsOfServiceEs)) };

export default function TermsOfServiceRoute() {
  const shown = useInPageLanguage(termsOfService, termsOfServiceEs);
  useRouteHead(routes.termsOfService, shown);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
