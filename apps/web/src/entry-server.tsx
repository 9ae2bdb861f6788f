/**
 * The server's way into the web app (built by `vite build --ssr` into dist-server/): renders a page
 * with its data into the built index.html. The API server loads it; nothing here reaches the browser.
 */
import { createApiClient } from './api/client.js';
import { createSiteApi } from './api/site-api.js';
import { prerenderPage } from './prerender.js';
import { siteIdentity } from './site-identity.js';
import { assembleDocument, completeHead, routeScripts, routeStyleElements, routeStylesheets, splitHoistedHead, type Manifest } from './ssr/document.js';
import type { Stylesheets } from './ssr/inline-stylesheet.js';

export type { Manifest } from './ssr/document.js';
export type { Stylesheets } from './ssr/inline-stylesheet.js';

export interface RenderDocumentOptions {
  /** The built index.html: the page template (build/page-template.ts). */
  template: string;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: Manifest;
  /** The text of the build's stylesheets (dist/.vite/stylesheets.json), for the route's styles inline. */
  stylesheets: Stylesheets;
  /** How the page's API requests reach the API (the server answers them in-process). */
  fetch: typeof fetch;
  /** The site's public address, e.g. "https://www.example.com" (no trailing slash). */
  siteUrl: string;
}

export interface RenderedDocument {
  html: string;
  /** Requests whose data the page still lacked after the last round (rendered as loading). */
  missing: string[];
  /** Requests that failed (rendered as their error state). */
  failed: string[];
}

/** The address a page is published under: its path, and of the query only what selects content. */
export function canonicalPath(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const neighborhood = parsed.searchParams.get('neighborhood');
  const query = parsed.pathname === '/properties' && neighborhood ? `?${new URLSearchParams({ neighborhood }).toString()}` : '';
  return parsed.pathname + query;
}

/** Renders `url` (path and query) as a whole HTML document. */
export async function renderDocument(url: string, options: RenderDocumentOptions): Promise<RenderedDocument> {
  const api = createSiteApi(createApiClient('http://ssr.internal', options.fetch));
  const page = await prerenderPage(url, { api, siteUrl: options.siteUrl });
  const { head, body } = splitHoistedHead(page.html);
  const pageUrl = new URL(canonicalPath(url), options.siteUrl).href;
  const html = assembleDocument(options.template, {
    head: completeHead(head, { pageUrl, siteName: siteIdentity.brand }),
    body,
    scripts: routeScripts(options.manifest, page.routeModules),
    styles: routeStyleElements(routeStylesheets(options.manifest, page.routeModules), options.stylesheets),
    data: { fallback: page.fallback, errors: page.errors, siteUrl: options.siteUrl },
  });
  return { html, missing: page.missing, failed: Object.keys(page.errors) };
}
