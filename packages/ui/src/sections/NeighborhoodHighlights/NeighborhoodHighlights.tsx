import { useId } from 'react';
import type { Neighborhood } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NeighborhoodHighlights.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NeighborhoodHighlightsProps {
  neighborhood: Pick<Neighborhood, 'name' | 'propertyTypes' | 'housing' | 'lifestyle' | 'education' | 'transportation'>;
  className?: string;
}

type ListKey = 'housing' | 'lifestyle' | 'education' | 'transportation';

/** The four lists of spec section 2, in its order. */
export const NEIGHBORHOOD_LISTS = [
  { key: 'housing', title: 'Housing', icon: 'home' },
  { key: 'lifestyle', title: 'Lifestyle', icon: 'sun' },
  { key: 'education', title: 'Education', icon: 'users' },
  { key: 'transportation', title: 'Transportation', icon: 'compass' },
] as const satisfies readonly { key: ListKey; title: string; icon: IconName }[];

/** Living in the neighborhood: its property types, then the housing, lifestyle, education and transportation lists. */
export function NeighborhoodHighlights({ neighborhood, className }: NeighborhoodHighlightsProps) {
  const t = useTranslate();
  const headingId = useId();
  const typesId = useId();
  const listId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('Neighborhood Guide')}
        title={
          <>
            {t('Living in')} <em>{neighborhood.name}</em>
          </>
        }
      />
      {neighborhood.propertyTypes.length > 0 ? (
        <div className={styles.types}>
          <h3 id={typesId} className={styles.typesTitle}>
            {t('Property Types')}
          </h3>
          <ul className={styles.badges} aria-labelledby={typesId}>
            {neighborhood.propertyTypes.map((type) => (
              <li key={type} className={styles.badge}>
                {type}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.grid}>
        {NEIGHBORHOOD_LISTS.filter((list) => neighborhood[list.key].length > 0).map((list) => (
          <div key={list.key} className={styles.card}>
            <h3 id={`${listId}-${list.key}`} className={styles.cardTitle}>
              <span className={styles.cardIcon}>
                <Icon name={list.icon} size={18} />
              </span>
              {t(list.title)}
            </h3>
            <ul className={styles.items} aria-labelledby={`${listId}-${list.key}`}>
              {neighborhood[list.key].map((item) => (
                <li key={item} className={styles.item}>
                  <Icon name="check" size={16} className={styles.itemIcon} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
