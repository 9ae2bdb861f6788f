import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  ALERT_FREQUENCIES,
  AlertRequestSchema,
  apiErrorMessages,
  buttonLabels,
  type AlertFrequency,
  type AlertRequest,
  type AlertRequestInput,
  type FieldIssue,
  type SiteIdentity,
} from '@pcr/contracts';
import { Icon } from '../../components/Icon/Icon.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';
import * as controls from '../../theme/recipes/controls.css.js';
import * as card from '../../theme/recipes/form-card.css.js';
import { cx } from '../../utils/cx.js';
import { TextField } from '../Field/Field.js';
import { LeadFormShell, type LeadFormCommonProps } from '../LeadFormShell/LeadFormShell.js';
import { useLeadForm } from '../LeadFormShell/useLeadForm.js';
import * as styles from './AlertForm.css.js';

/** What an alert follows: a search of /properties (its canonical query string, without `sort`) or one home. */
export type AlertFormSubject = { kind: 'search'; search: string } | { kind: 'home'; propertyId: string };

/**
 * How the form starts: ready, or sent (the request to confirm in its place). The form posted
 * without JavaScript goes to the page's own address; the server answers with the page again, with
 * `alert=sent` in its address and `#alert` (the card's id) once stored, or refused (`AlertFormAnswer`).
 */
export type AlertFormStatus = 'idle' | 'sent';

/**
 * The server's answer to the form posted without JavaScript that it refused (the route's action):
 * what the visitor typed, and the contract's messages for the fields they are about (none when the
 * listings could not be read: the failure is said above the button).
 */
export interface AlertFormAnswer {
  values: { email: string; frequency?: AlertFrequency };
  issues: readonly FieldIssue[];
}

/** The card's id: the server sends a visitor back to it (`#alert`) after the form was posted without JavaScript. */
export const ALERT_FORM_ID = 'alert';

/** The fields a person sees, in screen order (server field issues land on these). */
const ALERT_FIELDS = ['email', 'frequency', 'consent'] as const;

/** The choices' words; the values are the contract's. */
const FREQUENCY_TEXTS: Record<AlertFrequency, { label: PlainText; hint?: PlainText }> = {
  instant: { label: 'Instant', hint: 'As soon as they appear' },
  daily: { label: 'Daily' },
  weekly: { label: 'Weekly' },
};

/** The form's values: a ticked box's value is the text "true", as the browser posts it without the script. */
type AlertFormValues = Omit<AlertRequestInput, 'consent'> & { consent: boolean | 'true' };

/** The contract's schema, once the box's "true" is read as `true` (an unticked box fails with the contract's message). */
const AlertFormSchema = v.pipe(
  v.custom<AlertFormValues>((input) => typeof input === 'object' && input !== null),
  v.transform(({ consent, ...values }): AlertRequestInput => ({ ...values, consent: consent === true || consent === 'true' })),
  AlertRequestSchema,
);

