import { formatUsdCents, type MonthlyBreakdown } from '@pcr/contracts';
import { cx } from '../../utils/cx.js';
import * as styles from './MonthlyCostChart.css.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { PlainText } from '../../i18n/translate.js';

type Part = keyof typeof styles.partColor;

/** The parts of a monthly payment, in the order they show (bar left to right, list top to bottom). */
export const MONTHLY_COST_PARTS: readonly { key: Part; label: PlainText }[] = [
  { key: 'principalAndInterest', label: 'Principal & interest' },
  { key: 'propertyTax', label: 'Property tax' },
  { key: 'insurance', label: 'Home insurance' },
  { key: 'hoa', label: 'HOA dues' },
  { key: 'pmi', label: 'Mortgage insurance (PMI)' },
];

export interface MonthlyCostChartProps {
  breakdown: MonthlyBreakdown;
  className?: string;
}

/**
 * A month's cost as one stacked bar, and the same figures as a list beside their colours. The bar is
 * decoration for the eye (hidden from assistive technology); the list is what everyone can read.
 * Every part is listed, $0.00 included, so the list keeps its size as the figures change.
 */
export function MonthlyCostChart({ breakdown, className }: MonthlyCostChartProps) {
  const t = useTranslate();
  return (
    <div className={cx(styles.chart, className)}>
      <div className={styles.bar} aria-hidden="true" data-testid="monthly-cost-bar">
        {MONTHLY_COST_PARTS.filter((part) => breakdown[part.key] > 0).map((part) => (
          <span key={part.key} data-part={part.key} className={cx(styles.segment, styles.partColor[part.key])} style={{ flexGrow: breakdown[part.key] }} />
        ))}
      </div>
      <dl className={styles.list}>
        {MONTHLY_COST_PARTS.map((part) => (
          <div key={part.key} className={styles.row}>
            <dt className={styles.term}>
              <span aria-hidden="true" className={cx(styles.swatch, styles.partColor[part.key])} />
              {t(part.label)}
            </dt>
            <dd className={styles.amount}>{formatUsdCents(breakdown[part.key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
