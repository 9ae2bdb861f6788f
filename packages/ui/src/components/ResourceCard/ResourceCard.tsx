import type { Resource } from '@pcr/contracts';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/Link.js';
import * as styles from './ResourceCard.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ResourceCardProps {
  resource: Pick<Resource, 'href' | 'title' | 'description' | 'readingMinutes'>;
  /** Position in a numbered series (shown as "01"); omitted for unnumbered lists. */
  number?: number;
  /** Larger, tinted card for the first guide of the index. */
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A buyer guide as a card: the whole card links to the guide, named by its title. */
export function ResourceCard({ resource, number, featured = false, headingLevel: Heading = 'h3', className }: ResourceCardProps) {
  const t = useTranslate();
  return (
    <article className={cx(styles.card, featured && styles.featured, className)}>
      <div className={styles.top}>
        {number !== undefined ? (
          <span className={styles.numeral} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        ) : null}
        <span className={styles.metaGroup}>
          {featured ? <span className={styles.badge}>{t('Start here')}</span> : null}
          <span className={styles.meta}>
            <Icon name="clock" size={14} />
            {t('{minutes} min read', { minutes: resource.readingMinutes })}
          </span>
        </span>
      </div>
      <Heading className={cx(styles.title, featured && styles.featuredTitle)}>
        <Link href={resource.href} className={styles.link}>
          {resource.title}
        </Link>
      </Heading>
      <p className={cx(styles.description, featured && styles.featuredDescription)}>{resource.description}</p>
      <span className={styles.more} aria-hidden="true">
        {t('Read the guide')}
        <Icon name="arrow-right" size={16} />
      </span>
    </article>
  );
}
