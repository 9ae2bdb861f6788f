import type { Translation } from '../../i18n/messages.js';
import type { themeSwitchMessages } from './ThemeSwitch.messages.js';

export const themeSwitchMessagesEs = {
  group: 'Tema',
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
  themeTitle: (theme: string) => `Tema ${theme.toLowerCase()}`,
} satisfies Translation<typeof themeSwitchMessages>;
