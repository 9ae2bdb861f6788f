import { useId } from 'react';
import type { AboutContent } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './ValuesGrid.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ValuesGridProps {
  values: AboutContent['values'];
  className?: string;
}

/** Each value's icon, by its English title, in the content's order (a translation keeps the order, not the titles). */
const valueIcons: Record<string, IconName> = {
  Integrity: 'check',
  Excellence: 'star',
  'Client-Focused': 'users',
  'Local Expertise': 'map-pin',
};
const iconsInOrder = Object.values(valueIcons);

/** The agency's values, one card each with a one-sentence description. */
export function ValuesGrid({ values, className }: ValuesGridProps) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('What guides us')}
        title={
          <>
            {t('Our ')}
            <em>{t('Values')}</em>
          </>
        }
        align="center"
      />
      <ul className={styles.grid}>
        {values.map((value, i) => (
          <li key={value.title}>
            <article className={styles.card}>
              <span className={styles.icon}>
                <Icon name={valueIcons[value.title] ?? iconsInOrder[i] ?? 'compass'} size={22} />
              </span>
              <h3 className={styles.title}>{value.title}</h3>
              <p className={styles.description}>{value.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
