import { useId, type ReactNode } from 'react';
import { RESPONSE_PROMISE_HOURS, type Guide, type Resource } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { Icon } from '../../components/Icon/Icon.js';
import { ResourceCard } from '../../components/ResourceCard/ResourceCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { TableOfContents } from '../../components/TableOfContents/TableOfContents.js';
import { ArticleBlocks, type ArticleIdentity } from '../ArticleBlocks/ArticleBlocks.js';
import { CallToAction } from '../CallToAction/CallToAction.js';
import * as styles from './GuideArticle.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface GuideArticleProps {
  guide: Guide;
  /** The guides listed under "Related resources" (the guide's `related`, resolved). */
  related: readonly Resource[];
  identity: ArticleIdentity;
  /** Breadcrumb trail above the title (Home / Buyer Resources / guide). */
  breadcrumbs?: ReactNode;
  /** A tool after the sections (the mortgage guide's calculator). */
  tool?: ReactNode;
}

/** A buyer guide: title and summary, table of contents, the sections, a contact invitation and related guides. */
export function GuideArticle({ guide, related, identity, breadcrumbs, tool }: GuideArticleProps) {
  const relatedId = useId();
  const t = useTranslate();
  return (
    <>
      <article>
        <header className={styles.header}>
          <svg className={styles.waves} viewBox="0 0 1600 120" aria-hidden="true" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M0 70c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0 200-40 300 0 200 40 300 0" />
              <path d="M0 95c100-40 200-40 300 0s200 40 300 0 200-40 300 0 200 40 300 0 200-40 300 0 200 40 300 0" />
            </g>
          </svg>
          <Container className={styles.headerInner}>
            {breadcrumbs}
            <p className={styles.eyebrow}>{t('Buyer guide')}</p>
            <h1 className={styles.title}>{guide.title}</h1>
            <p className={styles.summary}>{guide.summary}</p>
            <ul className={styles.meta}>
              <li className={styles.metaItem}>
                <Icon name="clock" size={16} />
                {t('{minutes} min read', { minutes: guide.readingMinutes })}
              </li>
              <li className={styles.metaItem}>
                <Icon name="compass" size={16} />
                {guide.sections.length === 1 ? t('1 section') : t('{count} sections', { count: guide.sections.length })}
              </li>
            </ul>
          </Container>
        </header>

        <Container className={styles.body}>
          <div className={styles.aside}>
            <TableOfContents items={guide.sections.map((section) => ({ id: section.id, label: section.heading }))} />
          </div>
          <div className={styles.content}>
            {guide.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className={styles.section}>
                <h2 id={section.id} className={styles.sectionTitle}>
                  {section.heading}
                </h2>
                <ArticleBlocks blocks={section.blocks} identity={identity} />
              </section>
            ))}
            {tool}
            <CallToAction
              tone="navy"
              stacked
              eyebrow={t('Talk to a local expert')}
              title={t('Questions about your own situation?')}
              primary={{ href: '/contact', label: t('Contact an Agent') }}
              secondary={{ href: identity.phoneHref, label: t('Call {phone}', { phone: identity.phoneDisplay }), icon: 'phone' }}
            >
              {t('Our agents know Orange County and Los Angeles street by street. Tell us where you are in the process and we will reply within {hours} hours.', {
                hours: RESPONSE_PROMISE_HOURS,
              })}
            </CallToAction>
          </div>
        </Container>
      </article>

      {related.length > 0 ? (
        <Container>
          <section aria-labelledby={relatedId} className={styles.related}>
            <SectionHeading id={relatedId} eyebrow={t('Keep reading')} title={t('Related resources')} />
            <ul className={styles.relatedGrid}>
              {related.map((resource) => (
                <li key={resource.href}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </section>
        </Container>
      ) : null}
    </>
  );
}
