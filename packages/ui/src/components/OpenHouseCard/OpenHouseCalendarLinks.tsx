import { googleCalendarUrl, openHouseCalendarPath, pathInLocale, type OpenHouseListing } from '@pcr/contracts';
import { Link } from '../Link/Link.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import * as styles from './OpenHouseCard.css.js';

export interface OpenHouseCalendarLinksProps {
  openHouse: OpenHouseListing;
  /** Its day as written beside it: the links' hidden words name the home and the day for a screen reader. */
  day: string;
  /** Also the home's private tour request, for a visitor who cannot come then (a list of open houses; the home's own page has the form). */
  withTourRequest?: boolean;
}

/**
 * An open house into a calendar: its .ics file (any calendar program), or Google Calendar's new-event
 * page filled in; and, for a visitor who cannot come then, the home's private tour request.
 */
export function OpenHouseCalendarLinks({ openHouse, day, withTourRequest = false }: OpenHouseCalendarLinksProps) {
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
      {withTourRequest ? (
        <Link className={styles.calendarLink} href={`/properties/${encodeURIComponent(property.id)}/tour`}>
          {t('Request a private tour')}
          <VisuallyHidden>{t(' of {title}', { title: property.title })}</VisuallyHidden>
        </Link>
      ) : null}
    </p>
  );
}
