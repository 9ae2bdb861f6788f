/**
 * The Spanish catalog (es-US, usted): every component's messages in Spanish, one chunk that only
 * /es pages load. Typed against the English catalog, so a text missing in either language, or one
 * too many, fails the type check.
 */
import { themeSwitchMessagesEs } from '../components/ThemeSwitch/ThemeSwitch.messages.es.js';
import { siteFooterMessagesEs } from '../sections/SiteFooter/SiteFooter.messages.es.js';
import { siteHeaderMessagesEs } from '../sections/SiteHeader/SiteHeader.messages.es.js';
import { businessHoursMessagesEs } from '../utils/business-hours.messages.es.js';
import { navigationMessagesEs } from '../utils/navigation.messages.es.js';
import type { EnglishCatalog } from './catalog-en.js';
import type { Translation } from './messages.js';

export const spanishCatalog = {
  businessHours: businessHoursMessagesEs,
  navigation: navigationMessagesEs,
  siteFooter: siteFooterMessagesEs,
  siteHeader: siteHeaderMessagesEs,
  themeSwitch: themeSwitchMessagesEs,
} satisfies { readonly [Id in keyof EnglishCatalog]: Translation<EnglishCatalog[Id]> };
