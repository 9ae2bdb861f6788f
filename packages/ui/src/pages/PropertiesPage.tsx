import { pageTitle, SKELETON_COUNTS, type Property, type SiteIdentity } from '@pcr/contracts';
import { Container } from '../components/Container.js';
import { Link } from '../components/Link.js';
import { PropertyCard, PropertyCardSkeleton } from '../components/PropertyCard.js';
import { CardGridSection } from '../sections/CardGridSection.js';
import type { DataState } from '../types.js';
import { PageHero } from './PageHero.js';
import * as styles from './TeamPage.css.js';

export interface PropertiesPageProps {
  properties: DataState<Property[]>;
  /** The `?neighborhood=` filter: its display name once known, else the slug. */
  neighborhood?: { slug: string; name?: string };
  identity: Pick<SiteIdentity, 'brand'>;
}

export const propertiesPageDescription = 'Homes for sale with Pacific Crest Realty across Orange County and Los Angeles: prices, beds, baths and size at a glance.';

/** /properties and /properties?neighborhood={slug}: the homes we list, optionally of one neighborhood. */
export function PropertiesPage({ properties, neighborhood, identity }: PropertiesPageProps) {
  const area = neighborhood ? (neighborhood.name ?? neighborhood.slug) : undefined;
  return (
    <>
      <title>{pageTitle(area ? `Homes for Sale in ${area}` : 'Homes for Sale', identity.brand)}</title>
      <meta name="description" content={area ? `Homes for sale in ${area} with Pacific Crest Realty: prices, beds, baths and size at a glance.` : propertiesPageDescription} />
      <PageHero
        eyebrow="Properties"
        title={
          area ? (
            <>
              Showing homes in <em>{area}</em>
            </>
          ) : (
            <>
              Homes for <em>Sale</em>
            </>
          )
        }
        description={
          area ? (
            <>
              Every home we represent in {area}, with its price, size and listing agent. <Link href="/properties">Show all properties</Link>
            </>
          ) : (
            'Every home we represent, with its price, size and listing agent.'
          )
        }
      />
      <Container className={styles.band}>
        <CardGridSection
          state={properties}
          title={area ? `Available in ${area}` : 'All properties'}
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