export interface AlertFormProps extends Omit<LeadFormCommonProps, 'submitLabel'> {
  /** A search's alert ("Get alerts for this search") or a home's ("Alert me about this home"). */
  subject: AlertFormSubject;
  /** The page's path and query: where the server sends a visitor back to after the form was posted without JavaScript. */
  page: string;
  identity: Pick<SiteIdentity, 'brand'>;
  /**
   * Sends the alert request (the contract's `createAlert`). Resolve on success (the form gives way
   * to "Check your inbox"); reject on failure (values are kept, the failure is said above the
   * button). A rejection with `fieldIssues` also shows those messages on the matching fields.
   */
  onSubmit: (values: AlertRequest) => Promise<void>;
  /** After the form was posted without JavaScript and stored: "sent" (the address says `alert=sent`). */
  initialStatus?: AlertFormStatus;
  /** After the form was posted without JavaScript and refused: the page again, with the visitor's values and the messages. */
  answer?: AlertFormAnswer | undefined;
  /** The heading's level: h2 on its own, h3 inside a section that has an h2. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * E-mail alerts about a search of /properties or one home: an address, how often, and the consent.
 * It works without JavaScript (a real form posted to the page's own address, which answers with the
 * page again: see `AlertFormStatus`); with it, it sends through `onSubmit` and shows its states in place: sending,
 * the failure above the button, and once sent the request to confirm where the form was.
 */
export function AlertForm({
  subject,
  page,
  identity,
  onSubmit,
  initialStatus = 'idle',
  answer,
  headingLevel: Heading = 'h2',
  privacyHref = '/privacy-policy',
  className,
}: AlertFormProps) {
  const headingId = useId();
  const frequencyId = useId();
  const consentId = useId();
  const t = useTranslate();
  const translateText = useTranslateText();
  const [sent, setSent] = useState(initialStatus === 'sent');
  const [failure, setFailure] = useState<'failed' | 'tooManyRequests' | undefined>(answer ? 'failed' : undefined);
  const sentRef = useRef<HTMLDivElement>(null);
  const sentHere = useRef(false);
  const subjectValue = subject.kind === 'search' ? { search: subject.search } : { propertyId: subject.propertyId };
  const form = useLeadForm({
    schema: AlertFormSchema,
    defaultValues: { email: answer?.values.email ?? '', frequency: answer?.values.frequency ?? ALERT_FREQUENCIES[0], consent: false, website: '', page, ...subjectValue },
    fields: ALERT_FIELDS,
    initialIssues: answer?.issues,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        await onSubmit(values);
      } catch (error) {
        // A 429 gets the API's own explanation, as the other lead forms' failure notices do.
        const tooMany = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;
        setFailure(tooMany ? 'tooManyRequests' : 'failed');
        throw error;
      }
      sentHere.current = true;
      setSent(true);
    },
  });
  const { field } = form;
  // Registered in screen order: a failed check focuses the first field registered with a message.
  const email = field('email');
  const frequency = field('frequency');
  const consent = field('consent');

  // Sent from here: the form's button is gone, so the focus goes to what replaced it (and is read out).
  useEffect(() => {
    if (sent && sentHere.current) sentRef.current?.focus();
  }, [sent]);

  const home = subject.kind === 'home';
  return (
    <div id={ALERT_FORM_ID} className={cx(card.card, styles.columns, className)}>
      <div className={card.cardHeader}>
        <Heading id={headingId} className={card.cardTitle}>
          {home ? t('Alert me about this home') : t('Get alerts for this search')}
        </Heading>
        <p className={card.cardDescription}>
          {home
            ? t("We'll e-mail you when its price drops, when it goes pending or sells, and if it comes back on the market.")
            : t("We'll e-mail you new homes that match it, price drops and homes back on the market.")}
        </p>
      </div>
      {sent ? (
        <div ref={sentRef} role="status" tabIndex={-1} className={styles.sent}>
          <p className={styles.sentTitle}>
            <Icon name="mail" size={20} />
            {t('Check your inbox')}
          </p>
          <p className={card.cardDescription}>{t('We sent a link to confirm your alert. Nothing else will come until you confirm.')}</p>
        </div>
      ) : (
        <LeadFormShell
          form={form}
          aria-labelledby={headingId}
          // The card's id after the address: the page that answers the post (stored or refused) opens at the form.
          action={`${page}#${ALERT_FORM_ID}`}
          actions={{ stacked: true, label: t('Create alert'), submittingLabel: buttonLabels.sending, notePrefix: t('By creating an alert, you agree to our'), privacyHref }}
        >
          <TextField label={t('Email')} type="email" autoComplete="email" required defaultValue={answer?.values.email} {...email} />
          <fieldset className={styles.frequency} aria-describedby={frequency.error ? `${frequencyId}-error` : undefined}>
            <legend className={cx(controls.label, styles.legend)}>{t('How often')}</legend>
            {ALERT_FREQUENCIES.map((value) => {
              const { label, hint } = FREQUENCY_TEXTS[value];
              return (
                <div key={value} className={styles.choice}>
                  <input
                    id={`${frequencyId}-${value}`}
                    type="radio"
                    className={styles.control}
                    value={value}
                    // In the server's HTML too: a form posted without the script sends the default.
                    defaultChecked={value === (answer?.values.frequency ?? ALERT_FREQUENCIES[0])}
                    aria-describedby={hint ? `${frequencyId}-${value}-hint` : undefined}
                    {...frequency.registration}
                  />
                  <span className={styles.choiceText}>
                    <label htmlFor={`${frequencyId}-${value}`}>{t(label)}</label>
                    {hint ? (
                      <span id={`${frequencyId}-${value}-hint`} className={controls.hint}>
                        {t(hint)}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })}
            {frequency.error ? <FieldError id={`${frequencyId}-error`} message={translateText(frequency.error)} /> : null}
          </fieldset>
          <div className={styles.consent}>
            <div className={styles.choice}>
              <input
                id={consentId}
                type="checkbox"
                className={styles.control}
                // What the browser posts without the script; with it, the schema reads it as `true`.
                value="true"
                required
                aria-invalid={Boolean(consent.error)}
                aria-describedby={consent.error ? `${consentId}-error` : undefined}
                {...consent.registration}
              />
              <label htmlFor={consentId} className={styles.choiceText}>
                {home
                  ? t('I agree to receive e-mail alerts from {brand} about this home. I can stop them with one click in any alert.', { brand: identity.brand })
                  : t('I agree to receive e-mail alerts from {brand} about these homes. I can stop them with one click in any alert.', { brand: identity.brand })}
              </label>
            </div>
            {consent.error ? <FieldError id={`${consentId}-error`} message={translateText(consent.error)} /> : null}
          </div>
          {subject.kind === 'search' ? <input type="hidden" name="search" value={subject.search} /> : <input type="hidden" name="propertyId" value={subject.propertyId} />}
          <input type="hidden" name="page" value={page} />
          {failure ? (
            <p role="alert" className={cx(controls.error, styles.failure)}>
              <Icon name="alert-circle" size={16} className={controls.errorIcon} />
              <span>{failure === 'tooManyRequests' ? translateText(apiErrorMessages.tooManyRequests) : t('Your alert could not be saved. Please try again.')}</span>
            </p>
          ) : null}
        </LeadFormShell>
      )}
    </div>
  );
}

/** A field's message under it, as the text fields show theirs. */
function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={controls.error}>
      <Icon name="alert-circle" size={16} className={controls.errorIcon} />
      <span>{message}</span>
    </p>
  );
}
