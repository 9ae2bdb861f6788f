import { useId } from 'react';
import { BUSINESS_HOURS, RESPONSE_PROMISE_HOURS, type ServiceArea, type SiteIdentity } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import * as styles from './ContactCards.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ContactCardsProps {
  identity: Pick<SiteIdentity, 'phoneDisplay' | 'phoneHref' | 'email'>;
  serviceAreas: readonly ServiceArea[];
  /** Where the full list of areas is on the page (e.g. "#service-areas"). */
  areasHref?: string;
  className?: string;
}

function emailParts(email: string): string[] {
  const at = email.indexOf('@');
  return at > 0 ? [email.slice(0, at + 1), email.slice(at + 1)] : [email];
}

function CardIcon({ name }: { name: IconName }) {
  return (
    <span className={styles.icon}>
      <Icon name={name} size={20} />
    </span>
  );
}

/** Four ways to reach the agency: phone, e-mail, the areas served and the opening hours. */
export function ContactCards({ identity, serviceAreas, areasHref, className }: ContactCardsProps) {
  const headingId = useId();
  const t = useTranslate();
  // The regions' names are names (as the neighborhoods and the search form show them).
  const regions = serviceAreas.map((area) => area.region);
  return (
    <section aria-labelledby={headingId} className={className}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('Contact details')}
      </VisuallyHidden>
      <ul className={styles.grid}>
        <li>
          <article className={styles.card}>
            <CardIcon name="phone" />
            <h3 className={styles.title}>{t('Call us')}</h3>
            <a className={styles.valueLink} href={identity.phoneHref}>
              {identity.phoneDisplay}
            </a>
            <p className={styles.note}>{t('Speak with an agent during office hours.')}</p>
          </article>
        </li>
        <li>
          <article className={styles.card}>
            <CardIcon name="mail" />
            <h3 className={styles.title}>{t('Email us')}</h3>
            <a className={cx(styles.valueLink, styles.emailLink)} href={`mailto:${identity.email}`}>
              {/* A long address wraps after the @ rather than mid-word. */}
              {emailParts(identity.email).map((part, i) => (i === 0 ? part : [<wbr key={i} />, part]))}
            </a>
            <p className={styles.note}>{t('We reply within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS })}</p>
          </article>
        </li>
        <li>
          <article className={styles.card}>
            <CardIcon name="map-pin" />
            <h3 className={styles.title}>{t('Service areas')}</h3>
            <p className={styles.value}>{regions.join(' & ')}</p>
            {areasHref ? (
              <a className={styles.noteLink} href={areasHref}>
                {t('See every area we serve')}
              </a>
            ) : null}
          </article>
        </li>
        <li>
          <article className={styles.card}>
            <CardIcon name="clock" />
            <h3 className={styles.title}>{t('Opening hours')}</h3>
            <dl className={styles.hours}>
              {BUSINESS_HOURS.map((entry) => (
                <div key={entry.days} className={styles.hoursRow}>
                  <dt className={styles.hoursDays}>{t(entry.days)}</dt>
                  <dd className={styles.hoursTime}>{t(entry.hours)}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      </ul>
    </section>
  );
}
