import { useId } from 'react';
import { formatMillions, REGIONS } from '@pcr/contracts';
import * as formStyles from '../../theme/recipes/controls.css.js';
import { SelectChevron } from '../../components/SelectChevron/SelectChevron.js';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.js';
import { cx } from '../../utils/cx.js';
import * as styles from './NeighborhoodFilterPanel.css.js';
import { useTranslate } from '../../i18n/locale-context.js';
import type { Translate } from '../../i18n/translate.js';

/** The three filters the spec shows on /neighborhoods, with the choices they will offer. */
export const NEIGHBORHOOD_FILTERS = [
  { name: 'region', label: 'Region', options: ['All regions', ...REGIONS] },
  { name: 'lifestyle', label: 'Lifestyle', options: ['Any lifestyle', 'Beach & coastal', 'Family-friendly', 'Urban & walkable', 'Luxury estates'] },
  { name: 'averagePrice', label: 'Average price', options: ['Any price', 'Under {low}', '{low} to {high}', 'Over {high}'] },
] as const;

/** The average price filter's bounds. */
const PRICE_BOUNDS = { low: formatMillions(1.5), high: formatMillions(3) };

type FilterOption = (typeof NEIGHBORHOOD_FILTERS)[number]['options'][number];

/** An option as shown, in the page's language, the price bounds filled in. */
function optionText(t: Translate, option: FilterOption): string {
  if (option === 'Under {low}') return t(option, { low: PRICE_BOUNDS.low });
  if (option === 'Over {high}') return t(option, { high: PRICE_BOUNDS.high });
  if (option === '{low} to {high}') return t(option, PRICE_BOUNDS);
  return t(option);
}

/** Says, in the panel and to assistive technology, that the filters do not work yet. */
export const NEIGHBORHOOD_FILTERS_NOTE = 'Filtering is coming soon. For now every neighborhood is listed below, grouped by region.';

export interface NeighborhoodFilterPanelProps {
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The region, lifestyle and average price filters of /neighborhoods. The spec has them display-only,
 * with no behaviour, so they do not pretend to work: real labelled native selects inside a disabled
 * fieldset (out of the tab order, announced as unavailable), marked "Preview" on screen and described
 * by a note that says the filters are not available yet.
 */
export function NeighborhoodFilterPanel({ headingLevel: Heading = 'h2', className }: NeighborhoodFilterPanelProps) {
  const t = useTranslate();
  const headingId = useId();
  const noteId = useId();
  const fieldId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel, className)} data-testid="neighborhood-filter-panel">
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {t('Filter Neighborhoods')}
        </Heading>
        <span className={styles.badge}>{t('Preview')}</span>
      </div>
      <p id={noteId} className={styles.note}>
        {t(NEIGHBORHOOD_FILTERS_NOTE)}
      </p>
      <fieldset disabled aria-describedby={noteId} className={styles.fields}>
        {/* A fieldset is named by its legend (WCAG H71); hidden, as the heading above already shows it. */}
        <VisuallyHidden as="legend">{t('Filter Neighborhoods')}</VisuallyHidden>
        {NEIGHBORHOOD_FILTERS.map((filter) => {
          const id = `${fieldId}-${filter.name}`;
          return (
            <div key={filter.name} className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {t(filter.label)}
              </label>
              <span className={formStyles.selectWrap}>
                <select id={id} name={filter.name} defaultValue={filter.options[0]} className={cx(formStyles.control, formStyles.select, styles.control)}>
                  {filter.options.map((option) => (
                    <option key={option} value={option}>
                      {optionText(t, option)}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </span>
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}
