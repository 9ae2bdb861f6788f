/**
 * Step 4 of a page request (render-page.tsx): each island of the page rendered on its own, as the
 * browser hydrates it, put in its place with its props, and the chunks it wakes with.
 */
import { renderToString } from 'react-dom/server';
import type { Locale } from '@pcr/contracts';
import { islandPlaceholder, StructuredDataCollector, type RenderedIsland } from '@pcr/ui';
import { IslandFrame } from '../islands/IslandFrame.js';
import { islandRegistry } from '../islands/registry.js';
import type { PageAssets } from './page-assets.js';
import { catalogs } from './page-languages.js';

/** The chunks of the language's one catalog (decision 0051), which a Spanish page's first island loads beside its code. */
export function catalogChunks(assets: PageAssets, locale: Locale): string[] {
  if (locale === 'en') return [];
  const scripts = assets.islands[`catalog-${locale}`];
  if (!scripts) throw new Error(`The build's page assets have no chunk catalog-${locale}: rebuild the web app`);
  return scripts.map((file) => `/${file}`);
}

/** Each island's own chunks, by name, for the islands of a page: fetched with the entry as one wakes. */
export function islandChunks(assets: PageAssets, islands: readonly Omit<RenderedIsland, 'element'>[]): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const { name } of islands) {
    const chunk = islandRegistry[name]?.chunk;
    const scripts = chunk === undefined ? undefined : assets.islands[chunk];
    if (!scripts) throw new Error(`The build's page assets have no chunk for island ${name} (${chunk}): rebuild the web app, or fix its registry entry`);
    chunks[name] = scripts.map((file) => `/${file}`);
  }
  return chunks;
}

/** Each island's markup and props by id, and the structured data they render (the city's FAQ). */
export interface RenderedIslands {
  markup: Map<string, { html: string; props: object }>;
  structuredData: string[];
}

/**
 * Renders each island on its own, as the browser hydrates it (src/main.tsx): the same component
 * from the registry, the same frame, its `useId`s under its own prefix.
 */
export async function renderIslands(islands: readonly Omit<RenderedIsland, 'element'>[], page: { locale: Locale; siteUrl: string; location: string }): Promise<RenderedIslands> {
  const markup = new Map<string, { html: string; props: object }>();
  const structuredData = new Set<string>();
  for (const island of islands) {
    const entry = islandRegistry[island.name];
    if (!entry) throw new Error(`No island ${island.name} in the registry (apps/web/src/islands/registry.ts)`);
    const Part = await entry.load();
    const html = renderToString(
      <StructuredDataCollector value={(json) => structuredData.add(json)}>
        <IslandFrame locale={page.locale} catalog={catalogs[page.locale as 'es']} siteUrl={page.siteUrl} location={page.location}>
          <Part {...island.props} />
        </IslandFrame>
      </StructuredDataCollector>,
      { identifierPrefix: island.id },
    );
    markup.set(island.id, { html, props: island.props });
  }
  return { markup, structuredData: [...structuredData] };
}

/** Text for an attribute value in double quotes. */
const inAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The page's markup with each island's in its place, and its props on its element for the browser to hydrate it with. */
export function putIslands(body: string, islands: ReadonlyMap<string, { html: string; props: object }>): string {
  let html = body;
  for (const [id, { html: markup, props }] of islands) {
    html = html.replace(`data-island-id="${id}"`, () => `data-island-id="${id}" data-props="${inAttribute(JSON.stringify(props))}"`).replace(islandPlaceholder(id), () => markup);
  }
  return html;
}
