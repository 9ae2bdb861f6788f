import { calendarDate, pacificParts } from '@pcr/contracts';
import { useTranslateText } from '../i18n/locale-context.js';

/** The California day of an instant as the page's language names it: its weekday, month and day of the month. */
export function usePacificDay(): (instant: string) => { weekday: string; month: string; day: number } {
  const word = useTranslateText();
  return (instant) => {
    const parts = pacificParts(instant);
    const date = calendarDate(parts.date);
    return { weekday: word(parts.weekday), month: word(date.month), day: date.day };
  };
}
