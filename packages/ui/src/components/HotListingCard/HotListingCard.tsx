import { formatCount, formatUsd, type HotListing } from '@pcr/contracts';
import { Icon } from '../Icon/Icon.js';
import { FallbackImage } from '../ImageUnavailable/FallbackImage.js';
import { ImageUnavailable } from '../ImageUnavailable/ImageUnavailable.js';
import { ListingCourtesy } from '../ListingCourtesy/ListingCourtesy.js';
import { MediaCardSkeleton, SkeletonFacts } from '../MediaCardSkeleton/MediaCardSkeleton.js';
import { SkeletonText } from '../Skeleton/Skeleton.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { CARD_IMAGE_SIZE } from '../PropertyCard/PropertyCard.js';
import * as styles from '../../theme/recipes/media-card.css.js';
import { cx } from '../../utils/cx.js';
import { useLocale, useTranslate, useTranslateText } from '../../i18n/locale-context.js';

export interface HotListingCardProps {
  listing: HotListing;
  /** Where the listing lives on the provider's site (a search redirect carrying its id). */
  href: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  priority?: boolean;
  className?: string;
}

/** The card's picture: the feed's first photo (its own size when known), else the listing's image. */
function cardImage(listing: HotListing) {
  const photo = listing.photos?.[0];
  if (!photo) return { url: listing.imageUrl, alt: listing.title, ...CARD_IMAGE_SIZE };
  return { url: photo.url, alt: photo.alt, width: photo.width ?? CARD_IMAGE_SIZE.width, height: photo.height ?? CARD_IMAGE_SIZE.height };
}

/**
 * A listing from the external provider: hot factor, days on market, the listing office, and a link
 * out to the provider. A photo that fails to load gives way to 'Image not available'.
 */
export function HotListingCard({ listing, href, headingLevel: Heading = 'h3', priority = false, className }: HotListingCardProps) {
  const image = cardImage(listing);
  const t = useTranslate();
  const translateText = useTranslateText();
  // The provider's words (title, description, photo) stay as written: marked English on a page in another language.
  const providerLang = useLocale() === 'en' ? undefined : 'en';
  // The provider's status in the page's language when the catalog knows it (a RESO status), else as the provider wrote it.
  const status = translateText(listing.status);
  return (
    <article className={cx(styles.card, className)} data-listing-id={listing.id}>
      <div className={styles.media}>
        <FallbackImage
          className={styles.image}
          src={image.url}
          alt={image.alt}
          lang={providerLang}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fallback={<ImageUnavailable className={styles.imagePlaceholder} iconClassName={styles.imagePlaceholderIcon} testId="listing-image-placeholder" />}
        />
        <span className={styles.badge}>
          <Icon name="flame" size={14} /> {t('{percent}% hot', { percent: listing.hotFactor })}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          {status === listing.status && providerLang ? <span lang={providerLang}>{status}</span> : status} ·{' '}
          {listing.daysOnMarket === 1 ? t('1 day on market') : t('{count} days on market', { count: listing.daysOnMarket })}
        </p>
        <p className={styles.price}>{formatUsd(listing.price)}</p>
        <Heading className={styles.title}>
          <a className={styles.stretchedLink} href={href} target="_blank" rel="noopener noreferrer">
            <span lang={providerLang}>{listing.title}</span>
            <VisuallyHidden>{t(' (opens in a new tab)')}</VisuallyHidden>
          </a>
        </Heading>
        <p className={styles.teaser} lang={providerLang}>
          {listing.description}
        </p>
        <ul className={styles.facts} aria-label={t('Key facts')}>
          <li className={styles.fact}>
            <Icon name="bed" size={16} /> {listing.bedrooms === 1 ? t('1 bed') : t('{count} beds', { count: listing.bedrooms })}
          </li>
          <li className={styles.fact}>
            <Icon name="bath" size={16} /> {listing.bathrooms === 1 ? t('1 bath') : t('{count} baths', { count: listing.bathrooms })}
          </li>
          <li className={styles.fact}>
            <Icon name="ruler" size={16} /> {t('{area} sq ft', { area: formatCount(listing.squareFeet) })}
          </li>
          <li className={styles.fact}>
            <Icon name="external" size={16} /> {t('View on provider')}
          </li>
        </ul>
        <ListingCourtesy office={listing.listOfficeName} />
      </div>
    </article>
  );
}

/** Placeholder with the frame of a HotListingCard (same elements and classes; one-line title, an office line). */
export function HotListingCardSkeleton({ className }: { className?: string }) {
  return (
    <MediaCardSkeleton testId="hot-listing-card-skeleton" className={className}>
      <SkeletonText className={styles.eyebrow} lines={['60%']} />
      <SkeletonText className={styles.price} lines={['38%']} />
      <SkeletonText className={styles.title} lines={['80%']} />
      <SkeletonText className={styles.teaser} lines={['100%', '94%', '70%']} />
      <SkeletonFacts widths={['4em', '4.5em', '6em', '8em']} />
      <SkeletonText className={styles.courtesy} lines={['55%']} />
    </MediaCardSkeleton>
  );
}
