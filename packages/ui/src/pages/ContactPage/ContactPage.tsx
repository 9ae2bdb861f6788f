import { useId, type ReactNode } from 'react';
import { RESPONSE_PROMISE_HOURS, type ContactContent, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { SocialLinks } from '../../components/SocialLinks/SocialLinks.js';
import { ContactCards } from '../../sections/ContactCards/ContactCards.js';
import { ServiceAreas } from '../../sections/ServiceAreas/ServiceAreas.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './ContactPage.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface ContactPageProps {
  contact: ContactContent;
  identity: Pick<SiteIdentity, 'brand' | 'phoneDisplay' | 'phoneHref' | 'email' | 'social'>;
  /**
   * The full contact form (the app passes it wired to the API). As a function it receives the id
   * of the panel's heading, so the form can be named by it (`aria-labelledby`).
   */
  form: ReactNode | ((slot: { headingId: string }) => ReactNode);
}


/** The id of the service areas section, the target of the "Service areas" card. */
export const SERVICE_AREAS_ID = 'service-areas';

/** /contact: contact cards, the full message form, the areas we serve and social links. */
export function ContactPage({ contact, identity, form }: ContactPageProps) {
  const formHeadingId = useId();
  const t = useTranslate();
  const socialHeadingId = useId();
  return (
    <>

      <PageHero
        eyebrow={t('Contact Us')}
        title={
          <>
            {t('Let’s')} <em>{t('Talk')}</em>
          </>
        }
        description={t('Buying, selling or simply curious about the market? Call, write or send us a message: a local agent will reply within {hours} hours.', {
          hours: RESPONSE_PROMISE_HOURS,
        })}
      />

      <Container className={styles.cards}>
        <ContactCards identity={identity} serviceAreas={contact.serviceAreas} areasHref={`#${SERVICE_AREAS_ID}`} />
      </Container>

      <Container className={styles.main}>
        <section aria-labelledby={formHeadingId} className={styles.formPanel}>
          <SectionHeading
            id={formHeadingId}
            eyebrow={t('Send a message')}
            title={t('How can we help?')}
            description={t('Tell us a little about your plans. The more we know, the more useful our first reply will be.')}
          />
          {typeof form === 'function' ? form({ headingId: formHeadingId }) : form}
        </section>

        <div className={styles.aside}>
          <ServiceAreas id={SERVICE_AREAS_ID} serviceAreas={contact.serviceAreas} />
          <section aria-labelledby={socialHeadingId} className={styles.social}>
            <h2 id={socialHeadingId} className={styles.socialTitle}>
              {t('Follow Us')}
            </h2>
            <p className={styles.socialText}>{t('New listings, market updates and neighborhood stories from our agents.')}</p>
            <SocialLinks owner={identity.brand} profiles={identity.social} />
          </section>
        </div>
      </Container>
    </>
  );
}
