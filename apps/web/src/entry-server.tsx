/**
 * The server's way into the web app (built by `vite build --ssr` into dist-server/): the page
 * renderer and the sitemap, both from the route table. The API server loads it; nothing here reaches
 * the browser.
 */
import type { PageReads, Sitemap, SitemapOptions, SiteRendererEntry } from '@pcr/contracts';
import { createPageRenderer as createRenderer } from './server/render-page.js';
import { renderSitemap } from './server/sitemap.js';
export { shareCardTexts } from './server/share-card-texts.js';
import type { PageAssets } from './server/page-assets.js';
import type { PageTemplate } from './server/page-template.js';

/** The page renderer over the build's template and assets (read by the server from PAGE_TEMPLATE_FILE and PAGE_ASSETS_FILE). */
export const createPageRenderer: SiteRendererEntry['createPageRenderer'] = ({ template, assets, shareImages, siteUrl }) =>
  createRenderer({ template: template as PageTemplate, assets: assets as PageAssets, shareImages, siteUrl });

/** The sitemap, its content read from the API's read side (in-process, checked against the contract). */
export function sitemap(reads: PageReads, options: SitemapOptions): Promise<Sitemap> {
  return renderSitemap(reads, options);
}
