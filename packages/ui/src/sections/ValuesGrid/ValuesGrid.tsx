import { useId } from 'react';
import type { AboutContent } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './ValuesGrid.css.js';
import { cx } from '../../utils/cx.js';

export interface ValuesGridProps {
  values: AboutContent['values'];
  className?: string;
}

const valueIcons: Record<string, IconName> = {
  Integrity: 'check',
  Excellence: 'star',
  'Client-Focused': 'users',
  'Local Expertise': 'map-pin',
};

/** The agency's values, one card each with a one-sentence description. */
export function ValuesGrid({ values, className }: ValuesGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <SectionHeading
        id={headingId}
        eyebrow="What guides us"
        title={
          <>
            Our <em>Values</em>
          </>
        }
        align="center"
      />
      <ul className={styles.grid}>
        {values.map((value) => (
          <li key={value.title}>
            <article className={styles.card}>
              <span className={styles.icon}>
                <Icon name={valueIcons[value.title] ?? 'compass'} size={22} />
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
