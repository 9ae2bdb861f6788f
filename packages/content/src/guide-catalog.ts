import { GUIDE_SLUGS, type ArticleSection, type Guide, type GuideSlug, type Locale, type Resource } from '@pcr/contracts';

/**
 * Buyer education guides (spec section 2, "Guides"), written for Orange County and Los Angeles.
 * Typical figures (FHA 3.5% down, credit 580/620/740, DTI 43%, closing costs 2-5%) are editorial
 * text, not rules of any lender. Limits that change every year (conforming and FHA loan limits,
 * insurance premiums) are described without numbers so the guides do not go stale.
 */

/** A guide without its text: what the resources index, a guide's related links and its head need. */
export type GuideEntry = Omit<Guide, 'sections'>;

/**
 * The five guides, in the order of the resources index. Each one's text is a module of its own
 * (./guides/{slug}.ts), so a page carries only the guide it shows and the index carries none.
 * `readingMinutes` is written here because the index shows it without the text; the content tests
 * count the words of the text and hold it to the reading time (220 words a minute).
 */
export const guideCatalog: GuideEntry[] = [
  {
    slug: 'first-time-buyers',
    datePublished: '2023-03-14',
    dateModified: '2025-01-20',
    title: 'First-Time Home Buyer’s Guide',
    description:
      'Credit, debt-to-income, mortgage options, offers, inspections and closing costs: what first-time buyers in Orange County and Los Angeles need to know.',
    summary:
      'Buying your first home in Southern California is a big step, and it rewards preparation. This guide explains what lenders look at, which loans suit first-time buyers, how offers and inspections work in California, and what to budget for at closing.',
    readingMinutes: 8,
    related: ['home-buying-process', 'mortgage-guide', 'neighborhood-guide'],
  },
  {
    slug: 'home-buying-process',
    datePublished: '2023-04-11',
    dateModified: '2024-11-05',
    title: 'The Home Buying Process, Step by Step',
    description:
      'The nine steps of buying a home in California, from pre-approval to keys, with the common challenges buyers face and a realistic timeline.',
    summary:
      'Buying a home in California follows a predictable path once you know it. Here are the nine steps from your first conversation with a lender to the day you get the keys, the challenges that most often slow buyers down, and how long each stage usually takes.',
    readingMinutes: 5,
    related: ['first-time-buyers', 'mortgage-guide', 'neighborhood-guide'],
  },
  {
    slug: 'mortgage-guide',
    datePublished: '2023-06-06',
    dateModified: '2025-02-03',
    title: 'Mortgage Guide for California Buyers',
    description:
      'Loan types, fixed versus adjustable rates, down payments, what sets your rate, pre-approval and closing costs, explained for California home buyers.',
    summary:
      'Your mortgage is likely the largest financial commitment you will make, and small differences in rate and terms add up over decades. This guide explains the loan types available in California, how fixed and adjustable rates work, how much to put down, what moves your rate and what to expect at closing.',
    readingMinutes: 6,
    related: ['first-time-buyers', 'home-buying-process', 'home-value-tips'],
  },
  {
    slug: 'home-value-tips',
    datePublished: '2023-09-19',
    dateModified: '2024-09-30',
    title: 'Home Value and Investment Tips',
    description:
      'What drives home values in Orange County and Los Angeles, which improvements pay off, and how to think about real estate as a long-term investment.',
    summary:
      'Whether you plan to sell next spring or hold for twenty years, the decisions you make as an owner shape what your home is worth. Here is what really drives value in Southern California, which improvements tend to pay off, and how to approach property as an investment.',
    readingMinutes: 5,
    related: ['neighborhood-guide', 'mortgage-guide', 'home-buying-process'],
  },
  {
    slug: 'neighborhood-guide',
    datePublished: '2024-02-27',
    dateModified: '2025-01-13',
    title: 'Orange County and Los Angeles Neighborhood Guide',
    description:
      'How to choose a neighborhood, and an introduction to the Orange County and Los Angeles areas we serve, from Newport Beach and Irvine to Silver Lake.',
    summary:
      'Orange County and Los Angeles offer very different ways to live within an hour of each other. This guide explains what to weigh when you choose an area, then introduces the neighborhoods we know best: what each is known for and who it suits.',
    readingMinutes: 4,
    related: ['home-value-tips', 'first-time-buyers', 'home-buying-process'],
  },
];

