import { useId, type ReactNode } from 'react';
import { RESPONSE_PROMISE_HOURS, type Agent, type Property, type Testimonial } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { Container } from '../../components/Container/Container.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { TestimonialCard } from '../../components/TestimonialCard/TestimonialCard.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import { FounderProfile, FounderProfileSkeleton } from '../../sections/FounderProfile/FounderProfile.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import type { Translate } from '../../i18n/translate.js';
import type { DataState } from '../../utils/data-state.js';
import { agentPageJsonLd } from '../../utils/structured-data/person.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import { firstName } from '../../utils/tel.js';
import { AgentNotFound } from './AgentNotFound.js';
import * as styles from './AgentPage.css.js';

export interface AgentPageProps {
  agent: DataState<Agent>;
  /** The homes the agent lists: the agency's own, bundled or from the MLS copy. */
  listings: DataState<Property[]>;
  /** What clients who worked with the agent say (the testimonials that name them); none: no section. */
  testimonials: DataState<Testimonial[]>;
  /** The short contact form, sent from this page so it reaches this agent (the app passes it; see `agentContactTexts`). */
  contactForm: ReactNode;
}

/** The contact form's heading and promise on an agent's page: "Write to Daniel", in the page's language. */
export function agentContactTexts(agent: Pick<Agent, 'name'> | undefined, t: Translate): { heading: string; description: string } {
  const name = agent ? firstName(agent.name) : '';
  return {
    heading: t('Write to {name}', { name }),
    description: t('Leave your details and {name} will reply within {hours} hours.', { name, hours: RESPONSE_PROMISE_HOURS }),
  };
}

/** How many card skeletons stand for the agent's homes while they load. */
const LISTING_SKELETONS = 3;

/**
 * /team/{slug} (issue 47): one agent, given a page of their own. Their profile (portrait, title,
 * DRE license number, languages, bio, phone and e-mail), the homes they list, what their clients
 * say, a contact form that reaches them (the server routes a lead sent from this page to this
 * agent), and the agent as a RealEstateAgent of the agency in the page's structured data.
 */
export function AgentPage({ agent, listings, testimonials, contactForm }: AgentPageProps) {
  const t = useTranslate();
  const locale = useLocale();
  const absoluteUrl = useAbsoluteUrl();
  const reviewsHeadingId = useId();
  if (agent.status === 'loading') {
    return (
      <Container band>
        <FounderProfileSkeleton />
      </Container>
    );
  }
  if (agent.status === 'error') return <AgentNotFound />;
  const person = agent.data;
  const name = firstName(person.name);
  const shown = listings.status === 'loaded' ? listings.data : [];
  return (
    <>
      <JsonLd data={agentPageJsonLd(person, absoluteUrl, locale)} />
      <Container band>
        <Breadcrumbs className={styles.crumbs} items={[{ label: t('Home'), href: '/' }, { label: t('Our Team'), href: '/team' }, { label: person.name }]} />
        <FounderProfile founder={person} headingLevel="h1" />
      </Container>
      <Container band className={styles.divided}>
        <CardGridSection
          state={listings}
          title={t('Homes listed by {name}', { name })}
          loadingLabel={t('Loading the homes {name} lists…', { name })}
          skeletonCount={LISTING_SKELETONS}
          skeleton={<PropertyCardSkeleton />}
          itemKey={(home) => home.id}
          renderItem={(home) => <PropertyCard property={home} />}
          error={{
            title: t('We couldn’t load the homes {name} lists', { name }),
            description: t('Please try again in a moment, or browse all properties.'),
            action: { href: '/properties', label: t('View All Properties') },
          }}
          empty={{
            title: t('{name} has no homes listed right now', { name }),
            description: t('Ask {name} about the homes coming to market, or browse all properties.', { name }),
            action: { href: '/properties', label: t('View All Properties') },
          }}
        />
        <MlsDisclaimer attributions={listingAttributions(shown)} />
      </Container>
      <Container className={`${styles.divided} ${testimonials.status === 'loaded' && testimonials.data.length > 0 ? styles.contactBand : styles.contactAlone}`}>
        {testimonials.status === 'loaded' && testimonials.data.length > 0 ? (
          <section className={styles.reviews} aria-labelledby={reviewsHeadingId}>
            <SectionHeading id={reviewsHeadingId} title={t('What clients say about {name}', { name })} />
            <ul className={styles.reviewList}>
              {testimonials.data.map((review) => (
                <li key={review.id}>
                  <TestimonialCard testimonial={review} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className={styles.aside}>{contactForm}</div>
      </Container>
    </>
  );
}
