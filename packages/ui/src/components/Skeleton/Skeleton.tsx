import { Fragment, type CSSProperties } from 'react';
import * as styles from './Skeleton.css.js';
import { cx } from '../../utils/cx.js';

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

export interface SkeletonTextProps {
  /** One width per line of the text it stands for. */
  lines: CSSProperties['width'][];
  /** The class of the text it stands for (same font size and line height, so the same height). */
  className?: string;
  /** The element of the text it stands for (hidden from assistive technology, so a heading here is no heading). */
  as?: 'p' | 'span' | 'div' | 'h2' | 'h3' | 'h4';
}

/** Placeholder lines inside an element styled like the real text: each line is exactly one of its lines tall. */
export function SkeletonText({ lines, className, as: Tag = 'p' }: SkeletonTextProps) {
  return (
    <Tag className={className} aria-hidden="true">
      {lines.map((width, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <Skeleton shape="line" width={width} />
        </Fragment>
      ))}
    </Tag>
  );
}
