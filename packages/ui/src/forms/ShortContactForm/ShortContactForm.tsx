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
import { TextField } from '../Field/Field.js';
import { LeadFormShell, type LeadFormCommonProps } from '../LeadFormShell/LeadFormShell.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as styles from '../../theme/recipes/form-card.css.js';

/** The fields a person sees, in screen order (server field issues land on these). */
const SHORT_CONTACT_FIELDS = ['name', 'email', 'phone', 'address'] as const;

export const SHORT_CONTACT_DEFAULT_HEADING = 'Talk to an Agent';
export const SHORT_CONTACT_DEFAULT_DESCRIPTION = `Leave your details and a local agent will reply within ${RESPONSE_PROMISE_HOURS} hours.`;

export interface ShortContactFormProps extends LeadFormCommonProps {
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
  /** The heading's level: h2 on its own, h3 inside a section that has an h2. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The short contact form in its card (name, email, phone, property address): home hero,
 * neighborhood detail and property detail. Use it beside something a visitor may ask about; the
 * contact page has the full form. The form is named by its heading. It shows no notice itself:
 * the page does, from `onSubmit`.
 */
export function ShortContactForm({
  onSubmit,
  defaultValues,
  heading,
  description,
  headingLevel: Heading = 'h2',
  submitLabel,
  privacyHref = '/privacy-policy',
  className,
}: ShortContactFormProps) {
  const headingId = useId();
  const t = useTranslate();
  const translateText = useTranslateText();
  const shownDescription = description ?? t('Leave your details and a local agent will reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS });
  const form = useLeadForm({
    schema: ShortContactFormSchema,
    defaultValues: { ...shortContactDefaults, website: '', ...defaultValues },
    fields: SHORT_CONTACT_FIELDS,
    onSubmit,
  });
  const { field } = form;

  return (
    <div className={cx(styles.card, className)}>
      <div className={styles.cardHeader}>
        <Heading id={headingId} className={styles.cardTitle}>
          {heading ?? translateText(SHORT_CONTACT_DEFAULT_HEADING)}
        </Heading>
        {shownDescription ? <p className={styles.cardDescription}>{shownDescription}</p> : null}
      </div>
      <LeadFormShell
        form={form}
        aria-labelledby={headingId}
        actions={{ stacked: true, label: submitLabel ?? t('Send Message'), submittingLabel: buttonLabels.sending, notePrefix: t('By sending, you agree to our'), privacyHref }}
      >
        <TextField label={t('Name')} autoComplete="name" {...field('name')} />
        <TextField label={t('Email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('Phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('Property address')} optional autoComplete="address-line1" {...field('address')} />
      </LeadFormShell>
    </div>
  );
}
