import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.js';
import { cx } from '../../utils/cx.js';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(visuallyHidden, className)} {...props} />;
}
