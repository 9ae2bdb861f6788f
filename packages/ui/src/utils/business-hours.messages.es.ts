import type { Translation } from '../i18n/messages.js';
import type { businessHoursMessages } from './business-hours.messages.js';

export const businessHoursMessagesEs = {
  weekdays: 'Lun-Vie',
  weekdaysHours: '9 a. m.-6 p. m.',
  saturday: 'Sáb',
  saturdayHours: '10 a. m.-4 p. m.',
  sunday: 'Dom',
  sundayHours: 'con cita previa',
} satisfies Translation<typeof businessHoursMessages>;
