import { defineMessages } from '../../i18n/messages.js';

export const siteHeaderMessages = defineMessages('siteHeader', {
  skipToMain: 'Skip to main content',
  mainNavigation: 'Main',
  callUs: 'Call us: ',
  callUsLabel: (phone: string) => `Call us: ${phone}`,
  theme: 'Theme',
  menu: 'Menu',
  /** The switch to the other language, written in that language (it is read by those who speak it). */
  otherLanguage: 'Español',
  otherLanguageLabel: 'Ver esta página en español',
});
