import { pacificMoment, type ListingAttribution } from '@pcr/contracts';
import * as styles from './MlsDisclaimer.css.js';
import { cx } from '../../utils/cx.js';
import { useLocale, useTranslate, useTranslateText } from '../../i18n/locale-context.js';

/**
 * The attributions the listings carry, one per disclaimer. Should two answers disagree on the time,
 * the older one is shown: the page never claims fresher data than it has.
 */
export function listingAttributions(listings: readonly { attribution?: ListingAttribution | undefined }[]): ListingAttribution[] {
  const byDisclaimer = new Map<string, ListingAttribution>();
  for (const { attribution } of listings) {
    if (!attribution) continue;
    const known = byDisclaimer.get(attribution.disclaimer);
    if (!known || Date.parse(attribution.dataUpdatedAt) < Date.parse(known.dataUpdatedAt)) byDisclaimer.set(attribution.disclaimer, attribution);
  }
  return [...byDisclaimer.values()];
}

export interface MlsDisclaimerProps {
  attributions: readonly ListingAttribution[];
  className?: string;
}

/** The MLS's disclaimer and when the listing data was last updated (decision 0018); nothing without an MLS. */
export function MlsDisclaimer({ attributions, className }: MlsDisclaimerProps) {
  const locale = useLocale();
  const t = useTranslate();
  const word = useTranslateText();
  if (attributions.length === 0) return null;
  return (
    <div className={cx(styles.disclaimer, className)} data-testid="mls-disclaimer">
      {attributions.map(({ disclaimer, dataUpdatedAt }) => {
        const moment = pacificMoment(dataUpdatedAt);
        return (
          <p key={disclaimer} className={styles.line}>
            {/* The MLS's own words, as it requires them: English on a page in another language. */}
            <span lang={locale === 'en' ? undefined : 'en'}>{disclaimer}</span> {t('Listing data last updated')}{' '}
            <time dateTime={dataUpdatedAt}>
              {t('{month} {day}, {year} at {time} {dayPeriod} {zone}', { ...moment, month: word(moment.month), dayPeriod: word(moment.dayPeriod) })}
            </time>
            .
          </p>
        );
      })}
    </div>
  );
}
