import type { ArticleBlock, ArticleSection, Guide } from '@pcr/contracts';
import { guideCatalog } from './guide-catalog.js';
import { sections as firstTimeBuyers } from './guides/first-time-buyers.js';
import { sections as homeBuyingProcess } from './guides/home-buying-process.js';
import { sections as homeValueTips } from './guides/home-value-tips.js';
import { sections as mortgageGuide } from './guides/mortgage-guide.js';
import { sections as neighborhoodGuide } from './guides/neighborhood-guide.js';

export { findGuideEntry, guideCatalog, guideHref, loadGuide, relatedResources, resources, type GuideEntry } from './guide-catalog.js';

/**
 * The five guides whole, text included, for the server (sitemap, structured data), the stories and
 * the tests. A page of the site loads only its own guide's text (guide-catalog.ts, `loadGuide`).
 */

const WORDS_PER_MINUTE = 220;

function blockText(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.map((item) => (typeof item === 'string' ? item : `${item.term} ${item.text}`));
    case 'steps':
      return block.items.map((item) => `${item.title} ${item.text}`);
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'callout':
      return [block.title, block.text];
  }
}

/** Words a reader reads in the sections (headings included). */
export function countWords(sections: readonly ArticleSection[]): number {
  return sections
    .flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at an unhurried 220 words a minute, never under a minute. */
export function readingMinutesFor(summary: string, sections: readonly ArticleSection[]): number {
  const words = countWords(sections) + summary.split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const texts = {
  'first-time-buyers': firstTimeBuyers,
  'home-buying-process': homeBuyingProcess,
  'mortgage-guide': mortgageGuide,
  'home-value-tips': homeValueTips,
  'neighborhood-guide': neighborhoodGuide,
} satisfies Record<Guide['slug'], ArticleSection[]>;

/** The five guides, in the order of the resources index. */
export const guides: Guide[] = guideCatalog.map((entry) => ({ ...entry, sections: texts[entry.slug] }));

export function findGuide(slug: string): Guide | undefined {
  return guides.find((g) => g.slug === slug);
}
