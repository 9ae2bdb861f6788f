import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { useTranslate } from '../../i18n/locale-context.js';
import * as styles from '../../theme/recipes/link-page.css.js';

/** What the link stops: its alert (decision 0038), or every e-mail to the address (decision 0016). */
export type UnsubscribeScope = 'alert' | 'address';

/**
 * Where an unsubscribe link stands: being checked (after an in-app navigation), waiting for the
 * button, done, a link that is not ours, or a check that failed (try again).
 */
export type UnsubscribePageState =
  | { status: 'checking' }
  | { status: 'confirm'; scope: UnsubscribeScope }
  | { status: 'done'; scope: UnsubscribeScope }
  | { status: 'invalid' }
  | { status: 'unavailable' };

export interface UnsubscribePageProps {
  state: UnsubscribePageState;
  /** The page's own address with its link: without scripts the button's form posts there. */
  formAction: string;
  /** Stops (with scripts); rejects when it could not. */
  onStop: () => Promise<void>;
}

/**
 * /unsubscribe: the page of the unsubscribe link every lead e-mail carries. Opening the link changes
 * nothing (mail scanners open links): the button stops, in a form that posts to the page itself
 * without scripts (the one-click POST of RFC 8058 is the API's, for mail clients).
 */
export function UnsubscribePage({ state, formAction, onStop }: UnsubscribePageProps) {
  const t = useTranslate();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onStop();
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  let content;
  if (state.status === 'confirm') {
    const alert = state.scope === 'alert';
    const action = alert ? t('Stop this alert') : t('Unsubscribe');
    content = (
      <>
        <h1 className={styles.title}>{action}</h1>
        <p className={styles.lead}>{alert ? t('Stop this alert? You will get no more e-mails about this search or home.') : t('Stop all e-mails from us to the address of this subscription?')}</p>
        <form method="post" action={formAction} className={styles.form} onSubmit={(event) => void submit(event)}>
          {/* What a mail client's one-click POST sends (RFC 8058); the signed link in the address is what counts. */}
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit" aria-disabled={sending || undefined}>
            {sending ? t('Stopping…') : action}
          </Button>
          {failed ? <ErrorState headingLevel="h2" title={t('Something went wrong')} description={t('Please try again in a moment.')} /> : null}
        </form>
      </>
    );
  } else if (state.status === 'done') {
    const alert = state.scope === 'alert';
    content = (
      <>
        <h1 className={styles.title}>{alert ? t('Alert stopped') : t('Unsubscribed')}</h1>
        <p className={styles.lead} role="status">
          {alert ? t('This alert is stopped: it will send no more e-mails.') : t('You are unsubscribed: we will not e-mail this address again unless you subscribe again.')}
        </p>
        <ButtonLink href="/" variant="secondary">
          {t('Go to the homepage')}
        </ButtonLink>
      </>
    );
  } else if (state.status === 'invalid') {
    content = (
      <>
        <h1 className={styles.title}>{t('This link does not work')}</h1>
        <p className={styles.lead}>{t('This unsubscribe link is not valid.')}</p>
        <ButtonLink href="/" variant="secondary">
          {t('Go to the homepage')}
        </ButtonLink>
      </>
    );
  } else {
    content = (
      <>
        <h1 className={styles.title}>{t('Unsubscribe')}</h1>
        {state.status === 'checking' ? (
          <p className={styles.lead} role="status">
            {t('Checking your link…')}
          </p>
        ) : (
          <ErrorState headingLevel="h2" title={t('We could not check this link')} description={t('Please try again in a moment.')} />
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
