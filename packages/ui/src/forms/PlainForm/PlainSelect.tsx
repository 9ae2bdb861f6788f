import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import type { PlainFieldProps } from './PlainInput.js';

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
          <select
            id={id}
            name={name}
            defaultValue={defaultValue ?? ''}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={cx(controls.control, controls.select)}
          >
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
