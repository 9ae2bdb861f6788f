import { useId } from 'react';
import type { CityDetail } from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import * as styles from './CityAbout.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface CityAboutProps {
  city: Pick<CityDetail, 'lang' | 'name' | 'overview' | 'bestFor' | 'topNeighborhoods'>;
  className?: string;
}

/**
 * About the city: overview text, Best For badges and the Top Neighborhoods list. The guide's texts
 * are marked with their language when it is not the page's (`city.lang`).
 */
export function CityAbout({ city, className }: CityAboutProps) {
  const t = useTranslate();
  const headingId = useId();
  const bestForId = useId();
  const topId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('City Overview')}
        title={
          <>
            {t('About ')}
            <em>{city.name}</em>
          </>
        }
      />
      <p className={styles.overview} lang={city.lang}>
        {city.overview}
      </p>
      <div className={styles.columns}>
        {city.bestFor.length > 0 ? (
          <div className={styles.panel}>
            <h3 id={bestForId} className={styles.panelTitle}>
              {t('Best For')}
            </h3>
            <ul className={styles.badges} aria-labelledby={bestForId} lang={city.lang}>
              {city.bestFor.map((item) => (
                <li key={item} className={styles.badge}>
                  <Icon name="check" size={16} className={styles.badgeIcon} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {city.topNeighborhoods.length > 0 ? (
          <div className={styles.panel}>
            <h3 id={topId} className={styles.panelTitle}>
              {t('Top Neighborhoods')}
            </h3>
            <ul className={styles.neighborhoods} aria-labelledby={topId} lang={city.lang}>
              {city.topNeighborhoods.map((item) => (
                <li key={item} className={styles.neighborhood}>
                  <Icon name="map-pin" size={16} className={styles.neighborhoodIcon} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
