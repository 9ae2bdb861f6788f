import { useId, type ReactNode } from 'react';
import { pacificMoment, tourMessages, tourModeLabels, tourTimeRange, type TourLink, type TourView } from '@pcr/contracts';
import { Button, ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { FieldShell } from '../../components/FieldShell/FieldShell.js';
import { Icon } from '../../components/Icon/Icon.js';
import { PlainChoice } from '../../forms/PlainForm/PlainChoice.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import type { Translate } from '../../i18n/translate.js';
import * as controls from '../../theme/recipes/controls.css.js';
import * as linkPage from '../../theme/recipes/link-page.css.js';
import { cx } from '../../utils/cx.js';
import { usePacificDay } from '../../utils/use-pacific-day.js';
import type { TourActionAnswer } from '../TourRequestPage/tour-form.js';
import { TourHome } from '../TourRequestPage/TourRequestPage.js';
import * as styles from './TourPage.css.js';

/** What a tour's signed link opens: the tour as its side sees it, or why the link cannot be used. */
export type TourPageResult =
  | { status: 'loaded'; tour: TourView }
  | { status: 'refused'; code: 403 | 404 | 410; message: string }
  /** The tour cannot be read right now (the database is away): the link may well be good. */
  | { status: 'unavailable' };

export interface TourPageProps {
  result: TourPageResult;
  /** The link's own address: its form posts there (the route's action answers). */
  action: string;
  /** The link's query, posted back with the form (the API checks its signature again). Absent when it could not be read. */
  link?: TourLink | undefined;
  /** The server's answer to a posted action that did not move the tour on: its message, the time typed, or 503. */
  answer?: TourActionAnswer | undefined;
  /** The action was taken: the tour (in `result`) is as it now stands. */
  done?: boolean | undefined;
  /** The server's clock (ISO): the times a proposal may take. */
  now: string;
}

/** A tour's time in Pacific time, in the page's language: "Saturday, December 5, 10:00 AM PST". */
export function useTourTime(): (instant: string) => string {
  const t = useTranslate();
  const word = useTranslateText();
  const dayOf = usePacificDay();
  return (instant) => {
    const moment = pacificMoment(instant);
    return t('{weekday}, {month} {day}, {time} {dayPeriod} {zone}', {
      ...dayOf(instant),
      time: moment.time,
      dayPeriod: word(moment.dayPeriod),
      zone: moment.zone,
    });
  };
}

/** Where the tour stands, as its side reads it. */
function stateText(tour: TourView, t: Translate): string {
  const agent = tour.link.side === 'agent';
  switch (tour.state) {
    case 'requested':
      return agent ? t('Requested — waiting for your answer') : t('Requested — waiting for the agent');
    case 'proposed':
      return t('New time proposed');
    case 'confirmed':
      return t('Confirmed');
    case 'cancelled':
      if (!tour.cancelledBy) return t('Cancelled');
      if (tour.cancelledBy === tour.link.side) return t('Cancelled by you');
      return tour.cancelledBy === 'agent' ? t('Cancelled by the agent') : t('Cancelled by the visitor');
  }
}

/** What the action just taken made of the tour. */
function doneText(tour: TourView, t: Translate): string {
  const agent = tour.link.side === 'agent';
  switch (tour.state) {
    case 'confirmed':
      return agent ? t('The tour is confirmed. We sent the visitor a calendar invitation.') : t('The tour is confirmed. A calendar invitation is on its way to your inbox.');
    case 'cancelled':
      return t('The tour is cancelled.');
    case 'proposed':
      return agent ? t('Your new time is sent: the visitor can accept it from their e-mail.') : t('Thank you: the tour is updated.');
    default:
      return t('Thank you: the tour is updated.');
  }
}

/**
 * /tours/{id}: the page a tour's signed links open (issue 48 §2), for the agent (confirm one of the
 * times, propose another, cancel) or the visitor (accept a proposed time, cancel). Opening the link
 * changes nothing (mail scanners open links): the button does, in a plain form that posts to the
 * link itself, without scripts.
 */
export function TourPage({ result, action, link, answer, done = false, now }: TourPageProps) {
  const t = useTranslate();
  const translateText = useTranslateText();
  if (result.status !== 'loaded') {
    return (
      <div className={linkPage.root}>
        <Container className={linkPage.inner}>
          <h1 className={linkPage.title}>{result.status === 'refused' ? t('This link cannot be used') : t('Something went wrong')}</h1>
          <p className={linkPage.lead}>{result.status === 'refused' ? translateText(result.message) : t('Please try again in a moment.')}</p>
          <ButtonLink href="/contact" variant="secondary">
            {t('Contact us')}
          </ButtonLink>
        </Container>
      </div>
    );
  }
  const { tour } = result;
  const agent = tour.link.side === 'agent';
  const showForm = tour.link.open && !done && link !== undefined;
  return (
    <div className={linkPage.root}>
      <Container className={cx(linkPage.inner, styles.inner)}>
        <h1 className={linkPage.title}>{agent ? t('Tour request') : t('Your tour request')}</h1>
        {done ? (
          <p role="status" className={styles.done}>
            <Icon name="check" size={20} className={styles.doneIcon} />
            <span>{doneText(tour, t)}</span>
          </p>
        ) : tour.link.open ? null : (
          <p className={styles.changed}>{translateText(tourMessages.stateChanged)}</p>
        )}
        <p className={styles.state[tour.state]}>{stateText(tour, t)}</p>
        <TourDetails tour={tour} />
        {showForm ? <TourActionForm tour={tour} action={action} link={link} answer={answer?.action === tour.link.action ? answer : undefined} now={now} /> : null}
      </Container>
    </div>
  );
}

/** The home, how, when, and who: the visitor's details to the agent's side only. */
function TourDetails({ tour }: { tour: TourView }) {
  const t = useTranslate();
  const translateText = useTranslateText();
  const timeOf = useTourTime();
  const agent = tour.link.side === 'agent';
  const { visitor } = tour;
  return (
    <>
      {tour.property ? <TourHome property={tour.property} linkLabel={t('See the home')} /> : <p className={styles.muted}>{t('This home is no longer on our site.')}</p>}
      <dl className={styles.details}>
        <Detail term={t('How')}>{translateText(tourModeLabels[tour.mode])}</Detail>
        <Detail term={agent ? t('The visitor’s preferred times') : t('Your preferred times')}>
          <ol className={styles.times}>
            {tour.times.map((time) => (
              <li key={time}>
                <time dateTime={time}>{timeOf(time)}</time>
              </li>
            ))}
          </ol>
        </Detail>
        {tour.proposedAt ? (
          <Detail term={t('Proposed time')}>
            <time dateTime={tour.proposedAt}>{timeOf(tour.proposedAt)}</time>
          </Detail>
        ) : null}
        {tour.startsAt ? (
          <Detail term={t('Confirmed time')}>
            <time dateTime={tour.startsAt}>{timeOf(tour.startsAt)}</time>
          </Detail>
        ) : null}
        {!agent && tour.agentName ? <Detail term={t('Your agent')}>{tour.agentName}</Detail> : null}
        {agent && visitor ? (
          <>
            <Detail term={t('Visitor')}>{visitor.name}</Detail>
            <Detail term={t('Email')}>
              <a href={`mailto:${visitor.email}`}>{visitor.email}</a>
            </Detail>
            {visitor.phone ? (
              <Detail term={t('Phone')}>
                <a href={`tel:${visitor.phone.replace(/[^\d+]/g, '')}`}>{visitor.phone}</a>
              </Detail>
            ) : null}
            {visitor.message ? <Detail term={t('Message')}>{visitor.message}</Detail> : null}
          </>
        ) : null}
      </dl>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

interface TourActionFormProps {
  tour: TourView;
  action: string;
  link: TourLink;
  answer: TourActionAnswer | undefined;
  now: string;
}

/** The form of the link's action: confirm a time, propose one, accept the proposal, or cancel. */
function TourActionForm({ tour, action, link, answer, now }: TourActionFormProps) {
  const t = useTranslate();
  const translateText = useTranslateText();
  const timeOf = useTourTime();
  const id = useId();
  const agent = tour.link.side === 'agent';
  const hidden = (
    <>
      <input type="hidden" name="side" value={link.side} />
      <input type="hidden" name="action" value={link.action} />
      <input type="hidden" name="until" value={link.until} />
      <input type="hidden" name="sig" value={link.sig} />
    </>
  );
  const messageId = `${id}-message`;
  const message = answer?.unavailable
    ? t('We couldn’t save your request just now. Nothing you typed is lost: please send it again in a minute.')
    : answer?.message
      ? translateText(answer.message)
      : undefined;
  const alert = message ? (
    <p id={messageId} role="alert" className={styles.alert}>
      <Icon name="alert-circle" size={20} className={styles.alertIcon} />
      <span>{message}</span>
    </p>
  ) : null;

  switch (tour.link.action) {
    case 'confirm': {
      const choices = tour.proposedAt && !tour.times.includes(tour.proposedAt) ? [...tour.times, tour.proposedAt] : tour.times;
      const chosen = answer?.time && choices.includes(answer.time) ? answer.time : choices[0];
      return (
        <section aria-labelledby={`${id}-title`} className={styles.action}>
          <h2 id={`${id}-title`} className={styles.actionTitle}>
            {t('Confirm one of the times')}
          </h2>
          {alert}
          <form method="post" action={action} noValidate aria-labelledby={`${id}-title`} className={styles.form}>
            {hidden}
            <fieldset className={styles.choices} aria-describedby={message ? messageId : undefined}>
              <legend className={controls.label}>{t('The visitor’s times')}</legend>
              {choices.map((time) => (
                <PlainChoice
                  key={time}
                  type="radio"
                  id={`${id}-${time}`}
                  name="time"
                  value={time}
                  label={time === tour.proposedAt ? t('{time} (your proposed time)', { time: timeOf(time) }) : timeOf(time)}
                  defaultChecked={time === chosen}
                />
              ))}
            </fieldset>
            <Button type="submit">{t('Confirm this time')}</Button>
          </form>
        </section>
      );
    }
    case 'propose': {
      const { min, max } = tourTimeRange(new Date(now));
      return (
        <section aria-labelledby={`${id}-title`} className={styles.action}>
          <h2 id={`${id}-title`} className={styles.actionTitle}>
            {t('Propose another time')}
          </h2>
          {alert}
          <form method="post" action={action} noValidate aria-labelledby={`${id}-title`} className={styles.form}>
            {hidden}
            <div className={styles.field}>
              <FieldShell label={t('Another time')} hint={t('Tours: Mon-Fri 9AM-6PM, Sat 10AM-4PM (Pacific time)')}>
                {({ id: fieldId, describedBy }) => (
                  <input
                    id={fieldId}
                    name="time"
                    type="datetime-local"
                    step={900}
                    min={min}
                    max={max}
                    required
                    defaultValue={answer?.time}
                    aria-invalid={answer?.message ? true : undefined}
                    aria-describedby={[describedBy, answer?.message ? messageId : undefined].filter(Boolean).join(' ') || undefined}
                    className={controls.control}
                  />
                )}
              </FieldShell>
            </div>
            <Button type="submit">{t('Propose this time')}</Button>
          </form>
        </section>
      );
    }
    case 'accept': {
      const proposed = tour.proposedAt;
      if (!proposed) return null;
      return (
        <section aria-labelledby={`${id}-title`} className={styles.action}>
          <h2 id={`${id}-title`} className={styles.actionTitle}>
            {t('Accept {time}?', { time: timeOf(proposed) })}
          </h2>
          {alert}
          <form method="post" action={action} noValidate aria-labelledby={`${id}-title`} className={styles.form}>
            {hidden}
            <input type="hidden" name="time" value={proposed} />
            <Button type="submit">{t('Accept this time')}</Button>
          </form>
        </section>
      );
    }
    case 'cancel': {
      const label = !agent && tour.state === 'requested' ? t('Cancel my request') : t('Cancel the tour');
      return (
        <section aria-labelledby={`${id}-title`} className={styles.action}>
          <h2 id={`${id}-title`} className={styles.actionTitle}>
            {label}
          </h2>
          <p className={styles.muted}>{agent ? t('We will let the visitor know by e-mail.') : t('We will let the agent know by e-mail.')}</p>
          {alert}
          <form method="post" action={action} noValidate aria-labelledby={`${id}-title`} className={styles.form}>
            {hidden}
            <Button type="submit" variant="secondary">
              {label}
            </Button>
          </form>
        </section>
      );
    }
  }
}
