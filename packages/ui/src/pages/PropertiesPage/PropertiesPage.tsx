import { propertySearchQueryString, SKELETON_COUNTS, type FieldIssue, type Neighborhood, type Property } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { Link } from '../../components/Link/Link.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { PropertyCard, PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import { PropertySearchFilters, type PropertySearchValues } from '../../sections/PropertySearchFilters/PropertySearchFilters.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as styles from './PropertiesPage.css.js';

export interface PropertiesPageProps {
  properties: DataState<Property[]>;
  /**
   * The `?neighborhood=` (or else `?city=`) the list is narrowed to, and its display name's request.
   * The slug is never shown as a name: while the name loads it is a placeholder of a name's size,
   * and an unknown one names nothing.
   */
  area?: { kind: 'neighborhood' | 'city'; name: DataState<string> };
  /** The search form: what the address says, the filters left out as wrong, the neighborhoods to choose from. */
  search: {
    values: PropertySearchValues;
    issues?: readonly FieldIssue[];
    neighborhoods: DataState<Neighborhood[]>;
    /** With JavaScript: the app moves the address to the form's query string. */
    onSearch?: (query: string) => void;
  };
}

/** Filters beyond the area: with no result, they are what to loosen ("No homes match these filters"). */
const NARROWING = ['minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type'] as const;

/** The count said politely after each search ("3 homes match these filters"); nothing while it loads. */
export function resultCountText(properties: DataState<Property[]>, filtered: boolean): string {
  if (properties.status !== 'loaded') return '';
  const count = properties.data.length;
  const homes = count === 1 ? '1 home' : `${count} homes`;
  if (!filtered) return `${homes} listed`;
  return `${homes} ${count === 1 ? 'matches' : 'match'} these filters`;
}


/** /properties?{search}: the homes we list, all or those matching a search (area, price, beds, baths, type; in an order); an MLS's disclaimer under them. */
export function PropertiesPage({ properties, area: areaFilter, search }: PropertiesPageProps) {
  const area = areaFilter?.name.status === 'loaded' ? areaFilter.name.data : undefined;
  const areaPending = areaFilter?.name.status === 'loading';
  const areaUnknown = areaFilter?.name.status === 'error';
  const kind = areaFilter?.kind ?? 'neighborhood';
  const narrowed = NARROWING.some((key) => search.values[key] !== undefined);
  const filtered = narrowed || areaFilter !== undefined;
  const neighborhoods = search.neighborhoods.status === 'loaded' ? search.neighborhoods.data : [];
  return (
    <>
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
              Every home we represent in {area ?? `this ${kind}`}, with its price, size and listing agent. <Link href="/properties">Show all properties</Link>
            </>
          ) : areaUnknown ? (
            <>
              We couldn't find that {kind}. <Link href="/properties">Show all properties</Link>
            </>
          ) : (
            'Every home we represent, with its price, size and listing agent.'
          )
        }
      />
      <Container className={styles.band}>
        <PropertySearchFilters
          // The fields follow the address: a new search (or Back) remounts them with its values.
          key={`${propertySearchQueryString(search.values)}|${search.neighborhoods.status}|${neighborhoods.length}`}
          values={search.values}
          issues={search.issues}
          neighborhoods={neighborhoods}
          choicesLoading={search.neighborhoods.status === 'loading'}
          onSearch={search.onSearch}
        />
        <p role="status" className={styles.count} data-testid="result-count">
          {resultCountText(properties, filtered)}
        </p>
        <CardGridSection
          state={properties}
          title={area ? `Available in ${area}` : areaPending ? `Available in this ${kind}` : filtered ? 'Matching properties' : 'All properties'}
          loadingLabel="Loading properties…"
          skeletonCount={SKELETON_COUNTS.featuredProperties}
          skeleton={<PropertyCardSkeleton />}
          itemKey={(p) => p.id}
          renderItem={(p, index) => <PropertyCard property={p} priority={index < 3} />}
          error={{ title: "We couldn't load our properties", description: 'Please try again in a moment, or contact us for current listings.', action: { href: '/contact', label: 'Contact Us' } }}
          empty={
            narrowed
              ? { title: 'No homes match these filters', description: 'Try a wider price range or fewer filters, or clear them to see every home.', action: { href: '/properties', label: 'Clear filters' } }
              : {
                  title: area ? `No homes listed in ${area} right now` : 'No homes listed right now',
                  description: 'Please check back soon or contact us to be notified when new listings become available.',
                  action: { href: '/contact', label: 'Contact Us' },
                }
          }
        />
        {properties.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(properties.data)} /> : null}
      </Container>
    </>
  );
}
