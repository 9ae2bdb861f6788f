/**
 * What the build's share cards (build/share-images.ts) take from the pages' heads, in each language.
 * The heads are the route table's and their Spanish is the catalog's, which the build merges from
 * its area files (a Vite glob): so the card script reads them from the server's bundle
 * (entry-server.js), not from these sources, and a new page's card comes with its head.
 */
import type { Agent, Locale } from '@pcr/contracts';
import type { Translate } from '@pcr/ui/i18n/translate.js';
import type { PageHead } from '../app/page-head.js';
import { pageHeads } from '../routes/page-heads.js';
import { routes } from '../routes/route-table.js';
import { translators } from './page-languages.js';

/**
 * The heads of the pages that are what they are whatever they show (a head of `t` alone: /about,
 * /home-prices) and are for search results (a description, indexed), and those of all homes and of
 * each given neighborhood's: a branded card each, by English title. A page of a city, home or agent
 * has its own picture.
 */
function pageTitles(neighborhoodNames: readonly string[]): string[] {
  const english = translators.en;
  const ownHeads = Object.values(routes).flatMap((route) => {
    const head = route.server?.head;
    // `(t) => …`: a head that reads neither data nor address.
    if (!head || head.length !== 1) return [];
    const written = (head as (t: Translate) => PageHead)(english);
    return written.description !== undefined && !written.noindex ? [written.title] : [];
  });
  return [
    ...ownHeads,
    pageHeads.properties(english, undefined).title,
    ...neighborhoodNames.map((name) => pageHeads.properties(english, { kind: 'neighborhood', name }).title),
  ];
}

export const shareCardTexts = {
  pageTitles,
  /** The home page's title: the cards' fallback (English) and the tagline of a Spanish card. */
  homeTitle: (locale: Locale) => pageHeads.home(translators[locale]).title,
  /** An agent's card: their page's title and their license line, as the page writes them. */
  agentCard: (locale: Locale, agent: Agent) => {
    const t = translators[locale];
    return { title: pageHeads.agent(t, { status: 'loaded', data: agent }).title, license: t('DRE #{number}', { number: agent.licenseNumber }) };
  },
};
