import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, MANAGE_LINK_DAYS, propertyTypeLabels, type AlertChange, type AlertFrequency, type ManagedAlert, type Neighborhood } from '@pcr/contracts';
import { Button, ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText, Translate } from '../../i18n/translate.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import { areaNameOf, savedSearchOf, searchInWords, type SearchWords } from '../../utils/search-in-words.js';
import * as styles from './AlertsManagePage.css.js';

/**
 * The alerts of the address a manage link was sent to: being checked (after an in-app navigation),
 * listed (none is a list too), a link that is not ours, or a check that failed (try again).
 */
export type AlertsManageState =
  | { status: 'checking' }
  | { status: 'invalid' }
  /** A link of ours past its days (decision 0047): it can only have a fresh one sent to the address. */
  | { status: 'expired' }
  | { status: 'unavailable' }
  | { status: 'loaded'; alerts: readonly ManagedAlert[] };

/**
 * How a form the page posted without scripts went (the server sends the page back with it): a change
 * saved, or refused; or a fresh link asked for from an expired one.
 */
export type AlertsManageAnswer = 'saved' | 'refused' | 'renewed';

/** The neighborhoods' names a search's area is told by (its neighborhood's, or its city's). */
export type AreaNames = readonly Pick<Neighborhood, 'id' | 'slug' | 'name' | 'city'>[];

export interface AlertsManagePageProps {
  state: AlertsManageState;
  /** The site's neighborhoods, to name a search's area (none while they load: "the area you chose"). */
  neighborhoods: AreaNames;
  /** The page's own address with its link: without scripts every form posts there. */
  formAction: string;
  /** The answer of a change posted without scripts, shown as the page's notice. */
  answer?: AlertsManageAnswer | undefined;
  /** Makes a change (with scripts): resolves once the alerts shown are the API's answer, rejects when it could not. */
  onChange: (change: AlertChange) => Promise<void>;
}

/** The choices' words; the values are the contract's (the alert form's words). */
const FREQUENCY_TEXTS: Record<AlertFrequency, PlainText> = { instant: 'Instant', daily: 'Daily', weekly: 'Weekly' };

/** A saved search's words in the page's language (the alert e-mails say it the same way). */
const searchWords = (t: Translate): SearchWords => ({
  allHomes: t('All homes for sale'),
  homes: t('Homes for sale'),
  homesIn: (area) => t('Homes in {area}', { area }),
  homesInChosenArea: t('Homes in the area you chose'),
  priceFrom: (price) => t('From {price}', { price }),
  priceUpTo: (price) => t('Up to {price}', { price }),
  minBeds: (count) => t('{count}+ beds', { count }),
  minBaths: (count) => t('{count}+ baths', { count }),
  propertyType: (type) => t(propertyTypeLabels[type]),
});

/** The change in progress: which button was pressed ("{alert} {action}", or "delete-all"). */
type Pending = string | undefined;

/**
 * /alerts/manage: the page every alert e-mail links to (decision 0038). It lists each alert of the
 * address (what it follows, how often, paused or not, confirmed or not) and changes one at a time,
 * or deletes them all after a tick that says so. Every change is a real form posted to the page's
 * own address, so it works without scripts; with them it goes through `onChange` and is said in place.
 */
