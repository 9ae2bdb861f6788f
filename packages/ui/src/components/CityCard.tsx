import { formatCount, formatUsd, type CitySummary } from '@pcr/contracts';
import { Link } from './Link.js';
import { Skeleton } from './Skeleton.js';
import { CARD_IMAGE_SIZE } from './PropertyCard.js';
import * as styles from './MediaCard.css.js';
import { cx } from '../utils/cx.js';

export interface CityCardProps {
  city: CitySummary;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  className?: string;
}

/** An Orange County city: photo (when there is one), name, description, median price and population. Links to /cities/{slug}. */
export function CityCard({ city, headingLevel: Heading = 'h3', priority = false, className }: CityCardProps) {
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        {city.imageUrl ? (
          <img
            className={styles.image}
            src={city.imageUrl}
            alt={`${city.name}, Orange County`}
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.stretchedLink} href={`/cities/${city.slug}`}>
            {city.name}
          </Link>
        </Heading>
        <p className={styles.text}>{city.description}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Median price</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{formatUsd(city.medianHomePrice)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Population</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{formatCount(city.population)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

export function CityCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-testid="city-card-skeleton">
      <div className={styles.media}>
        <Skeleton shape="block" width="100%" height="100%" style={{ borderRadius: 0 }} />
      </div>
      <div className={styles.body}>
        <Skeleton width="55%" height="1.6rem" />
        <span className={styles.skeletonLines}>
          <Skeleton width="100%" />
          <Skeleton width="85%" />
        </span>
        <Skeleton width="100%" height="2.6rem" />
      </div>
    </div>
  );
}
