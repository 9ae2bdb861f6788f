import type { HTMLAttributes } from 'react';
import * as styles from './Container.css.js';
import { cx } from '../../utils/cx.js';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: keyof typeof styles.width;
  /** A band of a page under its hero: the room above and below a list, a table, a section. */
  band?: boolean;
}

/** Centres content at the site's reading width with responsive side padding. */
export function Container({ width = 'default', band = false, className, ...props }: ContainerProps) {
  return <div className={cx(styles.width[width], band && styles.band, className)} {...props} />;
}