export function AlertsManagePage({ state, neighborhoods, formAction, answer, onChange }: AlertsManagePageProps) {
  const t = useTranslate();
  const [pending, setPending] = useState<Pending>(undefined);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | undefined>(answer === 'saved' ? 'saved' : answer === 'refused' ? 'failed' : undefined);
  const [focusNotice, setFocusNotice] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // Deleting every alert takes the pressed button away: the focus goes to the notice saying it was done.
  useEffect(() => {
    if (focusNotice && outcome === 'saved') noticeRef.current?.focus();
  }, [focusNotice, outcome]);

  const change = async (event: FormEvent<HTMLFormElement>, key: string, made: AlertChange) => {
    event.preventDefault();
    if (pending) return;
    setPending(key);
    setOutcome(undefined);
    setFocusNotice(false);
    try {
      await onChange(made);
      setOutcome('saved');
      setFocusNotice(made.action === 'delete-all');
    } catch {
      setOutcome('failed');
    } finally {
      setPending(undefined);
    }
  };

  const heading = <h1 className={styles.title}>{t('Manage your alerts')}</h1>;
  let content;
  if (state.status === 'checking') {
    content = (
      <>
        {heading}
        <p className={styles.lead} role="status">
          {t('Checking your link…')}
        </p>
      </>
    );
  } else if (state.status === 'invalid') {
    content = (
      <>
        <h1 className={styles.title}>{t('This link does not work')}</h1>
        <p className={styles.lead}>{t('This link to manage alerts is not valid.')}</p>
        <p className={styles.lead}>{t('Every alert e-mail has a link to this page: please use the one in your latest alert.')}</p>
        <div>
          <ButtonLink href="/" variant="secondary">
            {t('Go to the homepage')}
          </ButtonLink>
        </div>
      </>
    );
  } else if (state.status === 'expired') {
    content = (
      <>
        <h1 className={styles.title}>{t('This link has expired')}</h1>
        <p className={styles.lead}>{t('For your privacy, a link to manage alerts works for {days} days. We can send a new one to the address these alerts go to.', { days: MANAGE_LINK_DAYS })}</p>
        <div role="status" className={styles.noticeRegion}>
          {answer === 'renewed' ? (
            <p className={styles.notice}>
              <Icon name="mail" size={20} className={styles.noticeIcon} />
              {t('A new link is on its way to the address these alerts go to, unless we sent one in the last hour. Please look in that mailbox.')}
            </p>
          ) : null}
        </div>
        {/* A plain form with or without scripts: the answer is a page of its own (post/redirect/get). */}
        <form method="post" action={formAction}>
          <input type="hidden" name="action" value="renew" />
          <Button type="submit" variant={answer === 'renewed' ? 'secondary' : 'primary'}>
            {t('Send me a new link')}
          </Button>
        </form>
      </>
    );
  } else if (state.status === 'unavailable') {
    content = (
      <>
        {heading}
        <ErrorState headingLevel="h2" title={t('We could not check this link')} description={t('Please try again in a moment.')} />
      </>
    );
  } else {
    const { alerts } = state;
    const words = searchWords(t);
    content = (
      <>
        {heading}
        <p className={styles.lead}>{t('These are the e-mail alerts of the address this link was sent to.')}</p>
        <div role="status" className={styles.noticeRegion}>
          {outcome === 'saved' ? (
            <p ref={noticeRef} tabIndex={-1} className={styles.notice}>
              <Icon name="check" size={20} className={styles.noticeIcon} />
              {t('Your changes are saved.')}
            </p>
          ) : null}
        </div>
        {outcome === 'failed' ? <ErrorState headingLevel="h2" title={t('We could not save your change')} description={t('Please try again in a moment.')} /> : null}
        {alerts.length === 0 ? (
          <EmptyState
            headingLevel="h2"
            icon="mail"
            title={t('You have no alerts')}
            description={t('Create one for a search or a home from our list of properties.')}
            action={{ href: '/properties', label: t('View All Properties') }}
          />
        ) : (
          <>
            <section aria-labelledby="alerts-list" className={styles.section}>
              <h2 id="alerts-list" className={styles.sectionTitle}>
                {t('Your alerts')}
              </h2>
              <ul className={styles.list}>
                {alerts.map((alert) => (
                  <AlertItem
                    key={alert.id}
                    alert={alert}
                    topic={alert.subject.kind === 'search' ? searchInWords(savedSearchOf(alert.subject.search), areaNameOf(savedSearchOf(alert.subject.search), neighborhoods), words) : undefined}
                    formAction={formAction}
                    pending={pending}
                    onChange={change}
                  />
                ))}
              </ul>
            </section>
            <DeleteAll formAction={formAction} pending={pending} onChange={change} />
          </>
        )}
      </>
    );
  }

  return (
    <div className={styles.root}>
      <Container className={styles.inner}>{content}</Container>
    </div>
  );
}

type ChangeHandler = (event: FormEvent<HTMLFormElement>, key: string, change: AlertChange) => Promise<void>;

interface AlertItemProps {
  alert: ManagedAlert;
  /** A search's words (a home is told by its title, linked to its page). */
  topic: string | undefined;
  formAction: string;
  pending: Pending;
  onChange: ChangeHandler;
}

