import { useId } from 'react';
import type { AboutContent } from '@pcr/contracts';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { IdentityText, type ArticleIdentity } from '../ArticleBlocks/ArticleBlocks.js';
import * as styles from './Timeline.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface TimelineProps {
  events: AboutContent['timeline'];
  identity: ArticleIdentity;
  className?: string;
}

/** The agency's story as an ordered list of milestones, each with its year. */
export function Timeline({ events, identity, className }: TimelineProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={events[0] ? t('Since {year}', { year: events[0].year }) : undefined}
        title={
          <>
            {t('Our ')}
            <em>{t('Story')}</em>
          </>
        }
      />
      <ol className={styles.list}>
        {events.map((event) => (
          <li key={event.year} className={styles.item}>
            <time className={styles.year} dateTime={String(event.year)}>
              {event.year}
            </time>
            <h3 className={styles.title}>{event.title}</h3>
            <p className={styles.description}>
              <IdentityText text={event.description} identity={identity} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
