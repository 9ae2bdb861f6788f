import { CityDetailSchema, CitySummarySchema } from '@pcr/contracts';
import { arrayOf, fetchUpstream, UPSTREAM_NOT_FOUND } from '../upstream/fetch-json.js';
import type { CityGuideProvider } from './provider.js';

const CitySummariesSchema = arrayOf(CitySummarySchema, 'cities');

/**
 * An external city-guide service at `baseUrl`: `GET {baseUrl}/cities` answers the list,
 * `GET {baseUrl}/cities/{slug}` one guide (404: no such city), both in the contract's shapes.
 */
export function httpCityGuides(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): CityGuideProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    list: () => fetchUpstream(`${base}/cities`, { schema: CitySummariesSchema, timeoutMs, fetchImpl }),
    async get(slug) {
      const answer = await fetchUpstream(`${base}/cities/${encodeURIComponent(slug)}`, {
        schema: CityDetailSchema,
        timeoutMs,
        fetchImpl,
        notFoundIsAnswer: true,
      });
      return answer === UPSTREAM_NOT_FOUND ? undefined : answer;
    },
  };
}
