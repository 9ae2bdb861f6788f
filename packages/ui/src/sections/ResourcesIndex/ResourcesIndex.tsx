import { useId } from 'react';
import { RESPONSE_PROMISE_HOURS, type Resource } from '@pcr/contracts';
import { ResourceCard } from '../../components/ResourceCard/ResourceCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { CallToAction } from '../CallToAction/CallToAction.js';
import * as styles from './ResourcesIndex.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ResourcesIndexProps {
  /** The five guides, in order. */
  resources: readonly Resource[];
  className?: string;
}

/** /resources: a card for each buyer guide, then an invitation to contact us. */
export function ResourcesIndex({ resources, className }: ResourcesIndexProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <div className={cx(styles.root, className)}>
      <section aria-labelledby={headingId} className={styles.root}>
        <SectionHeading
          id={headingId}
          eyebrow={t('Buyer guides')}
          title={
            <>
              {t('Learn before you ')}
              <em>{t('leap')}</em>
            </>
          }
          description={t('Straightforward answers about credit, loans, offers, escrow and neighborhoods, written by agents who work in Orange County and Los Angeles every day.')}
        />
        <ul className={styles.grid}>
          {resources.map((resource, i) => (
            <li key={resource.href} className={i === 0 ? styles.featuredItem : undefined}>
              <ResourceCard resource={resource} number={i + 1} featured={i === 0} />
            </li>
          ))}
        </ul>
      </section>
      <CallToAction
        eyebrow={t('Still have questions?')}
        title={t('Talk it through with a local agent')}
        primary={{ href: '/contact', label: t('Contact Us Today') }}
      >
        {t('Every situation is different. Tell us what you are planning and we will reply within {hours} hours with honest, no-pressure advice.', {
          hours: RESPONSE_PROMISE_HOURS,
        })}
      </CallToAction>
    </div>
  );
}
