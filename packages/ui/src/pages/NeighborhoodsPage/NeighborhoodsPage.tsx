import { REGIONS, SKELETON_COUNTS, type Neighborhood, type Region } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { NeighborhoodCard, NeighborhoodCardSkeleton } from '../../components/NeighborhoodCard/NeighborhoodCard.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import { NeighborhoodFilterPanel } from '../../sections/NeighborhoodFilterPanel/NeighborhoodFilterPanel.js';
import * as styles from './NeighborhoodsPage.css.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface NeighborhoodsPageProps {
  neighborhoods: DataState<Neighborhood[]>;
}


/** The page's six skeletons (spec section 4), shared out over the two region groups. */
const SKELETONS_PER_REGION = Math.ceil(SKELETON_COUNTS.neighborhoodsPage / REGIONS.length);

/**
 * /neighborhoods: the display-only filter panel, then the neighborhoods in two groups, Orange County
 * and Los Angeles (by each one's region); every card links to /neighborhoods/{slug}.
 */
export function NeighborhoodsPage({ neighborhoods }: NeighborhoodsPageProps) {
  const t = useTranslate();
  return (
    <>
      <PageHero
        eyebrow={t('Neighborhoods')}
        title={
          <>
            {t('Explore our')} <em>{t('neighborhoods')}</em>
          </>
        }
        description={t('From harbor towns to hillside enclaves: what living in each Orange County and Los Angeles neighborhood is like, and what homes cost there.')}
      />
      <Container className={styles.band}>
        <NeighborhoodFilterPanel />
        {neighborhoods.status === 'loading' ? (
          <div className={styles.groups}>
            {REGIONS.map((region) => (
              <RegionGroup key={region} region={region} state={{ status: 'loading' }} />
            ))}
          </div>
        ) : neighborhoods.status === 'error' ? (
          <ErrorState
            headingLevel="h2"
            title={t("We couldn't load our neighborhoods")}
            description={t('Please try again in a moment, or contact us to talk to a local agent about the area you have in mind.')}
            detail={neighborhoods.message}
            action={{ href: '/contact', label: t('Contact Us') }}
          />
        ) : neighborhoods.data.length === 0 ? (
          <EmptyState
            headingLevel="h2"
            icon="map-pin"
            title={t('Neighborhood guides are on their way')}
            description={t('Please check back soon, or contact us to talk to a local agent about the area you have in mind.')}
            action={{ href: '/contact', label: t('Contact Us') }}
          />
        ) : (
          <div className={styles.groups}>
            {REGIONS.map((region) => {
              const inRegion = neighborhoods.data.filter((n) => n.region === region);
              return inRegion.length > 0 ? <RegionGroup key={region} region={region} state={{ status: 'loaded', data: inRegion }} /> : null;
            })}
          </div>
        )}
      </Container>
    </>
  );
}

/**
 * One region's cards under its heading; while loading, its share of the skeletons (each group is busy and
 * says so). The page shows error and empty itself, so only loading and loaded reach here.
 */
function RegionGroup({ region, state }: { region: Region; state: DataState<Neighborhood[]> }) {
  const t = useTranslate();
  return (
    <CardGridSection
      state={state}
      title={t(region)}
      loadingLabel={t('Loading {region} neighborhoods…', { region: t(region) })}
      skeletonCount={SKELETONS_PER_REGION}
      skeleton={<NeighborhoodCardSkeleton />}
      itemKey={(n) => n.id}
      renderItem={(n) => <NeighborhoodCard neighborhood={n} />}
      empty={{ title: t('No {region} neighborhoods yet', { region: t(region) }), icon: 'map-pin' }}
    />
  );
}
