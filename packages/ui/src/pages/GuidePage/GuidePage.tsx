import { type Guide, type Resource } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import type { ArticleIdentity } from '../../sections/ArticleBlocks/ArticleBlocks.js';
import { MortgageCalculatorIsland } from '../../islands.js';
import { GuideArticle } from '../../sections/GuideArticle/GuideArticle.js';
import { guideArticleJsonLd } from '../../utils/structured-data/article.js';
import { usePageImage } from '../../utils/page-image.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';

/**
 * The mortgage guide's calculator starts at a round $1,000,000: a typical entry price for a house in
 * the areas we serve, below the homes we list ($1.2M to $6.5M), and easy to replace with one's own.
 */
const MORTGAGE_GUIDE_PRICE = 1_000_000;

export interface GuidePageProps {
  guide: Guide;
  /** The guide's related resources, resolved from its `related` slugs. */
  related: readonly Resource[];
  identity: ArticleIdentity;
}

/** /resources/{guide}: one buyer guide with its title, meta description, Article structured data and trail Home / Buyer Resources / guide; the mortgage guide adds the calculator. */
export function GuidePage({ guide, related, identity }: GuidePageProps) {
  const t = useTranslate();
  const breadcrumbs = <Breadcrumbs items={[{ label: t('Home'), href: '/' }, { label: t('Buyer Resources'), href: '/resources' }, { label: guide.title }]} />;
  return (
    <>
      <GuideStructuredData guide={guide} brand={identity.brand} />
      <GuideArticle
        guide={guide}
        related={related}
        identity={identity}
        breadcrumbs={breadcrumbs}
        tool={guide.slug === 'mortgage-guide' ? <MortgageCalculatorIsland price={MORTGAGE_GUIDE_PRICE} /> : undefined}
      />
    </>
  );
}

/**
 * The guide's Article, its image the card the page's og:image names (the page's head has the guide's
 * title and no picture: GuideRoute). A component of its own, so the browser's build leaves it out with its guard.
 */
function GuideStructuredData({ guide, brand }: { guide: Guide; brand: string }) {
  const absoluteUrl = useAbsoluteUrl();
  const locale = useLocale();
  const image = usePageImage({ title: guide.title });
  return <JsonLd data={guideArticleJsonLd(guide, brand, absoluteUrl, locale, image)} />;
}
