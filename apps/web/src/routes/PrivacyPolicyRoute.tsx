import { LegalPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useLoadedInPageLanguage } from '../data/editorial-in-language.js';
import { legalDocuments } from './legal-documents.js';

export default function PrivacyPolicyRoute() {
  const shown = useLoadedInPageLanguage(legalDocuments.privacyPolicy);
  return <LegalPage document={shown} identity={siteIdentity} />;
}
