import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.js';
import { cx } from '../../utils/cx.js';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element drawn: a `span` for words inside other text; a heading or `legend` where the
   * document outline or a fieldset needs one that sighted visitors do not need to see.
   */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'legend';
}

/**
 * Text for screen readers only: in the accessibility tree, out of sight. Use it to name a region,
 * a fieldset or a control whose purpose the layout already shows; not to hide content from everyone
 * (use `hidden`) or from assistive technology (use `aria-hidden`).
 */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element className={cx(visuallyHidden, className)} {...props} />;
}
