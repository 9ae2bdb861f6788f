import type { HTMLAttributes } from 'react';
import * as styles from './Container.css.js';
import { cx } from '../../utils/cx.js';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: keyof typeof styles.width;
}

/** Centres content at the site's reading width with responsive side padding. */
export function Container({ width = 'default', className, ...props }: ContainerProps) {
  return <div className={cx(styles.width[width], className)} {...props} />;
}
