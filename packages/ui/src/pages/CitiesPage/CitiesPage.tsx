import { errorMessages, SKELETON_COUNTS, type CitySummary } from '@pcr/contracts';
import { CityCard, CityCardSkeleton } from '../../components/CityCard/CityCard.js';
import { Container } from '../../components/Container/Container.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import type { DataState } from '../../utils/data-state.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import { useTranslate } from '../../i18n/locale-context.js';

export interface CitiesPageProps {
  cities: DataState<CitySummary[]>;
}


/** /cities: the grid of Orange County cities, each linking to its guide. */
export function CitiesPage({ cities }: CitiesPageProps) {
  const t = useTranslate();
  return (
    <>
      <PageHero
        eyebrow={t('City Guides')}
        title={
          <>
            {/* The space is the accent's, so the accent may carry its own punctuation in another language. */}
            {t('Orange County')}
            <em>{t(' Cities')}</em>
          </>
        }
        description={t('From beach towns to master-planned communities: what living in each city is like, and what homes cost there.')}
      />
      <Container band>
        <CardGridSection
          state={cities}
          title={t('Explore by city')}
          loadingLabel={t('Loading cities…')}
          skeletonCount={SKELETON_COUNTS.citiesPage}
          skeleton={<CityCardSkeleton />}
          itemKey={(city) => city.slug}
          renderItem={(city, index) => <CityCard city={city} priority={index < 3} />}
          error={t(errorMessages.cities)}
          empty={{ title: t('City guides are on their way'), description: t('Please check back soon.'), icon: 'map-pin' }}
        />
      </Container>
    </>
  );
}
