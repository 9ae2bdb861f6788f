import { CITY_HERO_HEIGHT_PX, type CityDetail } from '@pcr/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.js';
import { Container } from '../../components/Container/Container.js';
import { JsonLd } from '../../components/JsonLd/JsonLd.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import type { DataState } from '../../utils/data-state.js';
import { CityAbout } from '../../sections/CityAbout/CityAbout.js';
import { CityHero } from '../../sections/CityHero/CityHero.js';
import { CityNotFound } from './CityNotFound.js';
import { CitySidebar } from '../../sections/CitySidebar/CitySidebar.js';
import { CityStatTiles } from '../../sections/CityStatTiles/CityStatTiles.js';
import * as styles from './CityPage.css.js';
import type { CityTabsCity } from '../../sections/CityTabs/CityTabs.js';
import { CityFaqIsland as CityFaq, CityTabsIsland as CityTabs } from '../../islands.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import { faqPageJsonLd } from '../../utils/structured-data/faq.js';



export interface CityPageProps {
  /** An error (failed request or unknown city) shows City Not Found (spec section 2). */
  city: DataState<CityDetail>;
}

/** Of a city, what its tabs show (an island's props carry no more). */
const tabsCity = (city: CityDetail): CityTabsCity => ({
  lang: city.lang,
  name: city.name,
  realEstateMarket: city.realEstateMarket,
  yearBuiltMedian: city.yearBuiltMedian,
  walkScore: city.walkScore,
  crimeIndex: city.crimeIndex,
  schoolRatingAvg: city.schoolRatingAvg,
  schools: city.schools,
  attractions: city.attractions,
  parks: city.parks,
  beaches: city.beaches,
  restaurants: city.restaurants,
  shopping: city.shopping,
  walkableAreas: city.walkableAreas,
});

/** /cities/{slug}: the city guide. */
export function CityPage({ city }: CityPageProps) {
  const t = useTranslate();
  const locale = useLocale();
  if (city.status === 'loading') return <CityPageSkeleton />;
  if (city.status === 'error') return <CityNotFound />;
  const detail = city.data;
  return (
    <>
      <Container className={styles.crumbs}>
        <Breadcrumbs items={[{ label: t('Home'), href: '/' }, { label: t('Cities'), href: '/cities' }, { label: detail.name }]} />
      </Container>
      <CityHero name={detail.name} description={detail.description} lang={detail.lang} imageUrl={detail.imageUrl} />
      <Container>
        <CityStatTiles city={detail} className={styles.tiles} />
        <div className={styles.layout}>
          <div className={styles.main}>
            <CityAbout city={detail} />
            <CityTabs city={tabsCity(detail)} />
            <CityFaq cityName={detail.name} faqs={detail.faqs} lang={detail.lang} />
            {/* The questions the FAQ shows, for search engines, in their own language. */}
            {detail.faqs.length > 0 && <JsonLd data={faqPageJsonLd(detail.faqs, detail.lang ?? locale)} />}
          </div>
          <aside className={styles.aside} aria-label={t('{city} at a glance', { city: detail.name })}>
            <CitySidebar city={detail} />
          </aside>
        </div>
      </Container>
    </>
  );
}

/** Same frame as the loaded page (crumbs, 500 px hero, four tiles), so nothing moves when it arrives. */
function CityPageSkeleton() {
  const t = useTranslate();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('Loading city guide…')}</VisuallyHidden>
      <div aria-hidden="true" data-testid="city-page-skeleton">
        <Container className={styles.crumbs}>
          <Skeleton width={180} />
        </Container>
        <Skeleton shape="block" width="100%" height={CITY_HERO_HEIGHT_PX} style={{ borderRadius: 0, display: 'block' }} />
        <Container>
          <div className={`${styles.tiles} ${styles.skeletonTiles}`}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} shape="block" width="100%" height={132} />
            ))}
          </div>
          {/* About beside the sidebar, as the guide lays them out: the footer stays below the fold. */}
          <div className={styles.layout}>
            <div className={styles.main}>
              <Skeleton shape="block" width="100%" height={520} />
            </div>
            <div className={styles.aside}>
              <Skeleton shape="block" width="100%" height={420} />
            </div>
          </div>
        </Container>
      </div>
    </div>
  );
}
