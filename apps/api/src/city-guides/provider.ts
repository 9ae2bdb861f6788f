import type { CityDetail, CitySummary } from '@pcr/contracts';

/**
 * Where the city guides come from: the bundled content by default, an external city-guide
 * service when CITY_GUIDES_URL is set. A failing provider throws `UpstreamError`
 * (../upstream/upstream-error.ts) and the routes answer 502.
 */
export interface CityGuideProvider {
  list(): Promise<CitySummary[]>;
  /** The guide of one city, or undefined when there is no such city. */
  get(slug: string): Promise<CityDetail | undefined>;
}
