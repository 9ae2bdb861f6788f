import { formatCount, RESPONSE_PROMISE_HOURS, type SellerMarket } from '@pcr/contracts';
import { ButtonLink } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { Icon } from '../../components/Icon/Icon.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import type { DataState } from '../../utils/data-state.js';
import type { DescribedHome } from '../SellPage/sell-form.js';
import * as styles from './SellThanksPage.css.js';

export interface SellThanksPageProps {
  /** The home as the page's address describes it; none when the address describes no home. */
  home: DescribedHome | undefined;
  /** What the site can back about it: the homes like it, and the buyers looking for one. */
  market: DataState<SellerMarket>;
}

/** Bedrooms within 1 and living area within 20 % of the described home's: the rule the homes below follow (contracts' COMPARABLE_RULES). */
const range = (home: DescribedHome) => ({
  minBeds: Math.max(0, home.beds - 1),
  maxBeds: home.beds + 1,
  minArea: formatCount(Math.ceil(home.area * 0.8)),
  maxArea: formatCount(Math.floor(home.area * 1.2)),
});

/**
 * /sell/thanks (issue 47): after a seller's request. What happens next, then only what the site can
 * back: the homes like theirs it shows, and how many buyers with a confirmed alert look for one
 * (shown from 3 up, never who). The price itself is the agent's analysis, promised within 24 hours.
 */
export function SellThanksPage({ home, market }: SellThanksPageProps) {
  const t = useTranslate();
  const translateText = useTranslateText();
  const loaded = market.status === 'loaded' ? market.data : undefined;
  const shown = loaded?.comparables ?? [];
  return (
    <>
      <PageHero
        eyebrow={t('Request received')}
        title={t('Thank you! Your analysis is on its way')}
        description={t('A local agent is preparing a comparative market analysis (CMA) of your home: the price range they would list it at, and why. You will have it by e-mail within {hours} hours.', {
          hours: RESPONSE_PROMISE_HOURS,
        })}
      />
      <Container band className={styles.stack}>
        {loaded && loaded.buyersLooking !== null ? (
          <div className={styles.buyers}>
            <Icon name="users" size={28} />
            <div className={styles.buyersText}>
              <p className={styles.buyersFigure}>{t('{count} buyers with a confirmed alert on this site are looking for a home like yours', { count: formatCount(loaded.buyersLooking) })}</p>
              <p className={styles.buyersNote}>{t('Counted from the e-mail alerts buyers have confirmed on our site. We never say who they are.')}</p>
            </div>
          </div>
        ) : null}
        <section aria-labelledby="sell-next" className={styles.next}>
          <h2 id="sell-next" className={styles.nextTitle}>
            {t('What happens next')}
          </h2>
          <ol className={styles.nextList}>
            <li>{t('An agent who knows your area looks at your home, the homes like it and recent sales.')}</li>
            <li>{t('Within {hours} hours you get your analysis by e-mail: reply to it or call us with any question.', { hours: RESPONSE_PROMISE_HOURS })}</li>
            <li>{t('You decide what to do with it. There is no obligation.')}</li>
          </ol>
        </section>
      </Container>
      {home && market.status !== 'error' ? (
        <Container band className={styles.divided}>
          <CardGridSection
            state={market.status === 'loaded' ? { status: 'loaded', data: shown } : { status: 'loading' }}
            title={t('Homes like yours on our site')}
            description={t('Homes in {city} with {minBeds} to {maxBeds} bedrooms and {minArea} to {maxArea} sq ft of living space.', {
              city: translateText(loaded?.cityName ?? ''),
              ...range(home),
            })}
            loadingLabel={t('Loading the homes like yours…')}
            skeletonCount={3}
            skeleton={<PropertyCardSkeleton />}
            itemKey={(property) => property.id}
            renderItem={(property) => <PropertyCard property={property} />}
            empty={{
              title: t('No homes like yours are listed in {city} right now', { city: translateText(loaded?.cityName ?? '') }),
              description: t('Your agent’s analysis looks further: recent sales and the homes coming to market.'),
              action: { href: '/properties', label: t('View All Properties') },
            }}
          />
          <MlsDisclaimer attributions={listingAttributions(shown)} />
        </Container>
      ) : (
        <Container band className={styles.divided}>
          <p className={styles.note}>
            {market.status === 'error' && market.message.startsWith('503')
              ? t('We couldn’t load the homes like yours just now. Please reload this page in a minute.')
              : t('This address does not describe a home, so there are no homes like it to show.')}
          </p>
        </Container>
      )}
      <Container band>
        <div className={styles.actions}>
          <ButtonLink href="/properties">{t('Browse homes for sale')}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {t('Back to the home page')}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
