import type { ReactNode } from 'react';
import { activeFilterCount, PROPERTY_FILTER_KEYS, propertySearchQueryString, SKELETON_COUNTS, type FieldIssue, type Neighborhood, type Property } from '@pcr/contracts';
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
import { useTranslate } from '../../i18n/locale-context.js';
import type { Translate } from '../../i18n/translate.js';
import { SearchFiltersSheetIsland } from '../../islands.js';

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
    /** Where a page drawn in the browser alone (a story) takes a search; the site's pages send it as a plain GET. */
    onSearch?: (query: string) => void;
  };
  /** E-mail alerts about this search, under the list (the app passes the form with its submit handler). */
  alertForm?: ReactNode;
}

/** Filters beyond the area: with no result, they are what to loosen ("No homes match these filters"). */
const NARROWING = PROPERTY_FILTER_KEYS.filter((key) => key !== 'neighborhood' && key !== 'city');

/** Of a neighborhood, what the search form's choices show (an island's props carry no more). */
const searchChoice = ({ id, slug, name, region, city }: Neighborhood) => ({ id, slug, name, region, city });

/** The count said politely after each search ("3 homes match these filters"); nothing while it loads. */
export function resultCountText(properties: DataState<Property[]>, filtered: boolean, t: Translate): string {
  if (properties.status !== 'loaded') return '';
  const count = properties.data.length;
  if (!filtered) return count === 1 ? t('1 home listed') : t('{count} homes listed', { count });
  return count === 1 ? t('1 home matches these filters') : t('{count} homes match these filters', { count });
}


/** /properties?{search}: the homes we list, all or those matching a search (area, price, beds, baths, type; in an order); an MLS's disclaimer under them, then the search's e-mail alerts. */
export function PropertiesPage({ properties, area: areaFilter, search, alertForm }: PropertiesPageProps) {
  const t = useTranslate();
  const area = areaFilter?.name.status === 'loaded' ? areaFilter.name.data : undefined;
  const areaPending = areaFilter?.name.status === 'loading';
  const areaUnknown = areaFilter?.name.status === 'error';
  const kind = areaFilter?.kind ?? 'neighborhood';
  const narrowed = NARROWING.some((key) => search.values[key] !== undefined);
  const filtered = narrowed || areaFilter !== undefined;
  const neighborhoods = search.neighborhoods.status === 'loaded' ? search.neighborhoods.data : [];
  // One form, drawn inline (tablets up, or scripts off) and in the phones' sheet.
  // The fields follow the address: a new search (or Back) remounts them with its values.
  const filtersKey = `${propertySearchQueryString(search.values)}|${search.neighborhoods.status}|${neighborhoods.length}`;
  return (
    <>
      <PageHero
        eyebrow={t('Properties')}
        title={
          area || areaPending ? (
            <>
              {/* One text node with its space: the words stay put when the name arrives (a lone space node moves, a layout shift). */}
              {`${t('Showing homes in')} `}
              <em>{area ?? <Skeleton shape="line" width="9ch" />}</em>
            </>
          ) : (
            <>
              {t('Homes for')} <em>{t('Sale')}</em>
            </>
          )
        }
        description={
          area || areaPending ? (
            <>
              {area
                ? t('Every home we represent in {area}, with its price, size and listing agent.', { area })
                : kind === 'city'
                  ? t('Every home we represent in this city, with its price, size and listing agent.')
                  : t('Every home we represent in this neighborhood, with its price, size and listing agent.')}{' '}
              <Link href="/properties">{t('Show all properties')}</Link>
            </>
          ) : areaUnknown ? (
            <>
              {kind === 'city' ? t("We couldn't find that city.") : t("We couldn't find that neighborhood.")} <Link href="/properties">{t('Show all properties')}</Link>
            </>
          ) : (
            t('Every home we represent, with its price, size and listing agent.')
          )
        }
      />
      <Container className={styles.band}>
        <div className={styles.inlineFilters}>
          <PropertySearchFilters
            key={filtersKey}
            values={search.values}
            issues={search.issues}
            neighborhoods={neighborhoods}
            choicesLoading={search.neighborhoods.status === 'loading'}
            onSearch={search.onSearch}
            headingLevel="h2"
          />
        </div>
        {/* Results first on a phone: the count, then the cards, with the filters a tap away. */}
        <div className={styles.resultsBar}>
          <p role="status" className={styles.count} data-testid="result-count">
            {resultCountText(properties, filtered, t)}
          </p>
          <SearchFiltersSheetIsland
            key={filtersKey}
            activeCount={activeFilterCount(search.values, search.issues)}
            className={styles.sheetButton}
            filters={{ values: search.values, issues: search.issues ?? [], neighborhoods: neighborhoods.map(searchChoice), choicesLoading: search.neighborhoods.status === 'loading' }}
            {...(search.onSearch ? { onSearch: search.onSearch } : {})}
          />
        </div>
        <CardGridSection
          state={properties}
          title={
            area
              ? t('Available in {area}', { area })
              : areaPending
                ? kind === 'city'
                  ? t('Available in this city')
                  : t('Available in this neighborhood')
                : filtered
                  ? t('Matching properties')
                  : t('All properties')
          }
          loadingLabel={t('Loading properties…')}
          skeletonCount={SKELETON_COUNTS.featuredProperties}
          skeleton={<PropertyCardSkeleton />}
          itemKey={(p) => p.id}
          renderItem={(p, index) => <PropertyCard property={p} priority={index < 3} />}
          error={{
            title: t("We couldn't load our properties"),
            description: t('Please try again in a moment, or contact us for current listings.'),
            action: { href: '/contact', label: t('Contact Us') },
          }}
          empty={
            narrowed
              ? {
                  title: t('No homes match these filters'),
                  description: t('Try a wider price range or fewer filters, or clear them to see every home.'),
                  action: { href: '/properties', label: t('Clear filters') },
                }
              : {
                  title: area ? t('No homes listed in {area} right now', { area }) : t('No homes listed right now'),
                  description: t('Please check back soon or contact us to be notified when new listings become available.'),
                  action: { href: '/contact', label: t('Contact Us') },
                }
          }
        />
        {properties.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(properties.data)} /> : null}
        {/* Under the list, so on a phone the homes still come first. */}
        {alertForm ? <div className={styles.alert}>{alertForm}</div> : null}
      </Container>
    </>
  );
}