/** One alert: what it follows, where it stands, and its two forms (how often; pause or resume). */
function AlertItem({ alert, topic, formAction, pending, onChange }: AlertItemProps) {
  const t = useTranslate();
  const id = useId();
  const topicId = `${id}-topic`;
  const frequencyId = `${id}-frequency`;
  const { subject } = alert;
  const toggle = alert.paused ? 'resume' : 'pause';
  const busy = pending !== undefined;
  const saving = (action: string) => pending === `${alert.id} ${action}`;

  return (
    <li className={styles.alert}>
      <div className={styles.alertHeader}>
        <p className={styles.eyebrow}>{subject.kind === 'search' ? t('Search alert') : t('Home alert')}</p>
        <h3 id={topicId} className={styles.topic}>
          {subject.kind === 'search' ? (
            topic
          ) : (
            <Link href={`/properties/${encodeURIComponent(subject.propertyId)}`} className={styles.topicLink}>
              {subject.title ?? subject.propertyId}
            </Link>
          )}
        </h3>
        <ul className={styles.badges}>
          <li className={alert.paused ? styles.badgeOff : styles.badgeOn}>{alert.paused ? t('Paused') : t('Active')}</li>
          <li className={alert.confirmed ? styles.badgeOn : styles.badgeOff}>{alert.confirmed ? t('Confirmed') : t('Waiting for confirmation')}</li>
        </ul>
        {alert.confirmed ? null : <p className={styles.hint}>{t('Nothing is sent until you confirm it with the link of the e-mail we sent.')}</p>}
      </div>
      <div className={styles.controls}>
        <form
          method="post"
          action={formAction}
          className={styles.frequency}
          onSubmit={(event) => {
            const frequency = new FormData(event.currentTarget).get('frequency');
            const chosen = ALERT_FREQUENCIES.find((value) => value === frequency) ?? alert.frequency;
            void onChange(event, `${alert.id} frequency`, { action: 'frequency', alert: alert.id, frequency: chosen });
          }}
        >
          <input type="hidden" name="action" value="frequency" />
          <input type="hidden" name="alert" value={alert.id} />
          <div className={cx(controls.field, styles.frequencyField)}>
            <label htmlFor={frequencyId} className={controls.label}>
              {t('How often')}
            </label>
            <span className={controls.selectWrap}>
              <select id={frequencyId} name="frequency" defaultValue={alert.frequency} className={cx(controls.control, controls.select)}>
                {ALERT_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {t(FREQUENCY_TEXTS[value])}
                  </option>
                ))}
              </select>
              <SelectChevron />
            </span>
          </div>
          <Button type="submit" variant="secondary" aria-describedby={topicId} aria-disabled={busy || undefined}>
            {saving('frequency') ? t('Saving…') : t('Save')}
          </Button>
        </form>
        <form method="post" action={formAction} onSubmit={(event) => void onChange(event, `${alert.id} ${toggle}`, { action: toggle, alert: alert.id })}>
          <input type="hidden" name="action" value={toggle} />
          <input type="hidden" name="alert" value={alert.id} />
          <Button type="submit" variant="secondary" aria-describedby={topicId} aria-disabled={busy || undefined}>
            {saving(toggle) ? t('Saving…') : alert.paused ? t('Resume') : t('Pause')}
          </Button>
        </form>
      </div>
      {alert.frequency === 'instant' ? null : <p className={styles.hint}>{t('Daily and weekly alerts come around 7 a.m. Pacific time.')}</p>}
    </li>
  );
}

/** One action for every alert, behind a tick the browser asks for before it sends (with or without scripts). */
function DeleteAll({ formAction, pending, onChange }: { formAction: string; pending: Pending; onChange: ChangeHandler }) {
  const t = useTranslate();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.deleteAll}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {t('Delete all my alerts')}
      </h2>
      <p className={styles.hint}>{t('This deletes every alert of this address: no alert e-mail will come again. It cannot be undone.')}</p>
      <form method="post" action={formAction} className={styles.deleteForm} onSubmit={(event) => void onChange(event, 'delete-all', { action: 'delete-all' })}>
        <input type="hidden" name="action" value="delete-all" />
        <label className={styles.confirm}>
          <input type="checkbox" name="confirm" value="yes" required className={styles.checkbox} />
          {t('Yes, delete all my alerts')}
        </label>
        <Button type="submit" variant="secondary" aria-disabled={pending !== undefined || undefined}>
          {pending === 'delete-all' ? t('Deleting…') : t('Delete all my alerts')}
        </Button>
      </form>
    </section>
  );
}
