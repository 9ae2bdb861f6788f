import type { ArticleSection, GuideSlug } from '@pcr/contracts';
import type { GuideEntry } from './guide-catalog.js';
import { guideEntryTextsEs } from './es/guide-catalog.js';
import { withTranslatedTexts } from './translated-texts.js';

/**
 * The guides in Spanish: a module of its own, which only Spanish pages load (guide-catalog.ts,
 * `loadGuideCatalog` and `loadGuide`), so English pages carry none of it.
 */

/** A guide's entry in Spanish: its texts replace the English ones; dates, slug and related guides stay. */
export function inSpanish(entry: GuideEntry): GuideEntry {
  const { readingMinutes, ...texts } = guideEntryTextsEs[entry.slug];
  // withTranslatedTexts keeps the English entry's numbers: the reading time is the Spanish text's own.
  return { ...withTranslatedTexts(entry, texts), readingMinutes };
}

/** Each guide's Spanish text, loaded on its own (a bundler makes one chunk of each). */
export const spanishGuideTexts: Record<GuideSlug, () => Promise<{ sections: ArticleSection[] }>> = {
  'first-time-buyers': () => import('./es/guides/first-time-buyers.js'),
  'home-buying-process': () => import('./es/guides/home-buying-process.js'),
  'mortgage-guide': () => import('./es/guides/mortgage-guide.js'),
  'home-value-tips': () => import('./es/guides/home-value-tips.js'),
  'neighborhood-guide': () => import('./es/guides/neighborhood-guide.js'),
};
