import type { CityDetail, CitySummary, Locale } from '@pcr/contracts';

/**
 * Where the city guides come from: the bundled content by default, an external city-guide
 * service when CITY_GUIDES_URL is set. A failing provider throws `UpstreamError`
 * (../upstream/upstream-error.ts) and the routes answer 502.
 */
export interface CityGuideProvider {
  /** The guides in `locale` (English by default) as far as the provider has them (see CityDetail's `lang`). */
  list(locale?: Locale): Promise<CitySummary[]>;
  /** The guide of one city, or undefined when there is no such city. */
  get(slug: string, locale?: Locale): Promise<CityDetail | undefined>;
}
