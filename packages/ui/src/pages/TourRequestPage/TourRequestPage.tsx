import { useId } from 'react';
import { RESPONSE_PROMISE_HOURS, type Property, type SiteIdentity } from '@pcr/contracts';
import { ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import type { TourFormAnswer } from './tour-form.js';
import { TourRequestForm } from './TourRequestForm.js';
import * as styles from './TourRequestPage.css.js';

export interface TourRequestPageProps {
  property: Property;
  /** The server's clock (ISO): the times the form offers. */
  now: string;
  /** Where the form posts: the page's own address (the route's action answers). */
  action: string;
  /** The server's answer to a posted form that it refused (or could not store). */
  answer?: TourFormAnswer | undefined;
  /** The request is stored: what happens next, instead of the form. */
  sent?: boolean | undefined;
  identity: Pick<SiteIdentity, 'brand'>;
}

/**
 * /properties/{id}/tour (issue 48 §2): a private tour of a home, in person or by video, at up to
 * three times. The page the property page's tour form posts to answers here: its messages beside the
 * fields, or the request sent (a request until the agent confirms it).
 */
export function TourRequestPage({ property, now, action, answer, sent = false, identity }: TourRequestPageProps) {
  const t = useTranslate();
  const headingId = useId();
  const home = `/properties/${property.id}`;
  return (
    <Container className={styles.main}>
      <h1 id={headingId} className={styles.title}>
        {t('Request a tour')}
      </h1>
      <TourHome property={property} linkLabel={t('See the home')} />
      {sent ? (
        <div role="status" className={styles.sent}>
          <h2 className={styles.sentTitle}>
            <Icon name="check" size={24} className={styles.sentIcon} />
            {t('Your request is sent')}
          </h2>
          <p className={styles.sentText}>
            {t('This is a request, not a booking yet. The agent will confirm one of your times or propose another by e-mail, within {hours} hours.', { hours: RESPONSE_PROMISE_HOURS })}
          </p>
          <ButtonLink href={home} variant="secondary">
            {t('Back to the home')}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.panel}>
          <TourRequestForm action={action} now={now} answer={answer} labelledBy={headingId} identity={identity} />
        </div>
      )}
    </Container>
  );
}

export interface TourHomeProps {
  property: Pick<Property, 'id' | 'title' | 'location' | 'imageUrl'>;
  /** The link to the home's page, in the page's words. */
  linkLabel: string;
}

/** The home a tour is of, small: its photo, title and place, and a link to its page (in the page's language). */
export function TourHome({ property, linkLabel }: TourHomeProps) {
  // The MLS's title stays as written: marked English on a page in another language.
  const mlsLang = useLocale() === 'en' ? undefined : 'en';
  return (
    <div className={styles.home}>
      <img className={styles.homePhoto} src={property.imageUrl} alt="" width={132} height={88} loading="lazy" decoding="async" />
      <div className={styles.homeText}>
        <p className={styles.homeTitle} lang={mlsLang}>
          {property.title}
        </p>
        <p className={styles.homeMuted}>{property.location}</p>
        <p className={styles.homeMuted}>
          <Link href={`/properties/${property.id}`}>{linkLabel}</Link>
        </p>
      </div>
    </div>
  );
}
