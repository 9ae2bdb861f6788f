/**
 * Every component's English messages, by the id each was declared with: the shape the Spanish
 * catalog must fill (catalog-es.ts). Only types and tests read this module; a component imports its
 * own messages, so a page's code carries only the English texts it shows.
 */
import { themeSwitchMessages } from '../components/ThemeSwitch/ThemeSwitch.messages.js';
import { siteFooterMessages } from '../sections/SiteFooter/SiteFooter.messages.js';
import { siteHeaderMessages } from '../sections/SiteHeader/SiteHeader.messages.js';
import { businessHoursMessages } from '../utils/business-hours.messages.js';
import { navigationMessages } from '../utils/navigation.messages.js';

export const englishCatalog = {
  businessHours: businessHoursMessages,
  navigation: navigationMessages,
  siteFooter: siteFooterMessages,
  siteHeader: siteHeaderMessages,
  themeSwitch: themeSwitchMessages,
};

export type EnglishCatalog = typeof englishCatalog;
