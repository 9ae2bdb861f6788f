import { useId } from 'react';
import type { NearbyNeighborhood } from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import * as cardStyles from '../../theme/recipes/media-card.css.js';
import { CARD_IMAGE_SIZE } from '../../components/PropertyCard/PropertyCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NearbyNeighborhoods.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NearbyNeighborhoodsProps {
  neighborhoods: readonly NearbyNeighborhood[];
  /** The neighborhood they are near, for the heading's description. */
  near?: string;
  className?: string;
}

/** Neighborhoods near this one, each a card linking to /neighborhoods/{slug}. Nothing when there are none. */
export function NearbyNeighborhoods({ neighborhoods, near, className }: NearbyNeighborhoodsProps) {
  const t = useTranslate();
  const headingId = useId();
  if (neighborhoods.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('Keep Exploring')}
        title={t('Nearby Neighborhoods')}
        description={near ? t('Areas close to {name}, each with its own guide.', { name: near }) : undefined}
      />
      <ul className={styles.grid}>
        {neighborhoods.map((hood) => (
          <li key={hood.slug}>
            <article className={cardStyles.card}>
              <div className={cardStyles.media}>
                <img
                  className={cardStyles.image}
                  src={hood.imageUrl}
                  alt={`${hood.name}, ${t(hood.region)}`}
                  width={CARD_IMAGE_SIZE.width}
                  height={CARD_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className={cardStyles.badge}>{t(hood.region)}</span>
              </div>
              <div className={cx(cardStyles.body, styles.body)}>
                <h3 className={cardStyles.title}>
                  <Link className={cardStyles.stretchedLink} href={`/neighborhoods/${hood.slug}`}>
                    {hood.name}
                  </Link>
                </h3>
                <Icon name="arrow-right" size={18} className={styles.arrow} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
