import { useId } from 'react';
import { RESPONSE_PROMISE_HOURS, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { FormNotice } from '../../forms/PlainForm/FormNotice.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { SellCity, SellFormAnswer } from './sell-form.js';
import { SellAddressStep } from './SellAddressStep.js';
import { SellHomeStep } from './SellHomeStep.js';
import * as styles from './SellPage.css.js';

export interface SellPageProps {
  /** The cities the agency serves: the form's choices. */
  cities: readonly SellCity[];
  /** The page's own address: each step posts to it (the route's action answers). */
  action: string;
  /** The server's answer to a posted step: the step to show, what was typed, the messages. None: step 1, empty. */
  answer?: SellFormAnswer | undefined;
  identity: Pick<SiteIdentity, 'brand'>;
}

/**
 * /sell (issue 47): "What's my home worth?" in two steps, the address, then the home and who to send
 * the analysis to. A plain form the server answers step by step (no script needed, none loaded):
 * each step's messages beside its fields, what was typed kept.
 */
export function SellPage({ cities, action, answer, identity }: SellPageProps) {
  const t = useTranslate();
  const headingId = useId();
  const home = answer?.step === 'home' ? answer : undefined;
  return (
    <>
      <PageHero
        eyebrow={t('Sell with us')}
        title={t('What’s my home worth?')}
        description={t('Tell us about your home in two short steps. You’ll see the homes like it on our site at once, and a local agent will send you a comparative market analysis (CMA) within {hours} hours.', {
          hours: RESPONSE_PROMISE_HOURS,
        })}
      />
      <Container className={styles.main}>
        <section aria-labelledby={headingId} className={styles.formPanel}>
          <div>
            <p className={styles.stepLabel}>{home ? t('Step 2 of 2') : t('Step 1 of 2')}</p>
            <h2 id={headingId} className={styles.stepTitle}>
              {home ? t('About your home and you') : t('Where is your home?')}
            </h2>
          </div>
          <FormNotice answer={answer} />
          {home ? (
            <SellHomeStep cities={cities} action={action} answer={home} headingId={headingId} identity={identity} />
          ) : (
            <SellAddressStep cities={cities} action={action} answer={answer} headingId={headingId} />
          )}
        </section>
        <aside aria-labelledby={`${headingId}-how`} className={styles.aside}>
          <h2 id={`${headingId}-how`} className={styles.asideTitle}>
            {t('How it works')}
          </h2>
          <ol className={styles.howList}>
            <li className={styles.howItem}>
              <span>
                <strong className={styles.howTitle}>{t('Tell us about your home')}</strong>
                {t('Its address, size and condition, and when you may sell.')}
              </span>
            </li>
            <li className={styles.howItem}>
              <span>
                <strong className={styles.howTitle}>{t('See homes like yours')}</strong>
                {t('The homes on our site in your city with about as many bedrooms and as much living space.')}
              </span>
            </li>
            <li className={styles.howItem}>
              <span>
                <strong className={styles.howTitle}>{t('Get your agent’s analysis')}</strong>
                {t('A local agent compares recent sales and the homes on the market, and sends you a price range within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS })}
              </span>
            </li>
          </ol>
        </aside>
      </Container>
    </>
  );
}
