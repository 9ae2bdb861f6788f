/**
 * Every island by name (decision 0048): the code the browser loads to hydrate it, and its own Spanish
 * texts beside the shell's. The server renders an island from the same entry, so what the browser
 * hydrates is what the server wrote. Each `import()` is its own chunk: a page loads only the parts a
 * visitor reaches for.
 */
import type { ComponentType } from 'react';
import type { Catalog } from '@pcr/ui';

export interface IslandEntry {
  // Props come from the page as JSON: each island checks nothing more than its component's types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
  /** The island's Spanish texts beyond the shell's (a Spanish page loads them with its code). */
  spanish?: () => Promise<Catalog>;
}

const leadFormTexts = () => import('@pcr/ui/i18n/es/lead-forms.js').then((texts) => texts.leadFormsEs);

export const islandRegistry: Record<string, IslandEntry> = {
  'site-header': { load: () => import('./SiteHeaderPart.js').then((module) => module.SiteHeaderPart) },
  'short-contact': { load: () => import('../data/lead-forms.js').then((module) => module.ShortContactLead), spanish: leadFormTexts },
  'full-contact': { load: () => import('../data/lead-forms.js').then((module) => module.FullContactLead), spanish: leadFormTexts },
  subscribe: { load: () => import('../data/lead-forms.js').then((module) => module.SubscribeLead), spanish: leadFormTexts },
  'alert-form': {
    load: () => import('../data/alert-lead.js').then((module) => module.AlertLead),
    spanish: () => import('@pcr/ui/i18n/es/alerts.js').then((texts) => texts.alertFormEs),
  },
  'photo-gallery': {
    load: () => import('@pcr/ui/components/PhotoGallery/PhotoGallery.js').then((module) => module.PhotoGallery),
    spanish: () => import('@pcr/ui/i18n/es/property-page.js').then((texts) => texts.propertyPageEs),
  },
  'mortgage-calculator': {
    load: () => import('@pcr/ui/components/MortgageCalculator/MortgageCalculator.js').then((module) => module.MortgageCalculator),
    spanish: () => import('@pcr/ui/i18n/es/mortgage.js').then((texts) => texts.mortgageEs),
  },
  'city-tabs': { load: () => import('@pcr/ui/sections/CityTabs/CityTabs.js').then((module) => module.CityTabs), spanish: () => import('../routes/CityRoute.es.js').then((texts) => texts.default) },
  'city-faq': { load: () => import('@pcr/ui/sections/CityFaq/CityFaq.js').then((module) => module.CityFaq), spanish: () => import('../routes/CityRoute.es.js').then((texts) => texts.default) },
  'filters-sheet': {
    load: () => import('@pcr/ui/sections/FiltersSheet/SearchFiltersSheet.js').then((module) => module.SearchFiltersSheet),
    spanish: () => import('@pcr/ui/i18n/es/property-search.js').then((texts) => texts.propertySearchEs),
  },
  'alerts-manager': {
    load: () => import('./AlertsManagePart.js').then((module) => module.AlertsManagePart),
    spanish: () => import('../routes/AlertsManageRoute.es.js').then((texts) => texts.default),
  },
  'subscription-confirmation': {
    load: () => import('./SubscriptionConfirmationPart.js').then((module) => module.SubscriptionConfirmationPart),
    spanish: () => import('../routes/SubscriptionConfirmationRoute.es.js').then((texts) => texts.default),
  },
  unsubscribe: {
    load: () => import('./UnsubscribePart.js').then((module) => module.UnsubscribePart),
    spanish: () => import('../routes/UnsubscribeRoute.es.js').then((texts) => texts.default),
  },
};
