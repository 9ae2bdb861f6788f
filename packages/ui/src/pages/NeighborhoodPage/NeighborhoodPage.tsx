import type { ReactNode } from 'react';
import { type Neighborhood, type Property } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { Container } from '../../components/Container/Container.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import type { DataState } from '../../utils/data-state.js';
import { NearbyNeighborhoods } from '../../sections/NearbyNeighborhoods/NearbyNeighborhoods.js';
import { NeighborhoodAreaProperties } from '../../sections/NeighborhoodAreaProperties/NeighborhoodAreaProperties.js';
import { NEIGHBORHOOD_HERO_HEIGHT_PX, NeighborhoodHero } from '../../sections/NeighborhoodHero/NeighborhoodHero.js';
import { NeighborhoodHighlights } from '../../sections/NeighborhoodHighlights/NeighborhoodHighlights.js';
import { NeighborhoodMarketTrends } from '../../sections/NeighborhoodMarketTrends/NeighborhoodMarketTrends.js';
import { NeighborhoodNotFound } from './NeighborhoodNotFound.js';
import * as styles from './NeighborhoodPage.css.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { Translate } from '../../i18n/translate.js';


export interface NeighborhoodPageProps {
  /** An error (failed request or unknown neighborhood) shows Neighborhood Not Found (spec section 2). */
  neighborhood: DataState<Neighborhood>;
  /** The neighborhood's homes (requested once the neighborhood has loaded); at most four are shown. */
  areaProperties: DataState<Property[]>;
  /** The short contact form (the app passes it with its submit handler; see `neighborhoodContactHeading`). */
  contactForm: ReactNode;
}

/** The heading of the contact form on a neighborhood page: "Interested in Irvine?" (in the page's language, by `t`). */
export function neighborhoodContactHeading(name: string, t: Translate): string {
  return t('Interested in {name}?', { name });
}

/**
 * /neighborhoods/{id-or-slug}: breadcrumb, hero, the housing, lifestyle, education and transportation
 * lists, market trends, up to four homes in the area with a link to all of them, the contact form,
 * and nearby neighborhoods.
 */
export function NeighborhoodPage({ neighborhood, areaProperties, contactForm }: NeighborhoodPageProps) {
  if (neighborhood.status === 'loading') return <NeighborhoodPageSkeleton />;
  if (neighborhood.status === 'error') return <NeighborhoodNotFound />;
  const hood = neighborhood.data;
  return <LoadedNeighborhood hood={hood} areaProperties={areaProperties} contactForm={contactForm} />;
}

function LoadedNeighborhood({ hood, areaProperties, contactForm }: { hood: Neighborhood } & Omit<NeighborhoodPageProps, 'neighborhood'>) {
  const t = useTranslate();
  return (
    <>
      <Container className={styles.crumbs}>
        <Breadcrumbs className={styles.crumbsLine} items={[{ label: t('Home'), href: '/' }, { label: t('Neighborhoods'), href: '/neighborhoods' }, { label: hood.name }]} />
      </Container>
      <NeighborhoodHero neighborhood={hood} />
      <Container>
        <div className={styles.layout}>
          <div className={styles.main}>
            <NeighborhoodHighlights neighborhood={hood} />
            <NeighborhoodMarketTrends neighborhood={hood} />
            <NeighborhoodAreaProperties neighborhood={hood} properties={areaProperties} />
          </div>
          <div className={styles.aside}>{contactForm}</div>
        </div>
      </Container>
      {hood.nearbyNeighborhoods.length > 0 ? (
        <div className={styles.tinted}>
          <Container className={styles.band}>
            <NearbyNeighborhoods neighborhoods={hood.nearbyNeighborhoods} near={hood.name} />
          </Container>
        </div>
      ) : null}
    </>
  );
}

/** The loaded page's frame (crumbs, hero, the lists beside the form), so nothing moves when it arrives. */
function NeighborhoodPageSkeleton() {
  const t = useTranslate();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('Loading neighborhood…')}</VisuallyHidden>
      <div aria-hidden="true" data-testid="neighborhood-page-skeleton">
        <Container className={styles.crumbs}>
          <div className={styles.crumbsLine}>
            <Skeleton width={240} />
          </div>
        </Container>
        <Skeleton shape="block" width="100%" height={NEIGHBORHOOD_HERO_HEIGHT_PX} style={{ borderRadius: 0 }} />
        <Container>
          <div className={styles.layout}>
            <div className={styles.main}>
              <div className={styles.skeletonHeading}>
                <Skeleton width={160} height={16} />
                <Skeleton width="55%" height={48} />
                <Skeleton width={120} height={14} style={{ marginTop: 12 }} />
                <Skeleton shape="block" width="70%" height={34} style={{ borderRadius: 999 }} />
              </div>
              <div className={styles.skeletonGrid}>
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} shape="block" width="100%" height={320} />
                ))}
              </div>
            </div>
            <div className={styles.aside}>
              <Skeleton shape="block" width="100%" height={690} style={{ borderRadius: 24 }} />
            </div>
          </div>
        </Container>
      </div>
    </div>
  );
}
