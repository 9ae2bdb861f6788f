import { calendarDate, googleCalendarUrl, openHouseCalendarPath, pacificMoment, pacificParts, pathInLocale, type OpenHouseListing } from '@pcr/contracts';
import { Icon } from '../Icon/Icon.js';
import { PropertyCard } from '../PropertyCard/PropertyCard.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { useLocale, useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import { useAbsoluteUrl } from '../../utils/site-origin.js';
import * as styles from './OpenHouseCard.css.js';

export interface OpenHouseCardProps {
  openHouse: OpenHouseListing;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One open house (issue 48): its day and hours in California time, in the page's language, above the
 * home's card; under it, the open house as an .ics file and on Google Calendar's new-event page.
 */
export function OpenHouseCard({ openHouse, headingLevel = 'h3' }: OpenHouseCardProps) {
  const t = useTranslate();
  const word = useTranslateText();
  const locale = useLocale();
  const absoluteUrl = useAbsoluteUrl();
  const { property } = openHouse;
  const day = pacificParts(openHouse.startsAt);
  const date = calendarDate(day.date);
  const start = pacificMoment(openHouse.startsAt);
  const end = pacificMoment(openHouse.endsAt);
  const dayText = t('{weekday}, {month} {day}', { weekday: word(day.weekday), month: word(date.month), day: date.day });
  const hours = t('{start} – {end} {zone}', {
    start: `${start.time} ${word(start.dayPeriod)}`,
    end: `${end.time} ${word(end.dayPeriod)}`,
    zone: end.zone,
  });
  const pageUrl = absoluteUrl(pathInLocale(`/properties/${encodeURIComponent(property.id)}`, locale));
  return (
    <div className={styles.openHouse} data-open-house-id={openHouse.id}>
      <p className={styles.when}>
        <Icon name="clock" size={18} className={styles.clock} />
        <time dateTime={openHouse.startsAt}>
          {dayText} · {hours}
        </time>
      </p>
      <PropertyCard property={property} headingLevel={headingLevel} />
      <p className={styles.calendarLinks}>
        <a className={styles.calendarLink} href={openHouseCalendarPath(openHouse, locale)} download>
          {t('Add to calendar')}
          <VisuallyHidden>{t(' (.ics file): {title}, {day}', { title: property.title, day: dayText })}</VisuallyHidden>
        </a>
        <a className={styles.calendarLink} href={googleCalendarUrl(openHouse, property, pageUrl, locale)} target="_blank" rel="noopener noreferrer">
          {t('Google Calendar')}
          <VisuallyHidden>{t(' (opens in a new tab): {title}, {day}', { title: property.title, day: dayText })}</VisuallyHidden>
        </a>
      </p>
    </div>
  );
}
