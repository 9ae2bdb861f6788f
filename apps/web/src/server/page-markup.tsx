/**
 * Step 3 of a page request (render-page.tsx): React renders the page's route module once, with what
 * its loader read, into its body markup; the islands it meets are collected, not rendered, here.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { splitLocale, type Locale } from '@pcr/contracts';
import { IslandCollectorContext, islandPlaceholder, PageImageContext, SiteOriginProvider, StructuredDataCollector, type PageImageOf, type RenderedIsland } from '@pcr/ui';
import { App } from '../app/App.js';
import { PageAddressContext } from '../app/page-address.js';
import { ActionAnswerContext, PageDataContext } from '../app/page-data.js';
import { RenderedRouteModules } from '../app/route-modules.js';
import { catalogs } from './page-languages.js';
import { routesLeadingTo } from './page-match.js';

/** Room for every image preload React would otherwise write into the markup. */
const MAX_PRELOAD_HEADER_LENGTH = 1 << 20;

export interface RenderedMarkup {
  body: string;
  /** The modules the page rendered (their styles go with it). */
  modules: string[];
  /** The islands the page holds, each put in its place (`islandPlaceholder`) by `putIslands`. */
  islands: Omit<RenderedIsland, 'element'>[];
  /** The page's structured data, each item's JSON, sorted: the server writes it into the head (decision 0042). */
  structuredData: string[];
  /** React's passes over the page: 2 when a one-pass render stopped (code not loaded, a failure) and the streaming one followed. */
  passes: 1 | 2;
  /** Written by the one synchronous pass. */
  onePass: boolean;
}

/**
 * A page's markup in one synchronous pass, when every part of it has its code: renderToString writes
 * text, where the streaming renderer encodes bytes that are decoded again (a large share of a fresh
 * render, docs/performance.md). Undefined when a part suspended (its code not loaded yet) or failed:
 * React then leaves that boundary to the browser (`<!--$!-->`), and the streaming render, which
 * waits for code and reports failures, renders the page instead.
 */
function renderedAtOnce(page: ReactElement): string | undefined {
  try {
    const html = renderToString(page);
    if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) return undefined;
    // React puts its preloads of the eager images first; the streaming render gives them to
    // onHeaders (and drops them), so the markup, and what the browser hydrates, is the same.
    let start = 0;
    while (html.startsWith('<link rel="preload"', start)) start = html.indexOf('/>', start) + 2;
    return html.slice(start);
  } catch {
    return undefined; // suspended outside any boundary
  }
}

/** A page's markup from the streaming renderer, which waits for code still loading; failures go to `errors`. */
async function streamedMarkup(page: ReactElement, errors: unknown[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page, {
    // Every finished Suspense boundary inline (React otherwise moves big ones behind a swap
    // script), so the markup reads whole without JavaScript, as a crawler may read it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
    // React preloads the shell's eager images; given a header sink it names them there instead of
    // in the markup. The route's head already preloads the one that matters (its main image).
    onHeaders: () => undefined,
    maxHeadersLength: MAX_PRELOAD_HEADER_LENGTH,
  });
  return readAll(prelude);
}

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  // One decoder across chunks: a character may be split between two of them.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

export interface MarkupRendererOptions {
  /** False: every page with the streaming renderer (to compare the two). */
  onePass: boolean;
  siteUrl: string;
  /** The share image of a head, in a language (structured data names it too). */
  pageImageOf: (locale: Locale) => PageImageOf;
}

/** Renders pages' markup: a route tree's first page streams, later ones take one synchronous pass. */
export function createMarkupRenderer({ onePass, siteUrl, pageImageOf }: MarkupRendererOptions) {
  /**
   * The route trees rendered to the end once: their code has loaded, so a one-pass render will not
   * suspend (a tree's first render streams, rather than try a pass that would stop at its lazy code).
   */
  const loadedTrees = new Set<string>();

  async function renderMarkup(location: string, treeId: string, data: object, address: string | null, actionAnswer?: object): Promise<RenderedMarkup> {
    const modules = new Set<string>();
    // A set: the one-pass render may have collected an item before it stopped and the streaming one ran.
    // Sorted when read: the two renders reach a page's parts in different orders, and the head must not differ.
    const structuredData = new Set<string>();
    const errors: unknown[] = [];
    // By id: a one-pass render that stopped may have met some before the streaming one ran.
    const islands = new Map<string, Omit<RenderedIsland, 'element'>>();
    const collectIsland = ({ name, props }: Omit<RenderedIsland, 'id'>) => {
      const id = `i${islands.size}-`;
      islands.set(id, { id, name, props });
      return id;
    };
    const page = (
      <PageDataContext value={data}>
        <ActionAnswerContext value={actionAnswer}>
          <SiteOriginProvider origin={siteUrl}>
            <RenderedRouteModules.Provider value={modules}>
                <StructuredDataCollector value={(json) => structuredData.add(json)}>
                  <PageImageContext value={pageImageOf(splitLocale(location).locale)}>
                  <IslandCollectorContext value={collectIsland}>
                    <StaticRouter location={location}>
                      <PageAddressContext value={address}>
                        <App catalogs={catalogs} routes={routesLeadingTo(treeId)} />
                      </PageAddressContext>
                    </StaticRouter>
                  </IslandCollectorContext>
                  </PageImageContext>
                </StructuredDataCollector>
            </RenderedRouteModules.Provider>
          </SiteOriginProvider>
        </ActionAnswerContext>
      </PageDataContext>
    );
    const tried = onePass && loadedTrees.has(treeId);
    const atOnce = tried ? renderedAtOnce(page) : undefined;
    if (tried && atOnce === undefined) islands.clear();
    const body = atOnce ?? (await streamedMarkup(page, errors));
    // React would leave a failing part to the browser; a server render must not hide that it failed.
    if (errors.length > 0) throw new Error(`Rendering ${location} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
    loadedTrees.add(treeId);
    const placed = [...islands.values()].filter((island) => body.includes(islandPlaceholder(island.id)));
    return { body, modules: [...modules], islands: placed, structuredData: [...structuredData].sort(), passes: tried && atOnce === undefined ? 2 : 1, onePass: atOnce !== undefined };
  }

  return renderMarkup;
}
