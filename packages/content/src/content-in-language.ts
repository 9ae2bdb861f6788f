import type { Agent, CityDetail, CitySummary, Locale, Neighborhood } from '@pcr/contracts';
import { agents } from './agents.js';
import { cities, cityDetails } from './cities.js';
import { agentTextsEs } from './es/agents.js';
import { cityTextsEs } from './es/cities.js';
import { neighborhoodTextsEs } from './es/neighborhoods.js';
import { neighborhoods } from './neighborhoods.js';
import { withTranslatedTexts } from './translated-texts.js';

/** The content the API serves in each language: its entities with their texts (decision 0035). */
export interface ContentInLanguage {
  agents: Agent[];
  neighborhoods: Neighborhood[];
  cityDetails: CityDetail[];
  cities: CitySummary[];
}

function spanishContent(): ContentInLanguage {
  const details = cityDetails.map((city) => withTranslatedTexts<CityDetail>(city, cityTextsEs[city.slug]));
  return {
    agents: agents.map((agent) => withTranslatedTexts<Agent>(agent, agentTextsEs[agent.id])),
    neighborhoods: neighborhoods.map((hood) => withTranslatedTexts<Neighborhood>(hood, neighborhoodTextsEs[hood.slug])),
    cityDetails: details,
    // The list form says what the guide says: its description.
    cities: cities.map((city) => ({ ...city, description: details.find((d) => d.slug === city.slug)?.description ?? city.description })),
  };
}

const english: ContentInLanguage = { agents, neighborhoods, cityDetails, cities };
let spanish: ContentInLanguage | undefined;

/** The bundled content in a language; the Spanish entities are merged once, on first use. */
export function contentIn(locale: Locale): ContentInLanguage {
  if (locale === 'en') return english;
  spanish ??= spanishContent();
  return spanish;
}
