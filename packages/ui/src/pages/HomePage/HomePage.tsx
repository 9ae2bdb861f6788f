import { useId, type ReactNode } from 'react';
import {
  HOME_NEIGHBORHOOD_COUNT,
  MARKETING_FIGURES,
  SKELETON_COUNTS,
  type Agent,
  type Neighborhood,
  type Property,
  type SiteIdentity,
  type Testimonial,
} from '@pcr/contracts';
import { AgentCard, AgentCardSkeleton } from '../../components/AgentCard/AgentCard.js';
import { ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { Link } from '../../components/Link/Link.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { NeighborhoodCard, NeighborhoodCardSkeleton } from '../../components/NeighborhoodCard/NeighborhoodCard.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { TestimonialCard, TestimonialCardSkeleton } from '../../components/TestimonialCard/TestimonialCard.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import * as styles from './HomePage.css.js';

export interface HomePageProps {
  featuredProperties: DataState<Property[]>;
  agents: DataState<Agent[]>;
  testimonials: DataState<Testimonial[]>;
  neighborhoods: DataState<Neighborhood[]>;
  /** The short contact form titled Talk to an Agent (the app passes it with its submit handler). */
  contactForm: ReactNode;
  /** The subscribe form. */
  subscribeForm: ReactNode;
  identity: Pick<SiteIdentity, 'brand'>;
}


const introCards: { href: string; icon: IconName; title: string; text: string }[] = [
  { href: '/properties', icon: 'home', title: 'Find your home', text: 'Browse the homes we represent, from coastal condos to hillside estates.' },
  { href: '/about', icon: 'compass', title: 'Why work with us', text: `${MARKETING_FIGURES.yearsInBusiness} years of local knowledge, honest advice and skilled negotiation.` },
  { href: '/contact', icon: 'mail', title: 'Talk to us', text: 'Tell us what you are looking for. An agent replies within 24 hours.' },
];

const viewAll = (href: string, label: string) => (
  <p className={styles.more}>
    <ButtonLink href={href} variant="secondary">
      {label}
      <Icon name="arrow-right" size={16} />
    </ButtonLink>
  </p>
);

/** / : hero with the short form, intro cards, featured homes (an MLS's disclaimer under them), about, agents, testimonials, neighborhoods, subscribe. */
export function HomePage({ featuredProperties, agents, testimonials, neighborhoods, contactForm, subscribeForm, identity }: HomePageProps) {
  const aboutId = useId();
  const introId = useId();
  const subscribeId = useId();
  return (
    <>

      <section className={styles.hero} aria-label="Welcome">
        <Container className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <h1 className={styles.heroTitle}>
              Find your place on the <em>coast</em>
            </h1>
            <p className={styles.heroLead}>
              Local agents for buyers and sellers across Orange County and Los Angeles, with honest advice and a reply within 24 hours.
            </p>
            <p className={styles.actions}>
              <ButtonLink href="/hot-listings">
                <Icon name="flame" size={18} /> See Hot Listings
              </ButtonLink>
              <ButtonLink href="/cities" variant="secondary">
                <Icon name="map-pin" size={18} /> Explore OC Cities
              </ButtonLink>
            </p>
          </div>
          <div>{contactForm}</div>
        </Container>
      </section>

      <Container className={styles.band}>
        <section aria-labelledby={introId}>
          <VisuallyHidden as="h2" id={introId}>
            How we can help
          </VisuallyHidden>
          <ul className={styles.intro}>
            {introCards.map((card) => (
              <li key={card.href} className={styles.introCard}>
                <span className={styles.introIcon} aria-hidden="true">
                  <Icon name={card.icon} size={20} />
                </span>
                <h3 className={styles.introTitle}>
                  <Link href={card.href}>{card.title}</Link>
                </h3>
                <p className={styles.introText}>{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={featuredProperties}
            eyebrow="Featured"
            title="Hot Listings"
            description="Hand-picked homes our agents are showing this week."
            loadingLabel="Loading featured properties…"
            skeletonCount={SKELETON_COUNTS.featuredProperties}
            skeleton={<PropertyCardSkeleton />}
            itemKey={(p) => p.id}
            renderItem={(p) => <PropertyCard property={p} />}
            error={{ title: "We couldn't load our featured homes", description: 'Please try again in a moment, or browse all properties.', action: { href: '/properties', label: 'View All Properties' } }}
            empty={{ title: 'New listings are coming soon', description: 'Browse all properties or contact us to hear first.', action: { href: '/properties', label: 'View All Properties' } }}
            footer={
              <>
                {viewAll('/properties', 'View All Properties')}
                {featuredProperties.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(featuredProperties.data)} /> : null}
              </>
            }
          />
        </Container>
      </div>

      <Container className={styles.band}>
        <section aria-labelledby={aboutId} className={styles.about}>
          <SectionHeading
            id={aboutId}
            eyebrow={`Since ${MARKETING_FIGURES.founded}`}
            title={
              <>
                Local roots, <em>coastal</em> expertise
              </>
            }
            description={`${identity.brand} is a boutique agency with the reach of a full team: ${MARKETING_FIGURES.professionals} professionals who know Orange County and Los Angeles street by street.`}
          />
          <div>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>Years of experience</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.yearsInBusiness}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>Homes sold</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.homesSold}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>Client satisfaction</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.clientSatisfaction}</dd>
              </div>
            </dl>
            <p className={styles.actions} style={{ marginBlockStart: 24 }}>
              <ButtonLink href="/about" variant="secondary">
                About Us
              </ButtonLink>
            </p>
          </div>
        </section>
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={agents}
            eyebrow="Our Agents"
            title="Meet your local experts"
            loadingLabel="Loading agents…"
            skeletonCount={SKELETON_COUNTS.agents}
            skeleton={<AgentCardSkeleton />}
            itemKey={(a) => a.id}
            limit={SKELETON_COUNTS.agents}
            renderItem={(a) => <AgentCard agent={a} />}
            error={{ title: "We couldn't load our team", description: 'Please try again in a moment.', action: { href: '/team', label: 'Meet the Team' } }}
            empty={{ title: 'Our team directory is being updated', icon: 'users', action: { href: '/contact', label: 'Contact Us' } }}
            footer={viewAll('/team', 'Meet the Whole Team')}
          />
        </Container>
      </div>

      <Container className={styles.band}>
        <CardGridSection
          state={testimonials}
          eyebrow="Client Stories"
          title="What our clients say"
          loadingLabel="Loading testimonials…"
          skeletonCount={SKELETON_COUNTS.testimonials}
          skeleton={<TestimonialCardSkeleton />}
          itemKey={(t) => t.id}
          limit={SKELETON_COUNTS.testimonials}
          renderItem={(t) => <TestimonialCard testimonial={t} />}
          error={{ title: "We couldn't load our testimonials", description: 'Please try again in a moment.' }}
          empty={{ title: 'Testimonials are on their way', icon: 'quote' }}
          footer={viewAll('/testimonials', 'Read All Testimonials')}
        />
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={neighborhoods}
            eyebrow="Neighborhoods"
            title="Explore our neighborhoods"
            loadingLabel="Loading neighborhoods…"
            skeletonCount={SKELETON_COUNTS.homeNeighborhoods}
            skeleton={<NeighborhoodCardSkeleton />}
            itemKey={(n) => n.id}
            limit={HOME_NEIGHBORHOOD_COUNT}
            renderItem={(n) => <NeighborhoodCard neighborhood={n} />}
            error={{ title: "We couldn't load our neighborhoods", description: 'Please try again in a moment.' }}
            empty={{ title: 'Neighborhood guides are on their way', icon: 'map-pin' }}
            footer={viewAll('/neighborhoods', 'View All Neighborhoods')}
          />
        </Container>
      </div>

      <Container className={styles.band}>
        <section aria-labelledby={subscribeId} className={styles.subscribe}>
          <SectionHeading id={subscribeId} eyebrow="Stay Informed" title="Market updates in your inbox" description="New listings, price changes and local market news, a few times a month." />
          {subscribeForm}
        </section>
      </Container>
    </>
  );
}
