import { pathInLocale, type OpenHouseListing } from '@pcr/contracts';
import { useId } from 'react';
import { Button } from '../../components/Button/Button.js';
import { Container } from '../../components/Container/Container.js';
import { listingAttributions, MlsDisclaimer } from '../../components/MlsDisclaimer/MlsDisclaimer.js';
import { OpenHouseCard } from '../../components/OpenHouseCard/OpenHouseCard.js';
import { PropertyCardSkeleton } from '../../components/PropertyCard/PropertyCard.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { useLocale, useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import { CardGridSection } from '../../sections/CardGridSection/CardGridSection.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import * as controls from '../../theme/recipes/controls.css.js';
import { cx } from '../../utils/cx.js';
import type { DataState } from '../../utils/data-state.js';
import { openHouseDays } from '../../utils/open-house-days.js';
import * as styles from './OpenHousesPage.css.js';

export interface OpenHousesPageProps {
  /** The upcoming open houses (of the city chosen), soonest first. */
  openHouses: DataState<OpenHouseListing[]>;
  /** The agency's cities, for the filter (slug as the API takes it, name in English). */
  cities: readonly { slug: string; name: string }[];
  /** The city chosen (its slug); none: every city. */
  city: string | undefined;
  /** When the page was made: which weekend is "this weekend" (California's). */
  now: number;
}

/** How many card skeletons stand for each section while loading. */
const SKELETONS = 3;

/**
 * /open-houses (issue 48): this weekend's open houses first, then the next 14 days', each with its
 * home's card, its day and hours in California time and "Add to calendar"; a city filter that is a
 * plain form (a GET of this page), so it works before and without any script.
 */
export function OpenHousesPage({ openHouses, cities, city, now }: OpenHousesPageProps) {
  const t = useTranslate();
  const word = useTranslateText();
  const locale = useLocale();
  const cityId = useId();
  const days = openHouses.status === 'loaded' ? openHouseDays(openHouses.data, now) : undefined;
  const section = (pick: 'thisWeekend' | 'later'): DataState<OpenHouseListing[]> => (days ? { status: 'loaded', data: days[pick] } : openHouses);
  const allProperties = `/properties${city ? `?city=${city}` : ''}`;
  return (
    <>
      <PageHero
        eyebrow={t('Open Houses')}
        title={
          <>
            {t('Come See It ')}
            <em>{t('in Person')}</em>
          </>
        }
        description={t('This weekend’s open houses first, then the next 14 days. All times are Pacific time.')}
      />
      <Container className={styles.band}>
        <form className={styles.filter} method="get" action={pathInLocale('/open-houses', locale)} role="search" aria-label={t('Open houses by city')}>
          <div className={styles.filterField}>
            <label className={controls.label} htmlFor={cityId}>
              {t('City')}
            </label>
            <span className={controls.selectWrap}>
              <select id={cityId} name="city" defaultValue={city ?? ''} className={cx(controls.control, controls.select)}>
                <option value="">{t('All cities')}</option>
                {cities.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {word(option.name)}
                  </option>
                ))}
              </select>
              <SelectChevron />
            </span>
          </div>
          <Button type="submit" variant="secondary">
            {t('Show open houses')}
          </Button>
        </form>
        <CardGridSection
          state={section('thisWeekend')}
          title={t('This weekend')}
          loadingLabel={t('Loading open houses…')}
          skeletonCount={SKELETONS}
          skeleton={<PropertyCardSkeleton />}
          itemKey={(house) => house.id}
          renderItem={(house) => <OpenHouseCard openHouse={house} />}
          error={{
            title: t('We couldn’t load the open houses'),
            description: t('Please try again in a moment, or browse the homes for sale.'),
            action: { href: '/properties', label: t('View All Properties') },
          }}
          empty={{ title: t('No open houses this weekend'), description: t('See the ones coming up below, or ask an agent to show you a home.'), icon: 'clock' }}
        />
        {openHouses.status === 'error' ? null : (
          <CardGridSection
            state={section('later')}
            title={t('In the next 14 days')}
            loadingLabel={t('Loading open houses…')}
            skeletonCount={SKELETONS}
            skeleton={<PropertyCardSkeleton />}
            itemKey={(house) => house.id}
            renderItem={(house) => <OpenHouseCard openHouse={house} />}
            empty={{
              title: t('No other open houses in the next 14 days'),
              description: t('Browse the homes for sale, or ask an agent to show you one.'),
              action: { href: allProperties, label: t('View All Properties') },
              icon: 'home',
            }}
          />
        )}
        {openHouses.status === 'loaded' ? <MlsDisclaimer attributions={listingAttributions(openHouses.data.map((house) => house.property))} /> : null}
      </Container>
    </>
  );
}
