import { pageTitle, SKELETON_COUNTS, type Property, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../components/Container.js';
import { Link } from '../components/Link.js';
import { PropertyCard, PropertyCardSkeleton } from '../components/PropertyCard.js';
import { Skeleton } from '../components/Skeleton.js';
import { CardGridSection } from '../sections/CardGridSection.js';
import type { DataState } from '../types.js';
import { PageHero } from './PageHero.js';
import * as styles from './TeamPage.css.js';

export interface PropertiesPageProps {
  properties: DataState<Property[]>;
  /**
   * The `?neighborhood=` filter and its display name's request. The slug is never shown as a name:
   * while the name loads it is a placeholder of a name's size, and an unknown slug names nothing.
   */
  neighborhood?: { slug: string; name: DataState<string> };
  identity: Pick<SiteIdentity, 'brand'>;
}

export const propertiesPageDescription = 'Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.';

/** /properties and /properties?neighborhood={slug}: the homes we list, optionally of one neighborhood. */
export function PropertiesPage({ properties, neighborhood, identity }: PropertiesPageProps) {
  const area = neighborhood?.name.status === 'loaded' ? neighborhood.name.data : undefined;
  const areaPending = neighborhood?.name.status === 'loading';
  const areaUnknown = neighborhood?.name.status === 'error';
  return (
    <>
      <title>{pageTitle(area ? `Homes for Sale in ${area}` : 'Homes for Sale', identity.brand)}</title>
      <meta name="description" content={area ? `Homes for sale in ${area} with Pacific Crest Realty: prices, beds, baths and size at a glance.` : propertiesPageDescription} />
      <PageHero
        eyebrow="Properties"
        title={
          area || areaPending ? (
            <>
              Showing homes in <em>{area ?? <Skeleton shape="line" width="9ch" />}</em>
            </>
          ) : (
            <>
              Homes for <em>Sale</em>
            </>
          )
        }
        description={
          area || areaPending ? (
            <>
              Every home we represent in {area ?? 'this neighborhood'}, with its price, size and listing agent. <Link href="/properties">Show all properties</Link>
            </>
          ) : areaUnknown ? (
            <>
              We couldn't find that neighborhood. <Link href="/properties">Show all properties</Link>
            </>
          ) : (
            'Every home we represent, with its price, size and listing agent.'
          )
        }
      />
      <Container className={styles.band}>
        <CardGridSection
          state={properties}
          title={area ? `Available in ${area}` : areaPending ? 'Available in this neighborhood' : 'All properties'}
          loadingLabel="Loading properties…"
          skeletonCount={SKELETON_COUNTS.featuredProperties}
          skeleton={<PropertyCardSkeleton />}
          itemKey={(p) => p.id}
          renderItem={(p, index) => <PropertyCard property={p} priority={index < 3} />}
          error={{ title: "We couldn't load our properties", description: 'Please try again in a moment, or contact us for current listings.', action: { href: '/contact', label: 'Contact Us' } }}
          empty={{
            title: area ? `No homes listed in ${area} right now` : 'No homes listed right now',
            description: 'Please check back soon or contact us to be notified when new listings become available.',
            action: { href: '/contact', label: 'Contact Us' },
          }}
        />
      </Container>
    </>
  );
}
