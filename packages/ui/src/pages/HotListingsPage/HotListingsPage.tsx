import { errorMessages, listingUrl, SKELETON_COUNTS, type HotListing, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { HotListingCard, HotListingCardSkeleton } from '../../components/HotListingCard/HotListingCard.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './HotListingsPage.css.js';

export interface HotListingsPageProps {
  listings: DataState<HotListing[]>;
  identity: Pick<SiteIdentity, 'brand' | 'listingLinkTemplate'>;
}


/** /hot-listings: listings from the external provider, each linking out to it; an MLS's disclaimer under them. */
export function HotListingsPage({ listings, identity }: HotListingsPageProps) {
  return (
    <>
      <PageHero
        eyebrow="Market Pulse"
        title={
          <>
            Hot <em>Listings</em>
          </>
        }
        description="Homes drawing the most attention this week, with how hot each one is and how long it has been on the market."
      />
      <Container className={styles.band}>
        <CardGridSection
          state={listings}
          title="Trending now"
          loadingLabel="Loading hot listings…"
          skeletonCount={SKELETON_COUNTS.hotListingsPage}
          skeleton={<HotListingCardSkeleton />}
          itemKey={(listing) => listing.id}
          renderItem={(listing, index) => <HotListingCard listing={listing} href={listingUrl(identity, listing.id)} priority={index < 3} />}
          error={{ title: errorMessages.hotListings.title, description: errorMessages.hotListings.description, action: { href: '/contact', label: errorMessages.hotListings.action } }}
          empty={{ title: 'No hot listings right now', description: 'Please check back soon, or contact us to hear about new listings first.', action: { href: '/contact', label: 'Contact Us' } }}
        />
        {listings.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(listings.data)} /> : null}
      </Container>
    </>
  );
}
