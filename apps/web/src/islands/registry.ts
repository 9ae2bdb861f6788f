/**
 * Every island by name (decision 0048): the code the browser loads to hydrate it. The server renders
 * an island from the same entry, so what the browser hydrates is what the server wrote. Each
 * `import()` is its own chunk: a page loads only the parts a visitor reaches for. Their texts in
 * another language come from the one catalog of that language (decision 0051), never chosen here.
 */
import type { ComponentType } from 'react';

export interface IslandEntry {
  /** The name of the chunk `load` imports (its module's file name): its chunks are fetched as the island is about to wake. */
  chunk: string;
  // Props come from the page as JSON: each island checks nothing more than its component's types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
}

export const islandRegistry: Record<string, IslandEntry> = {
  'site-header': { chunk: 'SiteHeaderPart', load: () => import('./SiteHeaderPart.js').then((module) => module.SiteHeaderPart) },
  'short-contact': { chunk: 'lead-forms', load: () => import('./lead-forms.js').then((module) => module.ShortContactLead) },
  'full-contact': { chunk: 'lead-forms', load: () => import('./lead-forms.js').then((module) => module.FullContactLead) },
  subscribe: { chunk: 'lead-forms', load: () => import('./lead-forms.js').then((module) => module.SubscribeLead) },
  'alert-form': { chunk: 'alert-lead', load: () => import('./alert-lead.js').then((module) => module.AlertLead) },
  'photo-gallery': { chunk: 'PhotoGallery', load: () => import('@pcr/ui/components/PhotoGallery/PhotoGallery.js').then((module) => module.PhotoGallery) },
  'mortgage-calculator': { chunk: 'MortgageCalculator', load: () => import('@pcr/ui/components/MortgageCalculator/MortgageCalculator.js').then((module) => module.MortgageCalculator) },
  'city-tabs': { chunk: 'CityTabs', load: () => import('@pcr/ui/sections/CityTabs/CityTabs.js').then((module) => module.CityTabs) },
  'city-faq': { chunk: 'CityFaq', load: () => import('@pcr/ui/sections/CityFaq/CityFaq.js').then((module) => module.CityFaq) },
  'filters-sheet': { chunk: 'SearchFiltersSheet', load: () => import('@pcr/ui/sections/FiltersSheet/SearchFiltersSheet.js').then((module) => module.SearchFiltersSheet) },
  'alerts-manager': { chunk: 'AlertsManagePart', load: () => import('./AlertsManagePart.js').then((module) => module.AlertsManagePart) },
  'subscription-confirmation': { chunk: 'SubscriptionConfirmationPart', load: () => import('./SubscriptionConfirmationPart.js').then((module) => module.SubscriptionConfirmationPart) },
  unsubscribe: { chunk: 'UnsubscribePart', load: () => import('./UnsubscribePart.js').then((module) => module.UnsubscribePart) },
};
