/**
 * Renders a page of the site outside a browser (decisions.md: pages will be prerendered for search
 * engines), with its data through SWR's fallback. It runs the same App the browser runs; nothing here
 * is imported by the browser bundle.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { SiteOriginProvider } from '@pcr/ui';
import type { SiteApi } from './api/site-api.js';
import { App } from './app/App.js';
import { RenderedRouteModules } from './app/route-modules.js';
import { initialErrors } from './data/initial-data.js';
import { SiteApiProvider } from './data/site-api-context.js';

export interface PrerenderedPage {
  /** The page's markup (header, main, footer), with its title and meta tags. */
  html: string;
  /** The data it was rendered with, by SWR key: hand it to the browser's SWRConfig to hydrate. */
  fallback: Record<string, unknown>;
  /** The requests that failed, by SWR key: their error messages, rendered as the browser would render them. */
  errors: Record<string, string>;
  /**
   * SWR keys the page still lacks (asked for only after the last round): their sections render as
   * loading and the browser asks again.
   */
  missing: string[];
  /** The route modules the page rendered ("src/routes/HomeRoute.tsx"): their code and styles go with it. */
  routeModules: string[];
}

export interface PrerenderOptions {
  /** The API functions the page's requests go through (e.g. over the running server). */
  api: SiteApi;
  /** The site's public address ("https://www.example.com"): share images must be absolute. */
  siteUrl: string;
  /** Renders at most this many times; a page's requests wait on each other at most this deep. */
  maxRounds?: number;
}

type Fetcher = () => Promise<unknown>;

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  // One decoder across chunks: a character may be split between two of them.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** Renders once, noting each request the page makes (its SWR key and the app's own fetcher). */
async function renderOnce(
  path: string,
  { api, siteUrl }: PrerenderOptions,
  data: { fallback: Record<string, unknown>; errors: Record<string, string> },
  requested: Map<string, Fetcher>,
  routeModules: Set<string>,
): Promise<string> {
  const recordRequests: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (key !== null && fetcher) {
      const serialized = unstable_serialize(key);
      if (!requested.has(serialized)) requested.set(serialized, () => Promise.resolve(fetcher(key)));
    }
    return useSWRNext(key, fetcher, config);
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SWRConfig value={{ fallback: data.fallback, use: [recordRequests, initialErrors(data.errors)] }}>
      <SiteApiProvider api={api}>
        <SiteOriginProvider origin={siteUrl}>
          <RenderedRouteModules.Provider value={routeModules}>
            <StaticRouter location={path}>
              <App />
            </StaticRouter>
          </RenderedRouteModules.Provider>
        </SiteOriginProvider>
      </SiteApiProvider>
    </SWRConfig>,
    // Inline every finished Suspense boundary (React otherwise moves big ones behind a swap script),
    // so the markup reads whole without JavaScript, as a crawler may read it.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // React would leave a failing part to the browser; a prerender must not hide that it failed.
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
  return html;
}

/**
 * Renders `path`, fetches what it asked for through `api`, and renders again until it asks for
 * nothing new: a request that waits for another (a neighborhood's homes wait for the neighborhood)
 * is made in the next round.
 */
export async function prerenderPage(path: string, options: PrerenderOptions): Promise<PrerenderedPage> {
  const { maxRounds = 4 } = options;
  const fallback: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (let round = 1; ; round += 1) {
    const requested = new Map<string, Fetcher>();
    const routeModules = new Set<string>();
    const html = await renderOnce(path, options, { fallback, errors }, requested, routeModules);
    const missing = [...requested].filter(([key]) => !(key in fallback) && !(key in errors));
    if (missing.length === 0 || round === maxRounds) {
      return { html, fallback, errors, missing: missing.map(([key]) => key), routeModules: [...routeModules] };
    }
    await Promise.all(
      missing.map(async ([key, fetch]) => {
        try {
          fallback[key] = await fetch();
        } catch (error) {
          errors[key] = error instanceof Error ? error.message : String(error);
        }
      }),
    );
  }
}
