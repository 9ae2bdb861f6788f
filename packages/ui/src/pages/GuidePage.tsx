import { pageTitle, type Guide, type Resource } from '@pcr/contracts';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import type { ArticleIdentity } from '../sections/ArticleBlocks.js';
import { GuideArticle } from '../sections/GuideArticle.js';

export interface GuidePageProps {
  guide: Guide;
  /** The guide's related resources, resolved from its `related` slugs. */
  related: readonly Resource[];
  identity: ArticleIdentity;
}

/** /resources/{guide}: one buyer guide with its title, meta description and trail Home / Buyer Resources / guide. */
export function GuidePage({ guide, related, identity }: GuidePageProps) {
  const breadcrumbs = <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Buyer Resources', href: '/resources' }, { label: guide.title }]} />;
  return (
    <>
      <title>{pageTitle(guide.title, identity.brand)}</title>
      <meta name="description" content={guide.description} />
      <GuideArticle guide={guide} related={related} identity={identity} breadcrumbs={breadcrumbs} />
    </>
  );
}
