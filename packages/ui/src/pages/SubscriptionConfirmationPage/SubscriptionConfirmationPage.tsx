import { useState, type FormEvent } from 'react';
import type { SubscriptionConfirmation } from '@pcr/contracts';
import { Button, ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { useTranslate } from '../../i18n/locale-context.js';
import * as styles from '../../theme/recipes/link-page.css.js';

/**
 * Where a subscription stands, as its confirmation link shows it: being checked, waiting for the
 * button, confirmed, a link that is not ours or has expired, or a check that failed (try again).
 */
export type SubscriptionConfirmationState = 'checking' | 'unconfirmed' | 'confirmed' | 'invalid' | 'unavailable';

export interface SubscriptionConfirmationPageProps {
  state: SubscriptionConfirmationState;
  /** What the link confirms, once the API has said: the newsletter (the default) or an alert. */
  kind?: SubscriptionConfirmation['kind'];
  /** The page's own address with its link: without scripts the button's form posts there. */
  formAction: string;
  /** Confirms (with scripts); rejects when it could not. */
  onConfirm: () => Promise<void>;
}

/**
 * /subscribe/confirm: the page the e-mail of a new subscription or alert links to (double opt-in).
 * Opening the link changes nothing (mail scanners open links): the visitor confirms with the button.
 */
export function SubscriptionConfirmationPage({ state, kind = 'subscription', formAction, onConfirm }: SubscriptionConfirmationPageProps) {
  const t = useTranslate();
  const alert = kind === 'alert';
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.root}>
      <Container className={styles.inner}>
        {state === 'checking' ? (
          <>
            <h1 className={styles.title}>{t('Confirm your subscription')}</h1>
            <p className={styles.lead} role="status">
              {t('Checking your link…')}
            </p>
          </>
        ) : state === 'unconfirmed' ? (
          <>
            <h1 className={styles.title}>{alert ? t('Confirm your alert') : t('Confirm your subscription')}</h1>
            <p className={styles.lead}>
              {alert ? t('Confirm that you want e-mail alerts about homes at the address this link was sent to.') : t('Confirm that you want our updates at the address this link was sent to.')}
            </p>
            <form method="post" action={formAction} className={styles.form} onSubmit={(event) => void submit(event)}>
              <Button type="submit" disabled={sending}>
                {sending ? t('Confirming...') : alert ? t('Confirm my alert') : t('Confirm my subscription')}
              </Button>
              {failed ? (
                <ErrorState
                  headingLevel="h2"
                  title={alert ? t('We could not confirm your alert') : t('We could not confirm your subscription')}
                  description={t('Please try again in a moment.')}
                />
              ) : null}
            </form>
          </>
        ) : state === 'confirmed' ? (
          <>
            <h1 className={styles.title}>{alert ? t('Your alert is confirmed') : t('Your subscription is confirmed')}</h1>
            <p className={styles.lead}>
              {alert
                ? t('Thank you. We will e-mail this address when homes match your alert; every alert has links to manage it or stop it.')
                : t('Thank you. We will write to this address about what you chose; every e-mail has a link to unsubscribe.')}
            </p>
            <ButtonLink href="/" variant="secondary">
              {t('Go to the homepage')}
            </ButtonLink>
          </>
        ) : state === 'invalid' ? (
          <>
            <h1 className={styles.title}>{t('This link does not work')}</h1>
            <p className={styles.lead}>{t('This confirmation link is not valid or has expired.')}</p>
            <p className={styles.lead}>{t('A link to confirm a subscription works for 7 days. To subscribe again, use the form on our homepage.')}</p>
            <ButtonLink href="/" variant="secondary">
              {t('Go to the homepage')}
            </ButtonLink>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('Confirm your subscription')}</h1>
            <ErrorState headingLevel="h2" title={t('We could not check this link')} description={t('Please try again in a moment.')} />
          </>
        )}
      </Container>
    </div>
  );
}
