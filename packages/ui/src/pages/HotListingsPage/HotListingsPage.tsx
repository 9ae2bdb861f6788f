import { errorMessages, listingUrl, SKELETON_COUNTS, type HotListing, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { HotListingCard, HotListingCardSkeleton } from '../../components/HotListingCard/HotListingCard.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface HotListingsPageProps {
  listings: DataState<HotListing[]>;
  identity: Pick<SiteIdentity, 'brand' | 'listingLinkTemplate'>;
}


/** /hot-listings: listings from the external provider, each linking out to it; an MLS's disclaimer under them. */
export function HotListingsPage({ listings, identity }: HotListingsPageProps) {
  const t = useTranslate();
  return (
    <>
      <PageHero
        eyebrow={t('Market Pulse')}
        title={
          <>
            {t('Hot')} <em>{t('Listings')}</em>
          </>
        }
        description={t('Homes drawing the most attention this week, with how hot each one is and how long it has been on the market.')}
      />
      <Container band>
        <CardGridSection
          state={listings}
          title={t('Trending now')}
          loadingLabel={t('Loading hot listings…')}
          skeletonCount={SKELETON_COUNTS.hotListingsPage}
          skeleton={<HotListingCardSkeleton />}
          itemKey={(listing) => listing.id}
          renderItem={(listing, index) => <HotListingCard listing={listing} href={listingUrl(identity, listing.id)} priority={index < 3} />}
          error={{
            title: t(errorMessages.hotListings.title),
            description: t(errorMessages.hotListings.description),
            action: { href: '/contact', label: t(errorMessages.hotListings.action) },
          }}
          empty={{
            title: t('No hot listings right now'),
            description: t('Please check back soon, or contact us to hear about new listings first.'),
            action: { href: '/contact', label: t('Contact Us') },
          }}
        />
        {listings.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(listings.data)} /> : null}
      </Container>
    </>
  );
}
