import { useId } from 'react';
import type { AboutContent } from '@pcr/contracts';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './ReasonsList.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ReasonsListProps {
  reasons: AboutContent['reasons'];
  className?: string;
}

/** Why clients choose the agency: a numbered two-column list beside its heading. */
export function ReasonsList({ reasons, className }: ReasonsListProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <div className={styles.heading}>
        <SectionHeading
          id={headingId}
          eyebrow={t('The difference')}
          title={
            <>
              {t('Why Choose ')}
              <em>{t('Us')}</em>
            </>
          }
          description={t('A boutique agency’s attention with the reach of a full team: here is what that means when you buy or sell with us.')}
        />
      </div>
      <ul className={styles.list}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.item}>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.description}>{reason.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
