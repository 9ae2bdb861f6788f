import type { ContentRepository } from '../content-repository.js';
import type { CityGuideProvider } from './provider.js';

/** The guides shipped with the site (the default, and what works offline). */
export function bundledCityGuides(content: Pick<ContentRepository, 'cities' | 'city'>): CityGuideProvider {
  return {
    list: async (locale) => content.cities(locale),
    get: async (slug, locale) => content.city(slug, locale),
  };
}
