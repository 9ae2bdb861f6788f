import {
  buttonLabels,
  subscribeDefaults,
  SubscribeFormSchema,
  SUBSCRIBE_INTERESTS,
  type SubscribeForm as SubscribeValues,
  type SubscribeFormInput,
} from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import { FormActions, HoneypotField, SelectField, TextField } from '../Field/Field.js';
import * as styles from '../LeadFormShell/LeadFormShell.css.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const SUBSCRIBE_FIELDS = ['name', 'email', 'interest'] as const;

export interface SubscribeFormProps {
  /**
   * Sends the subscription (spec section 7: name, email, interest). Resolve on success (the form
   * resets); reject on failure (values are kept). A rejection with `fieldIssues` shows those
   * messages on the matching fields.
   */
  onSubmit: (values: SubscribeValues) => Promise<void>;
  /** Starting values, merged over the contract's defaults (interest "Buying a home"). */
  defaultValues?: Partial<SubscribeFormInput>;
  submitLabel?: string;
  /** Link to the privacy policy beside the button; `null` hides the note. */
  privacyHref?: string | null;
  /** The form's accessible name when the heading around it does not name it via `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The subscribe form of the home page. Bare (no heading): the home section around it has one.
 * Its fields share a line when the container is wide. It shows no notice itself.
 */
export function SubscribeForm({
  onSubmit,
  defaultValues,
  submitLabel = 'Subscribe',
  privacyHref = '/privacy-policy',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: SubscribeFormProps) {
  const { form, handleFormSubmit, isSubmitting } = useLeadForm({
    schema: SubscribeFormSchema,
    defaultValues: { ...subscribeDefaults, website: '', ...defaultValues },
    fields: SUBSCRIBE_FIELDS,
    onSubmit,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      className={cx(styles.form, className)}
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? 'Subscribe to updates')}
      aria-labelledby={ariaLabelledBy}
      noValidate
      onSubmit={handleFormSubmit}
    >
      <div className={styles.rowCompact}>
        <TextField label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <SelectField
          label="I'm interested in"
          options={SUBSCRIBE_INTERESTS}
          registration={register('interest')}
          error={errors.interest?.message}
        />
      </div>
      <HoneypotField registration={register('website')} />
      <FormActions
        submitting={isSubmitting}
        label={submitLabel}
        submittingLabel={buttonLabels.subscribing}
        notePrefix="By subscribing, you agree to our"
        privacyHref={privacyHref}
      />
    </form>
  );
}
