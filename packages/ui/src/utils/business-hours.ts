import { useMessages } from '../i18n/locale-context.js';
import { businessHoursMessages } from './business-hours.messages.js';

/** The office hours in the page's language, a row per group of days. */
export function useBusinessHours(): { days: string; hours: string }[] {
  const t = useMessages(businessHoursMessages);
  return [
    { days: t.weekdays, hours: t.weekdaysHours },
    { days: t.saturday, hours: t.saturdayHours },
    { days: t.sunday, hours: t.sundayHours },
  ];
}
