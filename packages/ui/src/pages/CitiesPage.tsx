import { errorMessages, SKELETON_COUNTS, type CitySummary } from '@pcr/contracts';
import { CityCard, CityCardSkeleton } from '../components/CityCard.js';
import { Container } from '../components/Container.js';
import { CardGridSection } from '../sections/CardGridSection.js';
import type { DataState } from '../types.js';
import { PageHero } from './PageHero.js';
import * as styles from './TeamPage.css.js';

export interface CitiesPageProps {
  cities: DataState<CitySummary[]>;
}


/** /cities: the grid of Orange County cities, each linking to its guide. */
export function CitiesPage({ cities }: CitiesPageProps) {
  return (
    <>
      <PageHero
        eyebrow="City Guides"
        title={
          <>
            Orange County <em>Cities</em>
          </>
        }
        description="From beach towns to master-planned communities: what living in each city is like, and what homes cost there."
      />
      <Container className={styles.band}>
        <CardGridSection
          state={cities}
          title="Explore by city"
          loadingLabel="Loading cities…"
          skeletonCount={SKELETON_COUNTS.citiesPage}
          skeleton={<CityCardSkeleton />}
          itemKey={(city) => city.slug}
          renderItem={(city, index) => <CityCard city={city} priority={index < 3} />}
          error={errorMessages.cities}
          empty={{ title: 'City guides are on their way', description: 'Please check back soon.', icon: 'map-pin' }}
        />
      </Container>
    </>
  );
}
