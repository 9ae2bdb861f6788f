import { FieldShell, type FieldShellProps } from '../FieldShell/FieldShell.js';
import * as styles from '../../theme/recipes/controls.css.js';

export interface NumberFieldProps extends Omit<FieldShellProps, 'children'> {
  /** The text as typed ("1,250,000", "6.5"): the owner parses it, so a half-typed number stays as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Read-only until the owner's script runs (see `useScriptReady`). */
  readOnly?: boolean;
}

/**
 * A labelled number typed as text: a decimal keypad on phones, separators and signs allowed, no
 * spinner that changes a price by one dollar. The label says the unit ("Home price ($)").
 */
export function NumberField({ value, onChange, readOnly, ...shell }: NumberFieldProps) {
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={styles.control}
        />
      )}
    </FieldShell>
  );
}
