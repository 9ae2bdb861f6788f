import type { ReactNode } from 'react';
import { pageTitle, type LegalDocument as LegalDocumentContent } from '@pcr/contracts';
import type { ArticleIdentity } from '../sections/ArticleBlocks.js';
import { LegalDocument } from '../sections/LegalDocument.js';

export interface LegalPageProps {
  document: LegalDocumentContent;
  identity: ArticleIdentity;
  /** Breadcrumb trail: Home / the document. */
  breadcrumbs?: ReactNode;
}

/** /privacy-policy and /terms-of-service. */
export function LegalPage({ document, identity, breadcrumbs }: LegalPageProps) {
  return (
    <>
      <title>{pageTitle(document.title, identity.brand)}</title>
      <meta name="description" content={document.description} />
      <LegalDocument document={document} identity={identity} breadcrumbs={breadcrumbs} />
    </>
  );
}
