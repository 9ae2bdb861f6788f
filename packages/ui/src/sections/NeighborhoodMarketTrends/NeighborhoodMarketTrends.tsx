import { useId } from 'react';
import { calendarDate, formatCount, formatMillions, formatPercentChange, formatUsd, type Neighborhood } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NeighborhoodMarketTrends.css.js';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';

export type NeighborhoodMarket = Pick<
  Neighborhood,
  | 'name'
  | 'averagePrice'
  | 'marketTrendsUpdated'
  | 'medianSalePrice'
  | 'priceIncreaseYOY'
  | 'avgDaysOnMarket'
  | 'daysOnMarketChangeYOY'
  | 'pricePerSqFt'
  | 'pricePerSqFtChangeYOY'
>;

export interface NeighborhoodMarketTrendsProps {
  neighborhood: NeighborhoodMarket;
  className?: string;
}

/** The market figures with their year-over-year change, formatted by the contract's rules (spec section 9). */
/** The tiles' labels, in the order shown. */
type MarketStatLabel = 'Median Sale Price' | 'Average Price' | 'Avg. Days on Market' | 'Price per Sq. Ft.';

export function neighborhoodMarketStats(market: NeighborhoodMarket): { label: MarketStatLabel; value: string; change?: string; icon: IconName }[] {
  return [
    { label: 'Median Sale Price', value: formatUsd(market.medianSalePrice), change: formatPercentChange(market.priceIncreaseYOY), icon: 'home' },
    { label: 'Average Price', value: formatMillions(market.averagePrice), icon: 'star' },
    { label: 'Avg. Days on Market', value: formatCount(market.avgDaysOnMarket), change: formatPercentChange(market.daysOnMarketChangeYOY), icon: 'clock' },
    { label: 'Price per Sq. Ft.', value: formatUsd(market.pricePerSqFt), change: formatPercentChange(market.pricePerSqFtChangeYOY), icon: 'ruler' },
  ];
}


/** Market Trends: median sale price, average price, days on market and price per square foot, with the date of the figures. */
export function NeighborhoodMarketTrends({ neighborhood, className }: NeighborhoodMarketTrendsProps) {
  const t = useTranslate();
  const word = useTranslateText();
  const updated = calendarDate(neighborhood.marketTrendsUpdated);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.section, className)}>
      <SectionHeading
        id={headingId}
        eyebrow={t('By the Numbers')}
        title={t('Market Trends')}
        description={
          <>
            {t('Updated')} <time dateTime={neighborhood.marketTrendsUpdated}>{t('{month} {day}, {year}', { ...updated, month: word(updated.month) })}</time>.{' '}
            {t('Changes are year over year.')}
          </>
        }
      />
      <dl className={styles.tiles} data-testid="neighborhood-market-trends">
        {neighborhoodMarketStats(neighborhood).map((stat) => (
          <div key={stat.label} className={styles.tile}>
            <dt className={styles.label}>
              <span className={styles.tileIcon}>
                <Icon name={stat.icon} size={18} />
              </span>
              {t(stat.label)}
            </dt>
            <dd className={styles.value}>{stat.value}</dd>
            {stat.change ? <dd className={styles.change}>{t('{change} from last year', { change: stat.change })}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
