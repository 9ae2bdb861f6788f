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
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText, Translate } from '../../i18n/translate.js';
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


const introCards: { href: string; icon: IconName; title: PlainText; text: (t: Translate) => string }[] = [
  { href: '/properties', icon: 'home', title: 'Find your home', text: (t) => t('Browse the homes we represent, from coastal condos to hillside estates.') },
  { href: '/sell', icon: 'ruler', title: 'What’s my home worth?', text: (t) => t('See the homes like yours at once, and get a local agent’s market analysis within 24 hours.') },
  {
    href: '/about',
    icon: 'compass',
    title: 'Why work with us',
    text: (t) => t('{years} years of local knowledge, honest advice and skilled negotiation.', { years: MARKETING_FIGURES.yearsInBusiness }),
  },
  { href: '/contact', icon: 'mail', title: 'Talk to us', text: (t) => t('Tell us what you are looking for. An agent replies within 24 hours.') },
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
  const t = useTranslate();
  return (
    <>

      <section className={styles.hero} aria-label={t('Welcome')}>
        <Container className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <h1 className={styles.heroTitle}>
              {t('Find your place on the ')}
              <em>{t('coast')}</em>
            </h1>
            <p className={styles.heroLead}>
              {t('Local agents for buyers and sellers across Orange County and Los Angeles, with honest advice and a reply within 24 hours.')}
            </p>
            <p className={styles.actions}>
              <ButtonLink href="/hot-listings">
                <Icon name="flame" size={18} /> {t('See Hot Listings')}
              </ButtonLink>
              <ButtonLink href="/cities" variant="secondary">
                <Icon name="map-pin" size={18} /> {t('Explore OC Cities')}
              </ButtonLink>
            </p>
          </div>
          <div>{contactForm}</div>
        </Container>
      </section>

      <Container className={styles.band}>
        <section aria-labelledby={introId}>
          <VisuallyHidden as="h2" id={introId}>
            {t('How we can help')}
          </VisuallyHidden>
          <ul className={styles.intro}>
            {introCards.map((card) => (
              <li key={card.href} className={styles.introCard}>
                <span className={styles.introIcon} aria-hidden="true">
                  <Icon name={card.icon} size={20} />
                </span>
                <h3 className={styles.introTitle}>
                  <Link href={card.href}>{t(card.title)}</Link>
                </h3>
                <p className={styles.introText}>{card.text(t)}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={featuredProperties}
            eyebrow={t('Featured')}
            title={t('Hot Listings')}
            description={t('Hand-picked homes our agents are showing this week.')}
            loadingLabel={t('Loading featured properties…')}
            skeletonCount={SKELETON_COUNTS.featuredProperties}
            skeleton={<PropertyCardSkeleton />}
            itemKey={(p) => p.id}
            renderItem={(p) => <PropertyCard property={p} />}
            error={{
              title: t("We couldn't load our featured homes"),
              description: t('Please try again in a moment, or browse all properties.'),
              action: { href: '/properties', label: t('View All Properties') },
            }}
            empty={{
              title: t('New listings are coming soon'),
              description: t('Browse all properties or contact us to hear first.'),
              action: { href: '/properties', label: t('View All Properties') },
            }}
            footer={
              <>
                {viewAll('/properties', t('View All Properties'))}
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
            eyebrow={t('Since {year}', { year: MARKETING_FIGURES.founded })}
            title={
              <>
                {t('Local roots, ')}
                <em>{t('coastal')}</em>
                {t(' expertise')}
              </>
            }
            description={t('{brand} is a boutique agency with the reach of a full team: {count} professionals who know Orange County and Los Angeles street by street.', {
              brand: identity.brand,
              count: MARKETING_FIGURES.professionals,
            })}
          />
          <div>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>{t('Years of experience')}</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.yearsInBusiness}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>{t('Homes sold')}</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.homesSold}</dd>
              </div>
              <div className={styles.stat}>
                <dt className={styles.statLabel}>{t('Client satisfaction')}</dt>
                <dd className={styles.statValue}>{MARKETING_FIGURES.clientSatisfaction}</dd>
              </div>
            </dl>
            <p className={styles.actions} style={{ marginBlockStart: 24 }}>
              <ButtonLink href="/about" variant="secondary">
                {t('About Us')}
              </ButtonLink>
            </p>
          </div>
        </section>
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={agents}
            eyebrow={t('Our Agents')}
            title={t('Meet your local experts')}
            loadingLabel={t('Loading agents…')}
            skeletonCount={SKELETON_COUNTS.agents}
            skeleton={<AgentCardSkeleton />}
            itemKey={(a) => a.id}
            limit={SKELETON_COUNTS.agents}
            renderItem={(a) => <AgentCard agent={a} />}
            error={{ title: t("We couldn't load our team"), description: t('Please try again in a moment.'), action: { href: '/team', label: t('Meet the Team') } }}
            empty={{ title: t('Our team directory is being updated'), icon: 'users', action: { href: '/contact', label: t('Contact Us') } }}
            footer={viewAll('/team', t('Meet the Whole Team'))}
          />
        </Container>
      </div>

      <Container className={styles.band}>
        <CardGridSection
          state={testimonials}
          eyebrow={t('Client Stories')}
          title={t('What our clients say')}
          loadingLabel={t('Loading testimonials…')}
          skeletonCount={SKELETON_COUNTS.testimonials}
          skeleton={<TestimonialCardSkeleton />}
          itemKey={(testimonial) => testimonial.id}
          limit={SKELETON_COUNTS.testimonials}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          error={{ title: t("We couldn't load our testimonials"), description: t('Please try again in a moment.') }}
          empty={{ title: t('Testimonials are on their way'), icon: 'quote' }}
          footer={viewAll('/testimonials', t('Read All Testimonials'))}
        />
      </Container>

      <div className={styles.tinted}>
        <Container className={styles.band}>
          <CardGridSection
            state={neighborhoods}
            eyebrow={t('Neighborhoods')}
            title={t('Explore our neighborhoods')}
            loadingLabel={t('Loading neighborhoods…')}
            skeletonCount={SKELETON_COUNTS.homeNeighborhoods}
            skeleton={<NeighborhoodCardSkeleton />}
            itemKey={(n) => n.id}
            limit={HOME_NEIGHBORHOOD_COUNT}
            renderItem={(n) => <NeighborhoodCard neighborhood={n} />}
            error={{ title: t("We couldn't load our neighborhoods"), description: t('Please try again in a moment.') }}
            empty={{ title: t('Neighborhood guides are on their way'), icon: 'map-pin' }}
            footer={viewAll('/neighborhoods', t('View All Neighborhoods'))}
          />
        </Container>
      </div>

      <Container className={styles.band}>
        <section aria-labelledby={subscribeId} className={styles.subscribe}>
          <SectionHeading
            id={subscribeId}
            eyebrow={t('Stay Informed')}
            title={t('Market updates in your inbox')}
            description={t('New listings, price changes and local market news, a few times a month.')}
          />
          {subscribeForm}
        </section>
      </Container>
    </>
  );
}
