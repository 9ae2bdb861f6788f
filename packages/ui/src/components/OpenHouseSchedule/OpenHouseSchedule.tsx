import { useId } from 'react';
import type { OpenHouseListing } from '@pcr/contracts';
import { Link } from '../Link/Link.js';
import { OpenHouseCalendarLinks } from '../OpenHouseCard/OpenHouseCalendarLinks.js';
import { useOpenHouseWhen } from '../OpenHouseCard/use-open-house-when.js';
import { useLocale, useTranslate } from '../../i18n/locale-context.js';
import * as styles from './OpenHouseSchedule.css.js';

export interface OpenHouseScheduleProps {
  /** The home's upcoming open houses, soonest first; none: nothing is shown. */
  openHouses: readonly OpenHouseListing[];
}

/** A home's upcoming open houses on its page (issue 48): each day and hours, the agent's remarks, and into a calendar. */
export function OpenHouseSchedule({ openHouses }: OpenHouseScheduleProps) {
  const t = useTranslate();
  const headingId = useId();
  if (openHouses.length === 0) return null;
  return (
    <section className={styles.schedule} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('Open houses')}
      </h2>
      <ul className={styles.list}>
        {openHouses.map((house) => (
          <ScheduledOpenHouse key={house.id} openHouse={house} />
        ))}
      </ul>
      <p className={styles.all}>
        <Link href="/open-houses">{t('All open houses')}</Link>
      </p>
    </section>
  );
}

function ScheduledOpenHouse({ openHouse }: { openHouse: OpenHouseListing }) {
  const { day, hours } = useOpenHouseWhen(openHouse);
  // The agent's words, as the MLS has them: English on a page in another language.
  const remarksLanguage = useLocale() === 'en' ? undefined : 'en';
  return (
    <li className={styles.item}>
      <p className={styles.when}>
        <time dateTime={openHouse.startsAt}>
          {day} · {hours}
        </time>
      </p>
      {openHouse.remarks ? (
        <p className={styles.remarks} lang={remarksLanguage}>
          {openHouse.remarks}
        </p>
      ) : null}
      <OpenHouseCalendarLinks openHouse={openHouse} day={day} />
    </li>
  );
}
