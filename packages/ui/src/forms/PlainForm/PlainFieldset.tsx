import type { ReactNode } from 'react';
import * as styles from './PlainForm.css.js';

export interface PlainFieldsetProps {
  legend: string;
  /** `lg`: roomier, a larger legend (the seller form); `md`: the tour form's. */
  size: 'lg' | 'md';
  /** The ids of what the group is read with (its message, a note on the times it takes). */
  describedBy?: string | undefined;
  children: ReactNode;
}

/** A titled group of a form's fields, without the browser's frame. */
export function PlainFieldset({ legend, size, describedBy, children }: PlainFieldsetProps) {
  return (
    <fieldset className={styles.fieldset[size]} aria-describedby={describedBy}>
      <legend className={styles.legend[size]}>{legend}</legend>
      {children}
    </fieldset>
  );
}
