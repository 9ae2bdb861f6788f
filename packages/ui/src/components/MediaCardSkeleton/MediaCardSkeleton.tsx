import type { CSSProperties, ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from '../../theme/recipes/media-card.css.js';
import { cx } from '../../utils/cx.js';

export interface MediaCardSkeletonProps {
  /** Names the skeleton for tests, e.g. "property-card-skeleton". */
  testId: string;
  className?: string | undefined;
  /** The body's placeholder lines, in the card's order and with its classes. */
  children: ReactNode;
}

/** The frame every media card's skeleton shares: the card, its picture's block, and the body. */
export function MediaCardSkeleton({ testId, className, children }: MediaCardSkeletonProps) {
  return (
    <div className={cx(styles.card, className)} aria-hidden="true" data-testid={testId}>
      <div className={styles.media}>
        <Skeleton shape="block" width="100%" height="100%" style={{ borderRadius: 0 }} />
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/** The facts row of a card as placeholders, one per width; `div` where the card's facts are a description list. */
export function SkeletonFacts({ widths, as = 'ul' }: { widths: CSSProperties['width'][]; as?: 'ul' | 'div' }) {
  const List = as;
  const Item = as === 'ul' ? 'li' : 'div';
  return (
    <List className={styles.facts}>
      {widths.map((width, index) => (
        <Item key={index} className={styles.fact}>
          <span className={styles.skeletonFact}>
            <Skeleton shape="line" width={width} />
          </span>
        </Item>
      ))}
    </List>
  );
}
