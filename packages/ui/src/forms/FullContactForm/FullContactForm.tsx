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
import { useTranslate } from '../../i18n/locale-context.js';
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
  submitLabel,
  privacyHref = '/privacy-policy',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: FullContactFormProps) {
  const t = useTranslate();
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
      aria-label={ariaLabel ?? t('Contact us')}
      aria-labelledby={ariaLabelledBy}
      className={className}
      actions={{ label: submitLabel ?? t('Send Message'), submittingLabel: buttonLabels.sending, notePrefix: t('By sending, you agree to our'), privacyHref }}
    >
      <TextField label={t('Name')} autoComplete="name" {...field('name')} />
      <FieldRow>
        <TextField label={t('Email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('Phone')} type="tel" autoComplete="tel" {...field('phone')} />
      </FieldRow>
      <FieldRow>
        <SelectField label={t("I'm interested in")} options={PROPERTY_INTERESTS} {...field('propertyInterest')} />
        <SelectField label={t('How did you hear about us?')} options={HOW_DID_YOU_HEAR} {...field('howDidYouHear')} />
      </FieldRow>
      <TextAreaField label={t('Message')} rows={6} {...field('message')} />
    </LeadFormShell>
  );
}
