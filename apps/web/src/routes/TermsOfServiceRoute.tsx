import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useLoadedInPageLanguage } from '../data/editorial-in-language.js';
import { legalDocuments } from './legal-documents.js';

export default function TermsOfServiceRoute() {
  const shown = useLoadedInPageLanguage(legalDocuments.termsOfService);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
