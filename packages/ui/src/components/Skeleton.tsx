import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.js';
import { cx } from '../utils/cx.js';

export interface SkeletonProps {
  shape?: keyof typeof styles.shape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** e.g. "4 / 5" so the placeholder has the size of the image it stands for. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
  style?: CSSProperties;
}

/** A placeholder shape; always hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ shape = 'text', width, height, aspectRatio, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(styles.shape[shape], className)}
      style={{ width, height, aspectRatio, ...style }}
    />
  );
}
