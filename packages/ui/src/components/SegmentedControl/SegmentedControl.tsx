import { useId } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './SegmentedControl.css.js';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group (a visible legend). */
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Unchangeable until the owner's script runs (see `useScriptReady`). */
  disabled?: boolean;
  className?: string;
}

/**
 * A choice of two or three, shown as segments: a real radio group (arrow keys move the choice, one
 * tab stop, announced as "radio, 1 of 2") inside a fieldset named by its legend.
 */
export function SegmentedControl<T extends string>({ legend, options, value, onChange, disabled, className }: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx(styles.group, className)} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.track}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <span key={option.value} className={styles.option}>
              <input
                id={id}
                className={styles.input}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className={styles.label}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
