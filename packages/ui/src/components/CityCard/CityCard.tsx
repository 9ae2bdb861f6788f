import { formatCount, formatUsd, type CitySummary } from '@pcr/contracts';
import { Link } from '../Link/Link.js';
import { MediaCardSkeleton, SkeletonFacts } from '../MediaCardSkeleton/MediaCardSkeleton.js';
import { SkeletonText } from '../Skeleton/Skeleton.js';
import { CARD_IMAGE_SIZE } from '../PropertyCard/PropertyCard.js';
import * as styles from '../../theme/recipes/media-card.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface CityCardProps {
  city: CitySummary;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  className?: string;
}

/**
 * An Orange County city: photo (when there is one), name, description, median price and population. Links to /cities/{slug}.
 * A description the guide gives in another language than the page's is marked with its own (`city.lang`).
 */
export function CityCard({ city, headingLevel: Heading = 'h3', priority = false, className }: CityCardProps) {
  const t = useTranslate();
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        {city.imageUrl ? (
          <img
            className={styles.image}
            src={city.imageUrl}
            alt={t('{city}, Orange County', { city: city.name })}
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
        <p className={styles.teaser} lang={city.lang}>
          {city.description}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('Median price')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{formatUsd(city.medianHomePrice)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('Population')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{formatCount(city.population)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** Placeholder with the frame of a CityCard (same elements and classes). */
export function CityCardSkeleton({ className }: { className?: string }) {
  return (
    <MediaCardSkeleton testId="city-card-skeleton" className={className}>
      <SkeletonText className={styles.title} lines={['55%']} />
      <SkeletonText className={styles.teaser} lines={['100%', '94%', '70%']} />
      <SkeletonFacts as="div" widths={['12em', '10em']} />
    </MediaCardSkeleton>
  );
}
