import { BUSINESS_HOURS } from '@pcr/contracts';
import { defineMessages } from '../i18n/messages.js';

const [weekdays, saturday, sunday] = BUSINESS_HOURS;

/** The office hours as the footer and the contact page show them (spec texts in English). */
export const businessHoursMessages = defineMessages('businessHours', {
  weekdays: weekdays.days,
  weekdaysHours: weekdays.hours,
  saturday: saturday.days,
  saturdayHours: saturday.hours,
  sunday: sunday.days,
  sundayHours: sunday.hours,
});
