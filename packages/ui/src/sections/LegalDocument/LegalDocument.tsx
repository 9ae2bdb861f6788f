import type { ReactNode } from 'react';
import { calendarDate, type LegalDocument as LegalDocumentContent } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { Icon } from '../../components/Icon/Icon.js';
import { TableOfContents } from '../../components/TableOfContents/TableOfContents.js';
import { ArticleBlocks, type ArticleIdentity } from '../ArticleBlocks/ArticleBlocks.js';
import * as styles from './LegalDocument.css.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';

export interface LegalDocumentProps {
  document: LegalDocumentContent;
  identity: ArticleIdentity;
  /** Breadcrumb trail above the title. */
  breadcrumbs?: ReactNode;
  /** A note at the top of the document (a translation's: the English version governs). */
  notice?: ReactNode;
}

/** A legal page (privacy policy, terms of service): title, effective date, contents and numbered sections. */
export function LegalDocument({ document, identity, breadcrumbs, notice }: LegalDocumentProps) {
  const t = useTranslate();
  const word = useTranslateText();
  const effective = calendarDate(document.effectiveDate);
  return (
    <article>
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          {breadcrumbs}
          {notice}
          <p className={styles.eyebrow}>{t('Legal')}</p>
          <h1 className={styles.title}>{document.title}</h1>
          <p className={styles.summary}>{document.summary}</p>
          <p className={styles.effective}>
            <Icon name="clock" size={16} />
            <span>
              {t('Effective')} <time dateTime={document.effectiveDate}>{t('{month} {day}, {year}', { ...effective, month: word(effective.month) })}</time>
            </span>
          </p>
        </Container>
      </header>
      <Container className={styles.body}>
        <div className={styles.aside}>
          <TableOfContents title={t('On this page')} items={document.sections.map((section) => ({ id: section.id, label: section.heading }))} />
        </div>
        <div className={styles.content}>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionTitle}>
                {section.heading}
              </h2>
              <ArticleBlocks blocks={section.blocks} identity={identity} />
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}
