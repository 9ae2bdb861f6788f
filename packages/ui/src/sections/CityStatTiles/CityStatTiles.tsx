import { formatCount, formatUsd, type CityDetail } from '@pcr/contracts';
import { Icon, type IconName } from '../../components/Icon/Icon.js';
import * as styles from './CityStatTiles.css.js';
import { cx } from '../../utils/cx.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';

export interface CityStatTilesProps {
  city: Pick<CityDetail, 'medianHomePrice' | 'pricePerSqFt' | 'daysOnMarketAvg' | 'population'>;
  className?: string;
}

/** The four figures of spec section 2, labels letter for letter (in English: the tiles show them in the page's language). */
export function cityStatTiles(city: CityStatTilesProps['city']): { label: PlainText; value: string; icon: IconName }[] {
  return [
    { label: 'Median Price', value: formatUsd(city.medianHomePrice), icon: 'home' },
    { label: 'Price/Sq.Ft', value: formatUsd(city.pricePerSqFt), icon: 'ruler' },
    { label: 'Days on Market', value: formatCount(city.daysOnMarketAvg), icon: 'clock' },
    { label: 'Population', value: formatCount(city.population), icon: 'users' },
  ];
}

/** Four tiles: Median Price (USD, no decimals), Price/Sq.Ft, Days on Market and Population. */
export function CityStatTiles({ city, className }: CityStatTilesProps) {
  const t = useTranslate();
  return (
    <dl className={cx(styles.tiles, className)} data-testid="city-stat-tiles">
      {cityStatTiles(city).map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>
            <span className={styles.tileIcon}>
              <Icon name={tile.icon} size={18} />
            </span>
            {t(tile.label)}
          </dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
