import type { OpenHouseListing } from '@pcr/contracts';
import { Icon } from '../Icon/Icon.js';
import { PropertyCard } from '../PropertyCard/PropertyCard.js';
import { OpenHouseCalendarLinks } from './OpenHouseCalendarLinks.js';
import { useOpenHouseWhen } from './use-open-house-when.js';
import * as styles from './OpenHouseCard.css.js';

export interface OpenHouseCardProps {
  openHouse: OpenHouseListing;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One open house (issue 48): its day and hours in California time, in the page's language, above the
 * home's card; under it, the open house as an .ics file and on Google Calendar's new-event page, and
 * the home's private tour request for a visitor who cannot come then.
 */
export function OpenHouseCard({ openHouse, headingLevel = 'h3' }: OpenHouseCardProps) {
  const { day, hours } = useOpenHouseWhen(openHouse);
  return (
    <div className={styles.openHouse} data-open-house-id={openHouse.id}>
      <p className={styles.when}>
        <Icon name="clock" size={18} className={styles.clock} />
        <time dateTime={openHouse.startsAt}>
          {day} · {hours}
        </time>
      </p>
      <PropertyCard property={openHouse.property} headingLevel={headingLevel} />
      <OpenHouseCalendarLinks openHouse={openHouse} day={day} withTourRequest />
    </div>
  );
}
