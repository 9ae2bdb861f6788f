import {
  buttonLabels,
  fullContactDefaults,
  FullContactFormSchema,
  HOW_DID_YOU_HEAR,
  PROPERTY_INTERESTS,
  type FullContactForm as FullContactValues,
  type FullContactFormInput,
} from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import { FormActions, HoneypotField, SelectField, TextAreaField, TextField } from '../Field/Field.js';
import * as styles from '../LeadFormShell/LeadFormShell.css.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const FULL_CONTACT_FIELDS = ['name', 'email', 'phone', 'propertyInterest', 'howDidYouHear', 'message'] as const;

export interface FullContactFormProps {
  /**
   * Sends the lead (spec section 7: name, email, phone, message, propertyInterest, howDidYouHear).
   * Resolve on success (the form resets); reject on failure (values are kept). A rejection with
   * `fieldIssues` shows those messages on the matching fields.
   */
  onSubmit: (values: FullContactValues) => Promise<void>;
  /** Starting values, merged over the contract's defaults (Buying, Google). */
  defaultValues?: Partial<FullContactFormInput>;
  submitLabel?: string;
  /** Link to the privacy policy under the button; `null` hides the note. */
  privacyHref?: string | null;
  /** The form's accessible name when the heading around it does not name it via `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The full message form of /contact. Bare (no card or heading): the contact page puts it in its
 * panel under its own heading. It shows no notice itself: the page does, from `onSubmit`.
 */
export function FullContactForm({
  onSubmit,
  defaultValues,
  submitLabel = 'Send Message',
  privacyHref = '/privacy-policy',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: FullContactFormProps) {
  const { form, handleFormSubmit, isSubmitting } = useLeadForm({
    schema: FullContactFormSchema,
    defaultValues: { ...fullContactDefaults, website: '', ...defaultValues },
    fields: FULL_CONTACT_FIELDS,
    onSubmit,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      className={cx(styles.form, className)}
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? 'Contact us')}
      aria-labelledby={ariaLabelledBy}
      noValidate
      onSubmit={handleFormSubmit}
    >
      <TextField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <div className={styles.row}>
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
      </div>
      <div className={styles.row}>
        <SelectField
          label="I'm interested in"
          options={PROPERTY_INTERESTS}
          registration={register('propertyInterest')}
          error={errors.propertyInterest?.message}
        />
        <SelectField
          label="How did you hear about us?"
          options={HOW_DID_YOU_HEAR}
          registration={register('howDidYouHear')}
          error={errors.howDidYouHear?.message}
        />
      </div>
      <TextAreaField label="Message" rows={6} registration={register('message')} error={errors.message?.message} />
      <HoneypotField registration={register('website')} />
      <FormActions
        submitting={isSubmitting}
        label={submitLabel}
        submittingLabel={buttonLabels.sending}
        notePrefix="By sending, you agree to our"
        privacyHref={privacyHref}
      />
    </form>
  );
}
