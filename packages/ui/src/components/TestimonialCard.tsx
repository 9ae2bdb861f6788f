import { formatRating, type Testimonial } from '@pcr/contracts';
import { Skeleton } from './Skeleton.js';
import { StarRating } from './StarRating.js';
import * as styles from './TestimonialCard.css.js';
import { cx } from '../utils/cx.js';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

/** A client's words: stars and the rating with one decimal, the quote, the client's photo, name and location. */
export function TestimonialCard({ testimonial, className }: TestimonialCardProps) {
  return (
    <figure className={cx(styles.card, className)}>
      <p className={styles.rating}>
        <StarRating rating={testimonial.rating} />
        <span aria-hidden="true">{formatRating(testimonial.rating)}</span>
      </p>
      <blockquote className={styles.quote}>
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

export function TestimonialCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-testid="testimonial-card-skeleton">
      <Skeleton width="45%" height="1.2rem" />
      <span className={styles.quote}>
        <Skeleton width="100%" />
        <Skeleton width="96%" />
        <Skeleton width="88%" />
        <Skeleton width="60%" />
      </span>
      <span className={styles.client}>
        <Skeleton shape="circle" width={56} height={56} />
        <Skeleton width="40%" height="1rem" />
      </span>
    </div>
  );
}
