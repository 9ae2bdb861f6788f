import type { ReactNode } from 'react';
import * as styles from './PlainForm.css.js';

export interface PlainChoiceProps {
  type: 'radio' | 'checkbox';
  id: string;
  name: string;
  value: string;
  /** Its words, after the box. */
  label: ReactNode;
  defaultChecked?: boolean | undefined;
  required?: boolean | undefined;
  /** Marks the box invalid (`aria-invalid`); its message is the form's to show. */
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  /** The words quieter (the consent's). */
  muted?: boolean | undefined;
  /** Where the box sits: `aligned` on the first line of its words; `native`, with the browser's margins. */
  box?: 'aligned' | 'native';
}

/** A native radio or checkbox and its label, side by side. */
export function PlainChoice(props: PlainChoiceProps) {
  const { type, id, name, value, label, defaultChecked, required, invalid, describedBy } = props;
  const { muted = false, box = 'aligned' } = props;
  return (
    <div className={styles.choice[box]}>
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        required={required}
        className={styles.box[box]}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className={muted ? styles.muted : undefined}>
        {label}
      </label>
    </div>
  );
}
