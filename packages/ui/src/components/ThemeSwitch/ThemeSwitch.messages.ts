import { defineMessages } from '../../i18n/messages.js';

export const themeSwitchMessages = defineMessages('themeSwitch', {
  group: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  themeTitle: (theme: string) => `${theme} theme`,
});
