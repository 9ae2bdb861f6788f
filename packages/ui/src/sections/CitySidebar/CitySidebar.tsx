import { useId } from 'react';
import { formatCount, formatRating, formatUsd, SCHOOL_RATING_MAX, WALK_SCORE_MAX, type CityDetail } from '@pcr/contracts';
import { ButtonLink } from '../../components/Button/Button.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import * as styles from './CitySidebar.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';

export type CitySidebarCity = Pick<
  CityDetail,
  | 'name'
  | 'medianHomePrice'
  | 'pricePerSqFt'
  | 'daysOnMarketAvg'
  | 'yearBuiltMedian'
  | 'walkScore'
  | 'schoolRatingAvg'
  | 'population'
  | 'nearbyNeighborhoods'
>;

export interface CitySidebarProps {
  city: CitySidebarCity;
  /** Where 'View {city} Listings' leads (default: all listings, /properties). */
  listingsHref?: string;
  /** Where 'Contact an Agent' leads (default: /contact). */
  contactHref?: string;
  className?: string;
}

/** The Real Estate Market Stats list (labels in English: the sidebar shows them in the page's language). */
export function cityMarketStats(city: CitySidebarCity): { label: PlainText; value: string }[] {
  return [
    { label: 'Median Home Price', value: formatUsd(city.medianHomePrice) },
    { label: 'Price per Sq. Ft.', value: formatUsd(city.pricePerSqFt) },
    { label: 'Avg. Days on Market', value: formatCount(city.daysOnMarketAvg) },
    { label: 'Median Year Built', value: String(city.yearBuiltMedian) },
    { label: 'Walk Score', value: `${city.walkScore}/${WALK_SCORE_MAX}` },
    { label: 'School Rating', value: `${formatRating(city.schoolRatingAvg)}/${SCHOOL_RATING_MAX}` },
    { label: 'Population', value: formatCount(city.population) },
  ];
}

/**
 * Sidebar of the city guide: the 'Interested in {city}?' box, Nearby Areas and Real Estate Market Stats.
 *
 * The spec shows the box's two buttons without an action. Rather than buttons that do nothing when
 * pressed (a dead end for the visitor and a false promise to assistive technology), they are links
 * styled as buttons to the pages a real agency site has for exactly this: the listings (/properties,
 * decisions.md "Routes beyond the table") and the contact page.
 */
export function CitySidebar({ city, listingsHref = '/properties', contactHref = '/contact', className }: CitySidebarProps) {
  const interestId = useId();
  const nearbyId = useId();
  const statsId = useId();
  const t = useTranslate();
  return (
    <div className={cx(styles.sidebar, className)}>
      <section aria-labelledby={interestId} className={styles.interest}>
        <h2 id={interestId} className={styles.interestTitle}>
          {t('Interested in {name}?', { name: city.name })}
        </h2>
        <p className={styles.interestText}>
          {t('Our local agents know {city} street by street. Browse what is for sale, or talk to us about the homes that never reach the portals.', {
            city: city.name,
          })}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={listingsHref} variant="inverse" className={styles.actionFocus}>
            {t('View {city} Listings', { city: city.name })}
          </ButtonLink>
          <ButtonLink href={contactHref} variant="secondary" className={cx(styles.outlineInverse, styles.actionFocus)}>
            {t('Contact an Agent')}
          </ButtonLink>
        </div>
      </section>

      {city.nearbyNeighborhoods.length > 0 ? (
        <section aria-labelledby={nearbyId} className={styles.box}>
          <h2 id={nearbyId} className={styles.boxTitle}>
            {t('Nearby Areas')}
          </h2>
          <ul className={styles.links}>
            {city.nearbyNeighborhoods.map((area) => (
              <li key={area.slug} className={styles.linkItem}>
                <Link href={`/cities/${area.slug}`} className={styles.link}>
                  <span className={styles.linkLabel}>
                    <Icon name="map-pin" size={16} className={styles.linkIcon} />
                    {area.name}
                  </span>
                  <Icon name="arrow-right" size={16} className={styles.linkArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={statsId} className={styles.box}>
        <h2 id={statsId} className={styles.boxTitle}>
          {t('Real Estate Market Stats')}
        </h2>
        <dl className={styles.stats}>
          {cityMarketStats(city).map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{t(stat.label)}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
