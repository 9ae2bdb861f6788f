import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, type FieldShellProps } from '../../components/FieldShell/FieldShell.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { cx } from '../../utils/cx.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { useTranslateText } from '../../i18n/locale-context.js';
import * as styles from './Field.css.js';

interface FieldBaseProps extends Omit<FieldShellProps, 'children'> {
  /** The react-hook-form registration of the field (`register('name')`). */
  registration: UseFormRegisterReturn;
}

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Marks it required: for the browser's own check of a form that posts without its script. */
  required?: boolean;
  /** The value in the server's HTML: what the visitor typed, when the server answers a form it refused. */
  defaultValue?: string | undefined;
}

/** A labelled single-line input. */
export function TextField({ type = 'text', autoComplete, inputMode, required, defaultValue, registration, ...shell }: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          defaultValue={defaultValue}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={controls.control}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
}

/** A labelled multi-line input. */
export function TextAreaField({ rows = 5, registration, ...shell }: TextAreaFieldProps) {
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={styles.textarea}
          {...registration}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly string[];
}

/** A labelled native <select> (keyboard, screen readers and mobile pickers work as people expect). */
export function SelectField({ options, registration, ...shell }: SelectFieldProps) {
  // The option's value is the contract's (sent as it is); what it says is in the page's language.
  const translateText = useTranslateText();
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <span className={controls.selectWrap}>
          <select
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={cx(controls.control, controls.select)}
            {...registration}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {translateText(option)}
              </option>
            ))}
          </select>
          <SelectChevron />
        </span>
      )}
    </FieldShell>
  );
}
