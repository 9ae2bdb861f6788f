import {
  buttonLabels,
  fullContactDefaults,
  FullContactFormSchema,
  HOW_DID_YOU_HEAR,
  PROPERTY_INTERESTS,
  type FullContactForm as FullContactValues,
  type FullContactFormInput,
} from '@pcr/contracts';
import { SelectField, TextAreaField, TextField } from '../Field/Field.js';
import { FieldRow } from '../Field/FieldRow.js';
import { LeadFormShell, type LeadFormCommonProps, type LeadFormNameProps } from '../LeadFormShell/LeadFormShell.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const FULL_CONTACT_FIELDS = ['name', 'email', 'phone', 'propertyInterest', 'howDidYouHear', 'message'] as const;

export interface FullContactFormProps extends LeadFormCommonProps, LeadFormNameProps {
  /**
   * Sends the lead (spec section 7: name, email, phone, message, propertyInterest, howDidYouHear).
   * Resolve on success (the form resets); reject on failure (values are kept). A rejection with
   * `fieldIssues` shows those messages on the matching fields.
   */
  onSubmit: (values: FullContactValues) => Promise<void>;
  /** Starting values, merged over the contract's defaults (Buying, Google). */
  defaultValues?: Partial<FullContactFormInput>;
}

/**
 * The full message form of /contact: name, email, phone, what the visitor is interested in, how
 * they heard of us, and a message. Bare (no card or heading): the contact page puts it in its
 * panel under its own heading. It shows no notice itself: the page does, from `onSubmit`.
 */
export function FullContactForm({
  onSubmit,
  defaultValues,
  submitLabel = 'Send Message',
  privacyHref = '/privacy-policy',
  'aria-label': ariaLabel = 'Contact us',
  'aria-labelledby': ariaLabelledBy,
  className,
}: FullContactFormProps) {
  const form = useLeadForm({
    schema: FullContactFormSchema,
    defaultValues: { ...fullContactDefaults, website: '', ...defaultValues },
    fields: FULL_CONTACT_FIELDS,
    onSubmit,
  });
  const { field } = form;

  return (
    <LeadFormShell
      form={form}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={className}
      actions={{ label: submitLabel, submittingLabel: buttonLabels.sending, notePrefix: 'By sending, you agree to our', privacyHref }}
    >
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <FieldRow>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      </FieldRow>
      <FieldRow>
        <SelectField label="I'm interested in" options={PROPERTY_INTERESTS} {...field('propertyInterest')} />
        <SelectField label="How did you hear about us?" options={HOW_DID_YOU_HEAR} {...field('howDidYouHear')} />
      </FieldRow>
      <TextAreaField label="Message" rows={6} {...field('message')} />
    </LeadFormShell>
  );
}
