import { formatCount, formatUsd, type Property } from '@pcr/contracts';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/Link.js';
import { ListedBy } from '../ListedBy/ListedBy.js';
import { ListingCourtesy } from '../ListingCourtesy/ListingCourtesy.js';
import { MediaCardSkeleton, SkeletonFacts } from '../MediaCardSkeleton/MediaCardSkeleton.js';
import { SkeletonText } from '../Skeleton/Skeleton.js';
import * as styles from '../../theme/recipes/media-card.css.js';
import { cx } from '../../utils/cx.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';

/** Intrinsic size of the listing artwork (3:2). */
export const CARD_IMAGE_SIZE = { width: 1200, height: 800 } as const;

export interface PropertyCardProps {
  property: Property;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above the fold: load the photo at once instead of lazily. */
  priority?: boolean;
  className?: string;
}


/** A property for sale: photo with status, price, title, location, beds/baths/size, the listing agent and, from an MLS, the listing office. Links to /properties/{id}. */
export function PropertyCard({ property, headingLevel: Heading = 'h3', priority = false, className }: PropertyCardProps) {
  const t = useTranslate();
  const englishContent = useLocale() === 'en' ? undefined : 'en';
  return (
    <article className={cx(styles.card, className)} data-property-id={property.id}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={property.imageUrl}
          alt={property.title}
          lang={englishContent}
          width={CARD_IMAGE_SIZE.width}
          height={CARD_IMAGE_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.badge}>{t(property.status)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{formatUsd(property.price)}</p>
        {/* The listing's title as the MLS wrote it. */}
        <Heading className={styles.title} lang={englishContent}>
          <Link className={styles.stretchedLink} href={`/properties/${property.id}`}>
            {property.title}
          </Link>
        </Heading>
        <p className={styles.textWithIcon}>
          <Icon name="map-pin" size={14} />
          <span>{property.location}</span>
        </p>
        <ul className={styles.facts} aria-label={t('Key facts')}>
          <li className={styles.fact}>
            <Icon name="bed" size={16} /> {property.bedrooms === 1 ? t('1 bed') : t('{count} beds', { count: property.bedrooms })}
          </li>
          <li className={styles.fact}>
            <Icon name="bath" size={16} /> {property.bathrooms === 1 ? t('1 bath') : t('{count} baths', { count: property.bathrooms })}
          </li>
          <li className={styles.fact}>
            <Icon name="ruler" size={16} /> {t('{area} sq ft', { area: formatCount(property.squareFeet) })}
          </li>
        </ul>
        <ListedBy agent={property.agent} className={styles.text} />
        <ListingCourtesy office={property.listOfficeName} />
      </div>
    </article>
  );
}

/** Placeholder with the frame of a PropertyCard: the same elements and classes, so the same height (one-line title). */
export function PropertyCardSkeleton({ className }: { className?: string }) {
  return (
    <MediaCardSkeleton testId="property-card-skeleton" className={className}>
      <SkeletonText className={styles.price} lines={['38%']} />
      <SkeletonText className={styles.title} lines={['80%']} />
      <SkeletonText className={styles.text} lines={['55%']} />
      <SkeletonFacts widths={['4em', '4.5em', '6em']} />
      <SkeletonText className={styles.text} lines={['45%']} />
    </MediaCardSkeleton>
  );
}
