import { type LegalDocument as LegalDocumentContent } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import type { ArticleIdentity } from '../../sections/ArticleBlocks/ArticleBlocks.js';
import { LegalDocument } from '../../sections/LegalDocument/LegalDocument.js';

export interface LegalPageProps {
  document: LegalDocumentContent;
  identity: ArticleIdentity;
}

/** /privacy-policy and /terms-of-service, with the trail Home / document. */
export function LegalPage({ document, identity }: LegalPageProps) {
  const breadcrumbs = <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: document.title }]} />;
  return (
    <>
      <LegalDocument document={document} identity={identity} breadcrumbs={breadcrumbs} />
    </>
  );
}
