import { formatRating, type Testimonial } from '@pcr/contracts';
import { Skeleton, SkeletonText } from '../Skeleton/Skeleton.js';
import { StarRating } from '../StarRating/StarRating.js';
import * as styles from './TestimonialCard.css.js';
import { useLocale } from '../../i18n/locale-context.js';
import { cx } from '../../utils/cx.js';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

/** A client's words: stars and the rating with one decimal, the quote, the client's photo, name and location. */
export function TestimonialCard({ testimonial, className }: TestimonialCardProps) {
  const locale = useLocale();
  return (
    <figure className={cx(styles.card, className)}>
      <p className={styles.rating}>
        <StarRating rating={testimonial.rating} />
        <span aria-hidden="true">{formatRating(testimonial.rating)}</span>
      </p>
      {/* The client's own words, as written (in English): marked so a Spanish page reads them as English. */}
      <blockquote className={styles.quote} lang={locale === 'en' ? undefined : 'en'}>
        <p>{testimonial.comment}</p>
      </blockquote>
      <figcaption className={styles.client}>
        <img className={styles.photo} src={testimonial.clientImageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span>
          <span className={styles.name}>{testimonial.clientName}</span>
          <span className={styles.location}>{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The quote lines a skeleton shows (a typical testimonial's length at card width). */
export const TESTIMONIAL_SKELETON_QUOTE_LINES = 6;

/** Placeholder with the frame of a TestimonialCard (same elements and classes; a quote of typical length). */
export function TestimonialCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-testid="testimonial-card-skeleton">
      <p className={styles.rating}>
        <span>
          <Skeleton shape="line" width="9em" />
        </span>
      </p>
      <div className={styles.quote}>
        <SkeletonText lines={['100%', '96%', '100%', '92%', '98%', '60%'].slice(0, TESTIMONIAL_SKELETON_QUOTE_LINES)} />
      </div>
      <div className={styles.client}>
        <Skeleton shape="circle" width={56} height={56} />
        <span>
          <SkeletonText as="span" className={styles.name} lines={['8em']} />
          <SkeletonText as="span" className={styles.location} lines={['10em']} />
        </span>
      </div>
    </div>
  );
}
