import { CityDetailSchema, CitySummarySchema, type Locale } from '@pcr/contracts';
import { cachedCalls, type ProviderAdapterOptions } from '../upstream/cached-calls.js';
import { arrayOf, fetchUpstream, UPSTREAM_NOT_FOUND } from '../upstream/fetch-json.js';
import type { CityGuideProvider } from './provider.js';

const CitySummariesSchema = arrayOf(CitySummarySchema, 'cities');

/**
 * An external city-guide service at `baseUrl`: `GET {baseUrl}/cities` answers the list,
 * `GET {baseUrl}/cities/{slug}` one guide (404: no such city), both in the contract's shapes.
 * Each answer, "no such city" included, is kept for `answerTtlMs`. Its texts are English: asked
 * for Spanish, a guide carries `lang: 'en'` and the page marks its texts so.
 */
export function httpCityGuides(baseUrl: string, timeoutMs: number, options: ProviderAdapterOptions = {}): CityGuideProvider {
  const { answerTtlMs = 0, fetchImpl = fetch, now } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const list = cachedCalls({ ttlMs: answerTtlMs, max: 1, now, load: () => fetchUpstream(`${base}/cities`, { schema: CitySummariesSchema, timeoutMs, fetchImpl }) });
  const guides = cachedCalls({
    ttlMs: answerTtlMs,
    now,
    load: async (slug) => {
      const answer = await fetchUpstream(`${base}/cities/${encodeURIComponent(slug)}`, { schema: CityDetailSchema, timeoutMs, fetchImpl, notFoundIsAnswer: true });
      return { guide: answer === UPSTREAM_NOT_FOUND ? undefined : answer };
    },
  });
  // The service's guides are in English (its protocol has no language): on a Spanish page they say so.
  const inEnglish = <T extends object>(answer: T, locale: Locale | undefined): T => (locale === 'es' ? { ...answer, lang: 'en' } : answer);
  return {
    list: async (locale) => (await list('list')).map((city) => inEnglish(city, locale)),
    get: async (slug, locale) => {
      const { guide } = await guides(slug);
      return guide && inEnglish(guide, locale);
    },
  };
}
