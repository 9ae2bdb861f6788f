import { pacificMoment, type OpenHouse } from '@pcr/contracts';
import { useTranslate, useTranslateText } from '../../i18n/locale-context.js';
import { usePacificDay } from '../../utils/use-pacific-day.js';

/** An open house's day ("Saturday, December 5") and hours ("1:00 PM – 4:00 PM PST") in California time, in the page's language. */
export function useOpenHouseWhen(openHouse: Pick<OpenHouse, 'startsAt' | 'endsAt'>): { day: string; hours: string } {
  const t = useTranslate();
  const word = useTranslateText();
  const dayOf = usePacificDay();
  const start = pacificMoment(openHouse.startsAt);
  const end = pacificMoment(openHouse.endsAt);
  return {
    day: t('{weekday}, {month} {day}', dayOf(openHouse.startsAt)),
    hours: t('{start} – {end} {zone}', { start: `${start.time} ${word(start.dayPeriod)}`, end: `${end.time} ${word(end.dayPeriod)}`, zone: end.zone }),
  };
}
