import { useId } from 'react';
import { RESPONSE_PROMISE_HOURS, TOUR_MODES, tourModeLabels, tourTimeRange, type SiteIdentity } from '@pcr/contracts';
import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import { ConsentField } from '../../forms/PlainForm/ConsentField.js';
import { FieldMessage } from '../../forms/PlainForm/FieldMessage.js';
import { FormNotice } from '../../forms/PlainForm/FormNotice.js';
import { PlainChoice } from '../../forms/PlainForm/PlainChoice.js';
import { PlainFieldset } from '../../forms/PlainForm/PlainFieldset.js';
import { PlainFormActions } from '../../forms/PlainForm/PlainFormActions.js';
import { PlainHoneypot } from '../../forms/PlainForm/PlainHoneypot.js';
import { PlainInput } from '../../forms/PlainForm/PlainInput.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
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
  return (
    <form method="post" action={action} noValidate aria-labelledby={labelledBy} className={styles.form}>
      <FormNotice answer={answer} />
      <p className={styles.note}>
        <span>{t('A tour is a request until an agent confirms it. We reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS })}</span>
        <span id={`${id}-hours`} className={styles.hours}>
          {t('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)')}
        </span>
      </p>
      <PlainFieldset legend={t('How would you like to see it?')} size="md" describedBy={modeError ? `${id}-mode-error` : undefined}>
        <div className={styles.modes}>
          {TOUR_MODES.map((mode) => (
            <PlainChoice key={mode} type="radio" id={`${id}-${mode}`} name="mode" value={mode} label={translateText(tourModeLabels[mode])} defaultChecked={values.mode === mode} required />
          ))}
        </div>
        {modeError ? <FieldMessage id={`${id}-mode-error`} message={modeError} /> : null}
      </PlainFieldset>
      <PlainFieldset legend={t('When')} size="md" describedBy={`${id}-hours`}>
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
      </PlainFieldset>
      <PlainFieldset legend={t('How to reach you')} size="md">
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
      </PlainFieldset>
      <ConsentField
        label={t('I agree to receive e-mails from {brand} about this tour, starting with the agent’s answer. An agent may also call me.', { brand: identity.brand })}
        error={messages.consent}
      />
      <PlainHoneypot />
      <PlainFormActions label={t('Request a tour')} privacyHint />
    </form>
  );
}
