import { LOCALE_TAGS, type LegalDocument as LegalDocumentContent } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import type { ArticleIdentity } from '../../sections/ArticleBlocks/ArticleBlocks.js';
import { LegalDocument } from '../../sections/LegalDocument/LegalDocument.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import * as styles from './LegalPage.css.js';

export interface LegalPageProps {
  document: LegalDocumentContent;
  identity: ArticleIdentity;
}

/**
 * /privacy-policy and /terms-of-service, with the trail Home / document. A translation says at the
 * top that it is a courtesy and that the English document governs, and links to it (a plain link:
 * the English page, not this page's language).
 */
export function LegalPage({ document, identity }: LegalPageProps) {
  const t = useTranslate();
  const locale = useLocale();
  const breadcrumbs = <Breadcrumbs items={[{ label: t('Home'), href: '/' }, { label: document.title }]} />;
  const notice =
    locale === 'en' ? undefined : (
      <p role="note" className={styles.translationNotice}>
        {t('This is a courtesy translation. If the two versions differ, the English version governs.')}{' '}
        <a href={`/${document.slug}`} hrefLang={LOCALE_TAGS.en} className={styles.englishLink}>
          {t('See the English version')}
        </a>
      </p>
    );
  return <LegalDocument document={document} identity={identity} breadcrumbs={breadcrumbs} notice={notice} />;
}
