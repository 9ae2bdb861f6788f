import type { Translation } from '../../i18n/messages.js';
import type { siteHeaderMessages } from './SiteHeader.messages.js';

export const siteHeaderMessagesEs = {
  skipToMain: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  callUs: 'Llámenos: ',
  callUsLabel: (phone: string) => `Llámenos: ${phone}`,
  theme: 'Tema',
  menu: 'Menú',
  otherLanguage: 'English',
  otherLanguageLabel: 'View this page in English',
} satisfies Translation<typeof siteHeaderMessages>;