export function findGuideEntry(slug: string): GuideEntry | undefined {
  return guideCatalog.find((entry) => entry.slug === slug);
}

export const guideHref = (slug: GuideSlug) => `/resources/${slug}`;

export function toResource(entry: GuideEntry): Resource {
  return { slug: entry.slug, href: guideHref(entry.slug), title: entry.title, description: entry.description, readingMinutes: entry.readingMinutes };
}

/** The resources index: one card per guide, in spec order. */
export const resources: Resource[] = GUIDE_SLUGS.map((slug) => {
  const found = findGuideEntry(slug);
  if (!found) throw new Error(`Guide "${slug}" is missing`);
  return toResource(found);
});

/** The resources a guide links to under "Related resources" (from the index in the page's language). */
export function relatedResources(entry: Pick<GuideEntry, 'related'>, index: readonly Resource[] = resources): Resource[] {
  return entry.related.flatMap((slug) => index.filter((r) => r.slug === slug));
}

/**
 * The guides' entries in Spanish, their texts merged in by a module of their own (./guide-catalog-es.ts),
 * so English pages carry none of it; loaded once.
 */
let spanishCatalog: Promise<GuideEntry[]> | undefined;
let spanishResources: Promise<Resource[]> | undefined;

/** The guides' entries in a language (Spanish: their titles, descriptions, summaries and reading times). */
export function loadGuideCatalog(locale: Locale): Promise<GuideEntry[]> {
  if (locale === 'en') return Promise.resolve(guideCatalog);
  spanishCatalog ??= import('./guide-catalog-es.js').then(({ inSpanish }) => guideCatalog.map(inSpanish));
  return spanishCatalog;
}

/** The resources index in a language (an English page has `resources` at hand). */
export function loadResources(locale: Locale): Promise<Resource[]> {
  if (locale === 'en') return Promise.resolve(resources);
  spanishResources ??= loadGuideCatalog(locale).then((entries) => entries.map(toResource));
  return spanishResources;
}

/** The module of the guides in Spanish (their entries' texts, the loaders of their text), as a path from the repository's root (for a bundler's manifest). */
export const guideCatalogEsModule = 'packages/content/src/guide-catalog-es.ts';

/** Each guide's English text, loaded on its own (a bundler makes one chunk of each; the Spanish ones are in ./guide-catalog-es.ts). */
const guideTexts: Record<GuideSlug, () => Promise<{ sections: ArticleSection[] }>> = {
  'first-time-buyers': () => import('./guides/first-time-buyers.js'),
  'home-buying-process': () => import('./guides/home-buying-process.js'),
  'mortgage-guide': () => import('./guides/mortgage-guide.js'),
  'home-value-tips': () => import('./guides/home-value-tips.js'),
  'neighborhood-guide': () => import('./guides/neighborhood-guide.js'),
};

const loading = new Map<string, Promise<Guide>>();

/**
 * The whole guide in a language, its text loaded once; the same promise every time, so a renderer can
 * wait on it. A Spanish guide loads only its own Spanish text, with the guides' Spanish entries.
 */
export function loadGuide(entry: GuideEntry, locale: Locale = 'en'): Promise<Guide> {
  const key = `${locale}:${entry.slug}`;
  let guide = loading.get(key);
  if (!guide) {
    guide =
      locale === 'en'
        ? guideTexts[entry.slug]().then(({ sections }) => ({ ...entry, sections }))
        : import('./guide-catalog-es.js').then(({ spanishGuideTexts }) =>
            Promise.all([loadGuideCatalog(locale), spanishGuideTexts[entry.slug]()]).then(([entries, { sections }]) => ({
              ...(entries.find((translated) => translated.slug === entry.slug) ?? entry),
              sections,
            })),
          );
    loading.set(key, guide);
  }
  return guide;
}
