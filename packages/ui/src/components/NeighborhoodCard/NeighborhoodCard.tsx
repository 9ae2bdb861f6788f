import { formatMillions, type Neighborhood } from '@pcr/contracts';
import { Link } from '../Link/Link.js';
import { MediaCardSkeleton, SkeletonFacts } from '../MediaCardSkeleton/MediaCardSkeleton.js';
import { SkeletonText } from '../Skeleton/Skeleton.js';
import { CARD_IMAGE_SIZE } from '../PropertyCard/PropertyCard.js';
import * as styles from '../../theme/recipes/media-card.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NeighborhoodCardProps {
  neighborhood: Pick<Neighborhood, 'name' | 'slug' | 'region' | 'imageUrl' | 'averagePrice' | 'description' | 'propertyTypes'>;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  className?: string;
}

/** A neighborhood: photo, region, name, average price in millions, description. Links to /neighborhoods/{slug}. */
export function NeighborhoodCard({ neighborhood, headingLevel: Heading = 'h3', priority = false, className }: NeighborhoodCardProps) {
  const t = useTranslate();
  const region = t(neighborhood.region);
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={neighborhood.imageUrl}
          alt={`${neighborhood.name}, ${region}`}
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.badge}>{region}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.stretchedLink} href={`/neighborhoods/${neighborhood.slug}`}>
            {neighborhood.name}
          </Link>
        </Heading>
        <p className={styles.price}>
          {formatMillions(neighborhood.averagePrice)} <span className={styles.text}>{t('average price')}</span>
        </p>
        <p className={styles.teaser}>{neighborhood.description}</p>
        <ul className={styles.facts} aria-label={t('Property types')}>
          {neighborhood.propertyTypes.map((type) => (
            <li key={type} className={styles.fact}>
              {type}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** Placeholder with the frame of a NeighborhoodCard (same elements and classes). */
export function NeighborhoodCardSkeleton({ className }: { className?: string }) {
  return (
    <MediaCardSkeleton testId="neighborhood-card-skeleton" className={className}>
      <SkeletonText className={styles.title} lines={['60%']} />
      <SkeletonText className={styles.price} lines={['45%']} />
      <SkeletonText className={styles.teaser} lines={['100%', '94%', '70%']} />
      <SkeletonFacts widths={['9em', '8em', '7em', '6em']} />
    </MediaCardSkeleton>
  );
}
