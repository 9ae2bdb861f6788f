/**
 * Step 5 of a page request (render-page.tsx): the document around the page's markup: its styles,
 * its head (title, description, canonical, languages, share image, structured data) and the script
 * that wakes its islands.
 */
import { LOCALE_TAGS, type Locale, type ShareImages } from '@pcr/contracts';
import type { Translate } from '@pcr/ui/i18n/translate.js';
import { headElements, headHtml, mainImagePreload, markedHeadHtml, type LanguageAlternate, type PageHead, type ShareImage } from '../app/page-head.js';
import { pageHeads } from '../routes/page-heads.js';
import { assetsOf, type PageAssets } from './page-assets.js';
import { fillTemplate, type PageTemplate } from './page-template.js';
import { pageStylesheetElements } from './page-stylesheet.js';

/**
 * The page's link-preview picture (issue 32): its own picture as the build rasterized it, an MLS photo
 * as the MLS serves it, or the branded card of its title (else the home page's).
 */
export function shareImageOf(head: PageHead, images: ShareImages | undefined, brand: string, t: Translate): ShareImage | undefined {
  if (!images) return undefined;
  const sized = { width: images.width, height: images.height, type: images.type };
  const picture = head.image ? images.pictures[head.image] : undefined;
  if (picture) return { url: picture, ...sized, alt: head.imageAlt ?? head.title };
  if (head.image && /^https?:/.test(head.image) && !/\.svg(?:$|\?)/i.test(head.image)) return { url: head.image, alt: head.imageAlt ?? head.title };
  const card = images.cards[head.title];
  return { url: card ?? images.fallback, ...sized, alt: `${brand}: ${card ? head.title : pageHeads.home(t).title}` };
}

/** The layout's module (header, footer): its styles are every page's, beside the shell's. */
const LAYOUT_MODULE = 'src/app/AppLayout.tsx';

/** What a page's document is made of. */
export interface PageDocument {
  locale: Locale;
  head: PageHead;
  /** The page's public address, its share image and its twins in the other languages. */
  pageUrl: string;
  siteUrl: string;
  brand: string;
  share: ShareImage | undefined;
  alternates: readonly LanguageAlternate[] | undefined;
  /** The route modules the page rendered: their styles are in the page's stylesheet. */
  modules: readonly string[];
  structuredData: readonly string[];
  /** The page's markup, islands in place. */
  root: string;
  /** The islands' start-up element, or '' (no island, or scripts left out). */
  islandsElement: string;
}

/** The page's whole HTML: the build's template filled with the page. */
export function pageDocument(template: PageTemplate, assets: PageAssets, page: PageDocument): string {
  // The shell's styles first: every page's, then the layout's, the route's and its parts' (decision 0064).
  const styles = [...assets.shell.styles, ...assetsOf(assets, [LAYOUT_MODULE, ...page.modules]).styles];
  return fillTemplate(template, {
    lang: LOCALE_TAGS[page.locale],
    preload: headHtml([mainImagePreload(page.head)]),
    head:
      pageStylesheetElements(styles) +
      markedHeadHtml(
        headElements(page.head, { pageUrl: page.pageUrl, siteUrl: page.siteUrl, brand: page.brand, share: page.share, languageTag: LOCALE_TAGS[page.locale], alternates: page.alternates }),
        page.structuredData,
      ),
    root: page.root,
    data: '',
    modules: page.islandsElement,
  });
}
