import { useId } from 'react';
import {
  buttonLabels,
  RESPONSE_PROMISE_HOURS,
  shortContactDefaults,
  ShortContactFormSchema,
  type ShortContactForm as ShortContactValues,
  type ShortContactFormInput,
} from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import { FormActions, HoneypotField, TextField } from '../Field/Field.js';
import * as styles from '../LeadFormShell/LeadFormShell.css.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const SHORT_CONTACT_FIELDS = ['name', 'email', 'phone', 'address'] as const;

export const SHORT_CONTACT_DEFAULT_HEADING = 'Talk to an Agent';
export const SHORT_CONTACT_DEFAULT_DESCRIPTION = `Leave your details and a local agent will reply within ${RESPONSE_PROMISE_HOURS} hours.`;

export interface ShortContactFormProps {
  /**
   * Sends the lead (spec section 7: name, email, phone, address). Resolve on success (the form
   * resets); reject on failure (values are kept). A rejection with `fieldIssues` (see
   * `FormSubmitError.fromValidationBody`) shows those messages on the matching fields.
   */
  onSubmit: (values: ShortContactValues) => Promise<void>;
  /** Starting values, merged over the contract's defaults (also what a success resets to). */
  defaultValues?: Partial<ShortContactFormInput>;
  /**
   * The card's heading. The home hero uses the default "Talk to an Agent"; neighborhood and
   * property pages name what the visitor is looking at (e.g. "Interested in Irvine?").
   */
  heading?: string;
  /** Text under the heading (defaults to the 24-hour response promise). */
  description?: string;
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
  /** Link to the privacy policy under the button; `null` hides the note. */
  privacyHref?: string | null;
  className?: string;
}

/**
 * The short contact form in its card: home hero, neighborhood detail and property detail.
 * The form is named by its heading. It shows no notice itself: the page does, from `onSubmit`.
 */
export function ShortContactForm({
  onSubmit,
  defaultValues,
  heading = SHORT_CONTACT_DEFAULT_HEADING,
  description = SHORT_CONTACT_DEFAULT_DESCRIPTION,
  headingLevel: Heading = 'h2',
  submitLabel = 'Send Message',
  privacyHref = '/privacy-policy',
  className,
}: ShortContactFormProps) {
  const headingId = useId();
  const { form, handleFormSubmit, isSubmitting } = useLeadForm({
    schema: ShortContactFormSchema,
    defaultValues: { ...shortContactDefaults, website: '', ...defaultValues },
    fields: SHORT_CONTACT_FIELDS,
    onSubmit,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <div className={cx(styles.card, className)}>
      <div className={styles.cardHeader}>
        <Heading id={headingId} className={styles.cardTitle}>
          {heading}
        </Heading>
        {description ? <p className={styles.cardDescription}>{description}</p> : null}
      </div>
      <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={handleFormSubmit}>
        <TextField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          label="Property address"
          optional
          autoComplete="address-line1"
          registration={register('address')}
          error={errors.address?.message}
        />
        <HoneypotField registration={register('website')} />
        <FormActions
          stacked
          submitting={isSubmitting}
          label={submitLabel}
          submittingLabel={buttonLabels.sending}
          notePrefix="By sending, you agree to our"
          privacyHref={privacyHref}
        />
      </form>
    </div>
  );
}
