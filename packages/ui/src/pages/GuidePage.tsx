import type { ReactNode } from 'react';
import { pageTitle, type Guide, type Resource } from '@pcr/contracts';
import type { ArticleIdentity } from '../sections/ArticleBlocks.js';
import { GuideArticle } from '../sections/GuideArticle.js';

export interface GuidePageProps {
  guide: Guide;
  /** The guide's related resources, resolved from its `related` slugs. */
  related: readonly Resource[];
  identity: ArticleIdentity;
  /** Breadcrumb trail: Home / Buyer Resources / the guide. */
  breadcrumbs?: ReactNode;
}

/** /resources/{guide}: one buyer guide with its title and meta description. */
export function GuidePage({ guide, related, identity, breadcrumbs }: GuidePageProps) {
  return (
    <>
      <title>{pageTitle(guide.title, identity.brand)}</title>
      <meta name="description" content={guide.description} />
      <GuideArticle guide={guide} related={related} identity={identity} breadcrumbs={breadcrumbs} />
    </>
  );
}
