import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as styles from '../../theme/recipes/controls.css.js';

export interface FieldShellProps {
  /** Visible label text. */
  label: string;
  /** The message shown under the field; marks the control invalid. */
  error?: string | undefined;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, wired together by ids (`aria-describedby`, `aria-invalid`). */
export function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const id = useId();
  const t = useTranslate();
  const translateText = useTranslateText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>{t('(optional)')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert-circle" size={16} className={styles.errorIcon} />
          <span>{translateText(error)}</span>
        </p>
      ) : null}
    </div>
  );
}
