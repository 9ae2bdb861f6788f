import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { useScriptReady } from '../../utils/use-script-ready.js';
import { FormActions, type FormActionsProps } from './FormActions.js';
import { HoneypotField } from './HoneypotField.js';
import * as styles from './LeadFormShell.css.js';
import type { LeadForm, LeadFormInput } from './useLeadForm.js';

/** The props every lead form takes besides its own (`onSubmit` and `defaultValues` are each form's). */
export interface LeadFormCommonProps {
  /** The button's label when idle. */
  submitLabel?: string;
  /** Link to the privacy policy beside or under the button; `null` hides the note. */
  privacyHref?: string | null;
  className?: string;
}

/** How a bare form (no card or heading of its own) is named for assistive technology. */
export interface LeadFormNameProps {
  /** The form's accessible name when no heading around it names it through `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of the heading that names the form; wins over `aria-label`. */
  'aria-labelledby'?: string;
}

export interface LeadFormShellProps<TInput extends LeadFormInput, TOutput> extends LeadFormNameProps {
  /** The form's state, from `useLeadForm`: submitting, field messages, reset on success. */
  form: LeadForm<TInput, TOutput>;
  /** The visible fields and rows, in screen order. */
  children: ReactNode;
  /** The submit button and the privacy note under the fields (the submitting state comes from `form`). */
  actions: Omit<FormActionsProps, 'submitting' | 'worksWithoutScript'>;
  /**
   * Where the form posts without JavaScript (a server route that takes it as form data); with its
   * script it still sends through `onSubmit`. Without one, sending needs the script.
   */
  action?: string | undefined;
  className?: string | undefined;
}

/**
 * What every lead form shares around its fields: the `<form>` (named, no browser validation: the
 * contract's schema validates), the honeypot, the submit button with its submitting state and the
 * privacy note. Use it for a new lead form with `useLeadForm`; the idle, submitting, success and
 * failure states of spec section 4 then come with it.
 */
export function LeadFormShell<TInput extends LeadFormInput, TOutput>({
  form,
  children,
  actions,
  action,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: LeadFormShellProps<TInput, TOutput>) {
  const ready = useScriptReady();
  return (
    <form
      className={cx(styles.form, className)}
      aria-label={ariaLabelledBy ? undefined : ariaLabel}
      aria-labelledby={ariaLabelledBy}
      method={action === undefined ? undefined : 'post'}
      action={action}
      // The browser checks a form that posts without its script (required fields, an address's
      // shape); once the script runs, the contract's schema does, with its own messages.
      noValidate={action === undefined || ready}
      // Scripts run: the start-up script hands the checks to the form's code before it loads (apps/web/src/app/start-islands.ts).
      data-validates-itself={action === undefined ? undefined : ''}
      onSubmit={form.handleFormSubmit}
    >
      {children}
      <HoneypotField registration={form.registerHoneypot()} />
      <FormActions submitting={form.isSubmitting} {...actions} worksWithoutScript={action !== undefined} />
    </form>
  );
}
