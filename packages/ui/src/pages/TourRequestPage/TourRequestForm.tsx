import { useId } from 'react';
import { RESPONSE_PROMISE_HOURS, TOUR_MODES, tourModeLabels, tourTimeRange, type SiteIdentity } from '@pcr/contracts';
import { Button } from '../../components/Button/Button.js';
import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { HONEYPOT_LABEL } from '../../forms/LeadFormShell/HoneypotField.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import { PlainInput } from '../SellPage/PlainFields.js';
import { TOUR_TIME_FIELDS, tourFieldOfIssue, type TourFormAnswer } from './tour-form.js';
import * as styles from './TourRequestForm.css.js';

export interface TourRequestFormProps {
  /** Where it posts: /properties/{id}/tour in the page's language (the route's action answers). */
  action: string;
  /** The server's clock (ISO): the times the fields offer are from today to 14 days ahead, in Pacific time. */
  now: string;
  /** The server's answer to a posted form: what was typed and the messages beside the fields. None: empty. */
  answer?: TourFormAnswer | undefined;
  /** The id of the heading that names the form (the page's or the section's). */
  labelledBy: string;
  identity: Pick<SiteIdentity, 'brand'>;
}

/** A field's message, with the contract's paths brought to the form's fields (times.1 is time2's). */
const messagesOf = (answer: TourFormAnswer | undefined): Partial<Record<string, string>> => {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of answer?.issues ?? []) messages[tourFieldOfIssue(issue.path)] ??= issue.message;
  return messages;
};

/**
 * A private tour of a home (issue 48 §2): in person or by video, up to three times in the next 14
 * days within office hours, and who to answer. A plain form the server answers (no script needed):
 * its messages beside the fields, what was typed kept; it is a request until the agent confirms it.
 */
export function TourRequestForm({ action, now, answer, labelledBy, identity }: TourRequestFormProps) {
  const t = useTranslate();
  const translateText = useTranslateText();
  const id = useId();
  const values = answer?.values ?? {};
  const messages = messagesOf(answer);
  const { min, max } = tourTimeRange(new Date(now));
  const timeLabels: Record<(typeof TOUR_TIME_FIELDS)[number], string> = { time1: t('Preferred time'), time2: t('Second choice'), time3: t('Third choice') };
  const modeError = messages.mode;
  const consentError = messages.consent;
  return (
    <form method="post" action={action} noValidate aria-labelledby={labelledBy} className={styles.form}>
      {answer?.unavailable ? (
        <p role="alert" className={styles.notice}>
          <Icon name="alert-circle" size={20} />
          <span>{t('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.')}</span>
        </p>
      ) : answer && answer.issues.length > 0 ? (
        <p role="alert" className={styles.notice}>
          <Icon name="alert-circle" size={20} />
          <span>{t('Please check the fields marked below.')}</span>
        </p>
      ) : null}
      <p className={styles.note}>
        <span>{t('A tour is a request until an agent confirms it. We reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS })}</span>
        <span id={`${id}-hours`} className={styles.hours}>
          {t('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)')}
        </span>
      </p>
      <fieldset className={styles.fieldset} aria-describedby={modeError ? `${id}-mode-error` : undefined}>
        <legend className={styles.legend}>{t('How would you like to see it?')}</legend>
        <div className={styles.modes}>
          {TOUR_MODES.map((mode) => (
            <div key={mode} className={styles.choice}>
              <input id={`${id}-${mode}`} type="radio" name="mode" value={mode} defaultChecked={values.mode === mode} required className={styles.box} />
              <label htmlFor={`${id}-${mode}`}>{translateText(tourModeLabels[mode])}</label>
            </div>
          ))}
        </div>
        {modeError ? <FieldMessage id={`${id}-mode-error`} message={translateText(modeError)} /> : null}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hours`}>
        <legend className={styles.legend}>{t('When')}</legend>
        {TOUR_TIME_FIELDS.map((field, index) => (
          <FieldShell key={field} label={timeLabels[field]} optional={index > 0} error={messages[field]}>
            {({ id: fieldId, describedBy, invalid }) => (
              <input
                id={fieldId}
                name={field}
                type="datetime-local"
                step={900}
                min={min}
                max={max}
                required={index === 0}
                defaultValue={values[field]}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className={controls.control}
              />
            )}
          </FieldShell>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('How to reach you')}</legend>
        <PlainInput label={t('Name')} name="name" autoComplete="name" defaultValue={values.name} error={messages.name} />
        <div className={styles.row}>
          <PlainInput label={t('Email')} name="email" type="email" autoComplete="email" defaultValue={values.email} error={messages.email} />
          <PlainInput label={t('Phone')} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} error={messages.phone} />
        </div>
        <FieldShell label={t('Message')} optional error={messages.message}>
          {({ id: fieldId, describedBy, invalid }) => (
            <textarea id={fieldId} name="message" rows={4} defaultValue={values.message} aria-invalid={invalid} aria-describedby={describedBy} className={cx(controls.control, styles.message)} />
          )}
        </FieldShell>
      </fieldset>
      <div>
        <div className={styles.choice}>
          {/* Left for the visitor to tick again when the page comes back with a message. */}
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="true"
            className={styles.box}
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
          />
          <label htmlFor={`${id}-consent`} className={styles.consentText}>
            {t('I agree to receive e-mails from {brand} about this tour, starting with the agent’s answer. An agent may also call me.', { brand: identity.brand })}
          </label>
        </div>
        {consentError ? <FieldMessage id={`${id}-consent-error`} message={translateText(consentError)} /> : null}
      </div>
      <VisuallyHidden as="div" aria-hidden="true" data-honeypot="">
        <label htmlFor={`${id}-website`}>{t(HONEYPOT_LABEL)}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </VisuallyHidden>
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          {t('Request a tour')}
        </Button>
        <p className={controls.hint}>
          {t('How we use what you send:')} <Link href="/privacy-policy">{t('Privacy Policy')}</Link>
        </p>
      </div>
    </form>
  );
}

/** A message under a group of choices or the consent, as the text fields show theirs. */
function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={controls.error}>
      <Icon name="alert-circle" size={16} className={controls.errorIcon} />
      <span>{message}</span>
    </p>
  );
}
