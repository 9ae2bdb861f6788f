import type { InputHTMLAttributes } from 'react';
import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';

/**
 * The fields of a form the server answers itself (no script): a name, the value the server's page
 * holds (what the visitor sent, when it answers a step), and the message it gave for the field.
 */
interface PlainFieldProps {
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
export function PlainInput({ label, name, defaultValue, error, hint, type = 'text', autoComplete, inputMode, step, min }: PlainInputProps) {
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

export interface PlainSelectProps extends PlainFieldProps {
  /** Each option's value (posted) and what it says (in the page's language). */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option, with no value: nothing chosen yet (a missing choice gets its field's message). */
  placeholder: string;
}

/** A labelled native <select> that posts as it is. */
export function PlainSelect({ label, name, defaultValue, error, hint, options, placeholder }: PlainSelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <span className={controls.selectWrap}>
          <select id={id} name={name} defaultValue={defaultValue ?? ''} aria-invalid={invalid} aria-describedby={describedBy} className={cx(controls.control, controls.select)}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <SelectChevron />
        </span>
      )}
    </FieldShell>
  );
}
