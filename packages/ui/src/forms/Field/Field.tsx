import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/Button/Button.js';
import { FieldShell, type FieldShellProps } from '../../components/FieldShell/FieldShell.js';
import { Link } from '../../components/Link/Link.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { cx } from '../../utils/cx.js';
import { useScriptReady } from '../../utils/use-script-ready.js';
import * as styles from '../LeadFormShell/LeadFormShell.css.js';

interface FieldBaseProps extends Omit<FieldShellProps, 'children'> {
  /** The react-hook-form registration of the field (`register('name')`). */
  registration: UseFormRegisterReturn;
}

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled single-line input. */
export function TextField({ type = 'text', autoComplete, inputMode, registration, ...shell }: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={styles.control}
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
          className={cx(styles.control, styles.textarea)}
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
  return (
    <FieldShell {...shell}>
      {({ id, describedBy, invalid }) => (
        <span className={styles.selectWrap}>
          <select
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={cx(styles.control, styles.select)}
            {...registration}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <SelectChevron />
        </span>
      )}
    </FieldShell>
  );
}

/** The text of the honeypot's label: a person who somehow reaches the field is told to skip it. */
export const HONEYPOT_LABEL = 'Leave this field empty';

/**
 * Spam trap: a field people never see or reach (visually hidden, hidden from assistive technology,
 * out of the tab order, no autofill). Bots that fill every input fill it; the server flags the lead.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <VisuallyHidden as="div" aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>{HONEYPOT_LABEL}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </VisuallyHidden>
  );
}

export interface FormActionsProps {
  submitting: boolean;
  /** The button's label when idle. */
  label: string;
  /** The button's label while submitting (the contract's "Sending..." / "Subscribing..."). */
  submittingLabel: string;
  /** Words before the privacy link ("By sending, you agree to our"); no note without `privacyHref`. */
  notePrefix: string;
  privacyHref?: string | null | undefined;
  /** Keep the button full width at every size (narrow cards). */
  stacked?: boolean;
}

/** The submit button (disabled while submitting, and until the form's script runs) and the privacy note. */
export function FormActions({ submitting, label, submittingLabel, notePrefix, privacyHref, stacked }: FormActionsProps) {
  const ready = useScriptReady();
  return (
    <div className={cx(styles.actions, stacked && styles.actionsStacked)}>
      <noscript>
        <p className={styles.note}>
          Sending this form needs JavaScript. Please call or e-mail us instead: see our <Link href="/contact">contact page</Link>.
        </p>
      </noscript>
      <Button type="submit" size="lg" className={styles.submit} disabled={submitting || !ready}>
        {submitting ? (
          <>
            <svg className={styles.spinner} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.3" />
              <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {submittingLabel}
          </>
        ) : (
          label
        )}
      </Button>
      {privacyHref ? (
        <p className={styles.note}>
          {notePrefix}{' '}
          <Link href={privacyHref} className={styles.noteLink}>
            Privacy Policy
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
