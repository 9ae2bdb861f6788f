import type { ReactNode } from 'react';
import * as styles from './Field.css.js';

export interface FieldRowProps {
  /** The fields of the row, in screen order. */
  children: ReactNode;
  /** Narrower columns, so three fields fit on one line of a wide container. */
  compact?: boolean;
}

/**
 * Fields side by side where the form is wide enough, one under the other where it is not. It
 * follows the form's own width (no media query), so the same form fits a card or a page.
 */
export function FieldRow({ children, compact = false }: FieldRowProps) {
  return <div className={compact ? styles.rowCompact : styles.row}>{children}</div>;
}
