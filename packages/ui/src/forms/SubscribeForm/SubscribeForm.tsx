import {
  buttonLabels,
  subscribeDefaults,
  SubscribeFormSchema,
  SUBSCRIBE_INTERESTS,
  type SubscribeForm as SubscribeValues,
  type SubscribeFormInput,
} from '@pcr/contracts';
import { SelectField, TextField } from '../Field/Field.js';
import { FieldRow } from '../Field/FieldRow.js';
import { LeadFormShell, type LeadFormCommonProps, type LeadFormNameProps } from '../LeadFormShell/LeadFormShell.js';
import { useTranslate } from '../../i18n/locale-context.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const SUBSCRIBE_FIELDS = ['name', 'email', 'interest'] as const;

export interface SubscribeFormProps extends LeadFormCommonProps, LeadFormNameProps {
  /**
   * Sends the subscription (spec section 7: name, email, interest). Resolve on success (the form
   * resets); reject on failure (values are kept). A rejection with `fieldIssues` shows those
   * messages on the matching fields.
   */
  onSubmit: (values: SubscribeValues) => Promise<void>;
  /** Starting values, merged over the contract's defaults (interest "Buying a home"). */
  defaultValues?: Partial<SubscribeFormInput>;
}

/**
 * The subscribe form of the home page (name, email, interest). Bare (no heading): the home section
 * around it has one. Its fields share a line when the container is wide. It shows no notice itself.
 */
export function SubscribeForm({
  onSubmit,
  defaultValues,
  submitLabel,
  privacyHref = '/privacy-policy',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: SubscribeFormProps) {
  const t = useTranslate();
  const form = useLeadForm({
    schema: SubscribeFormSchema,
    defaultValues: { ...subscribeDefaults, website: '', ...defaultValues },
    fields: SUBSCRIBE_FIELDS,
    onSubmit,
  });
  const { field } = form;

  return (
    <LeadFormShell
      form={form}
      aria-label={ariaLabel ?? t('Subscribe to updates')}
      aria-labelledby={ariaLabelledBy}
      className={className}
      actions={{ label: submitLabel ?? t('Subscribe'), submittingLabel: buttonLabels.subscribing, notePrefix: t('By subscribing, you agree to our'), privacyHref }}
    >
      <FieldRow compact>
        <TextField label={t('Name')} autoComplete="name" {...field('name')} />
        <TextField label={t('Email')} type="email" autoComplete="email" {...field('email')} />
        <SelectField label={t("I'm interested in")} options={SUBSCRIBE_INTERESTS} {...field('interest')} />
      </FieldRow>
    </LeadFormShell>
  );
}
