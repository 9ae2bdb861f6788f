/**
 * The date (YYYY-MM-DD) each content module last changed, for the sitemap's `<lastmod>`.
 *
 * Most content items carry no edit dates of their own (only the neighborhoods' market figures,
 * the guides and the legal documents are dated), and "now" or a file's mtime would tell crawlers
 * every page changed on each deploy or checkout. So the dates are recorded here, per module: the day of the
 * last commit that changed the module's files (`contentModuleFiles`). `modified.test.ts` compares them with the git
 * history and fails when a module was changed after its date: whoever edits a module sets its
 * date to that day in the same commit. A page's date is the latest of the modules it shows.
 */
export const contentModified = {
  about: '2026-11-26',
  agents: '2026-12-03',
  cities: '2026-11-26',
  contact: '2026-11-23',
  guides: '2026-12-03',
  hotListings: '2026-11-24',
  legal: '2026-11-26',
  neighborhoods: '2026-11-26',
  properties: '2026-12-03',
  testimonials: '2026-12-03',
} as const satisfies Record<string, `${number}-${number}-${number}`>;

export type ContentModule = keyof typeof contentModified;

/** Where a module keeps more than `{module}.ts`: its Spanish texts (decision 0035), the guides' catalog and texts, a file per city or document. */
const moreFiles: Partial<Record<ContentModule, string[]>> = {
  about: ['es/about.ts'],
  agents: ['es/agents.ts'],
  cities: ['es/cities.ts', 'es/cities/'],
  guides: ['guide-catalog.ts', 'guides/', 'guide-catalog-es.ts', 'es/guide-catalog.ts', 'es/guides/'],
  legal: ['legal/', 'es/legal.ts', 'es/legal/'],
  neighborhoods: ['es/neighborhoods.ts'],
};

/** The files under src/ that hold a module's content: `{module}.ts` (camelCase key, kebab-case file) and `moreFiles`. */
export const contentModuleFiles = (module: ContentModule): string[] => [`${module.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`, ...(moreFiles[module] ?? [])];
