import { googleCalendarUrl, openHouseCalendarPath, pathInLocale, type OpenHouseListing } from '@pcr/contracts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import * as styles from './OpenHouseCard.css.js';

export interface OpenHouseCalendarLinksProps {
  openHouse: OpenHouseListing;
  /** Its day as written beside it: the links' hidden words name the home and the day for a screen reader. */
  day: string;
}

/** An open house into a calendar: its .ics file (any calendar program), or Google Calendar's new-event page filled in. */
export function OpenHouseCalendarLinks({ openHouse, day }: OpenHouseCalendarLinksProps) {
  const t = useTranslate();
  const locale = useLocale();
  const absoluteUrl = useAbsoluteUrl();
  const { property } = openHouse;
  const pageUrl = absoluteUrl(pathInLocale(`/properties/${encodeURIComponent(property.id)}`, locale));
  return (
    <p className={styles.calendarLinks}>
      <a className={styles.calendarLink} href={openHouseCalendarPath(openHouse, locale)} download>
        {t('Add to calendar')}
        <VisuallyHidden>{t(' (.ics file): {title}, {day}', { title: property.title, day })}</VisuallyHidden>
      </a>
      <a className={styles.calendarLink} href={googleCalendarUrl(openHouse, property, pageUrl, locale)} target="_blank" rel="noopener noreferrer">
        {t('Google Calendar')}
        <VisuallyHidden>{t(' (opens in a new tab): {title}, {day}', { title: property.title, day })}</VisuallyHidden>
      </a>
    </p>
  );
}
