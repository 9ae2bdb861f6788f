import { formatUsd, type CityHomePrices } from '@pcr/contracts';
import { Container } from '../../components/Container/Container.js';
import { DataTable } from '../../components/DataTable/DataTable.js';
import { EmptyState } from '../../components/EmptyState/EmptyState.js';
import { ErrorState } from '../../components/ErrorState/ErrorState.js';
import { Link } from '../../components/Link/Link.js';
import { SkeletonText } from '../../components/Skeleton/Skeleton.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { PageHero } from '../../sections/PageHero/PageHero.js';
import type { DataState } from '../../utils/data-state.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';

export interface HomePricesPageProps {
  homePrices: DataState<CityHomePrices[]>;
}

/** /home-prices: the homes for sale, city by city, each city linking to its homes. */
export function HomePricesPage({ homePrices }: HomePricesPageProps) {
  const t = useTranslate();
  // A city named as a region is ("Los Angeles") reads in the page's language (the API's names are English).
  const translateText = useTranslateText();
  return (
    <>
      <PageHero
        eyebrow={t('Market snapshot')}
        title={
          <>
            {t('Home Prices')}
            <em>{t(' by City')}</em>
          </>
        }
        description={t('The homes for sale on this site, city by city: how many there are, their median asking price and price per square foot, and their range of prices.')}
      />
      <Container band aria-busy={homePrices.status === 'loading'}>
        {homePrices.status === 'loading' ? (
          <>
            <VisuallyHidden role="status">{t('Loading home prices…')}</VisuallyHidden>
            <SkeletonText lines={['40%', '100%', '100%', '100%', '100%']} />
          </>
        ) : homePrices.status === 'error' ? (
          <ErrorState headingLevel="h2" title={t('Home prices could not be loaded')} description={t('Please try again in a moment.')} detail={homePrices.message} />
        ) : homePrices.data.length === 0 ? (
          <EmptyState
            headingLevel="h2"
            icon="home"
            title={t('No homes are for sale right now')}
            description={t('Please check back soon, or contact us to hear about new listings first.')}
            action={{ href: '/contact', label: t('Contact Us') }}
          />
        ) : (
          <DataTable
            caption={t('Homes for sale by city')}
            columns={[t('City'), t('Homes for sale'), t('Median asking price'), t('Median price per sq ft'), t('Price range')]}
            align={['start', 'end', 'end', 'end', 'end']}
            rows={homePrices.data.map((city) => ({
              key: city.slug,
              cells: [
                <Link href={`/properties?city=${encodeURIComponent(city.slug)}`}>{translateText(city.city)}</Link>,
                city.homes,
                formatUsd(city.medianPrice),
                city.medianPricePerSquareFoot === null ? t('Not listed') : formatUsd(city.medianPricePerSquareFoot),
                // One home, or homes of one price: its price, not a range.
                city.lowestPrice === city.highestPrice
                  ? formatUsd(city.lowestPrice)
                  : t('{lowest} to {highest}', { lowest: formatUsd(city.lowestPrice), highest: formatUsd(city.highestPrice) }),
              ],
            }))}
            note={t('Medians of the asking prices of the homes for sale on this site, not of sales: a city’s figures change as homes come on the market and sell.')}
          />
        )}
      </Container>
    </>
  );
}
