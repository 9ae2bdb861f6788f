import type { InputHTMLAttributes } from 'react';
import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import * as controls from '../../theme/recipes/controls.css.js';

/**
 * The fields of a form the server answers itself (no script): a name, the value the server's page
 * holds (what the visitor sent, when it answers a step), and the message it gave for the field.
 */
export interface PlainFieldProps {
  label: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
  hint?: string;
}

export interface PlainInputProps extends PlainFieldProps {
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** For number fields: the step the browser's arrows take (0.5 for bathrooms). */
  step?: number;
  min?: number;
}

/** A labelled input that posts as it is. */
export function PlainInput(props: PlainInputProps) {
  const { label, name, defaultValue, error, hint, type = 'text', autoComplete, inputMode, step, min } = props;
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          step={step}
          min={min}
          defaultValue={defaultValue}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={controls.control}
        />
      )}
    </FieldShell>
  );
}
