import { escapeMarkup, pageTitle } from '@pcr/contracts';

/**
 * A page's head as data: the route table says what it is (routes/route-table.ts), the route module
 * names it of what the page's loader read (`head`) and the server writes it into the document
 * (`headElements`).
 */
export interface PageHead {
  /** The page's own title; the site's name is added (decisions.md: "{page} | {brand}"). */
  title: string;
  /** The meta description (search results and link previews). */
  description?: string;
  /** The share image, a site path or an absolute URL. */
  image?: string;
  /** What the share image shows (default: the page's title). */
  imageAlt?: string;
  /** The page's main image (its largest paint), asked for with the document. */
  mainImage?: string;
  /** Not to be indexed (a not-found page): no canonical, no og:url. */
  noindex?: boolean;
}

export interface HeadContext {
  /** The page's public address (SITE_URL + canonical path). */
  pageUrl: string;
  /** The site's public origin, for absolute share images. */
  siteUrl: string;
  brand: string;
  /** The share image as the server resolved it (a PNG the build made); without it, `head.image` as it is. */
  share?: ShareImage | undefined;
  /** The page's language tag ("es-US"), for og:locale. */
  languageTag?: string | undefined;
  /** The same page in every language, for `hreflang` links (none on a page not to be indexed). */
  alternates?: readonly LanguageAlternate[] | undefined;
}

/** The address of the page in one language, as `<link rel="alternate" hreflang>` names it. */
export interface LanguageAlternate {
  hrefLang: string;
  href: string;
}

/** og:locale's form of a language tag ("es_US"). */
const ogLocale = (tag: string) => tag.replace('-', '_');

/** A link-preview picture with what the networks want to know about it. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt: string;
}

/** One element of the head: a title, a meta or a link, with its attributes in a fixed order. */
export type HeadElement = { tag: 'title'; text: string } | { tag: 'meta'; attributes: [string, string][] } | { tag: 'link'; attributes: [string, string][] };

const absolute = (url: string, siteUrl: string) => new URL(url, `${siteUrl}/`).href;

/** The main image's preload: goes before the page's stylesheets, so it starts with the document. */
export function mainImagePreload(head: PageHead): HeadElement | undefined {
  if (!head.mainImage) return undefined;
  // Written as React writes a preload it hoists, which is how pages named it before.
  return { tag: 'link', attributes: [['rel', 'preload'], ['href', head.mainImage], ['as', 'image'], ['fetchPriority', 'high']] };
}

/** Title, description, canonical, Open Graph and Twitter tags of a page, in document order. */
export function headElements(head: PageHead, { pageUrl, siteUrl, brand, share, languageTag, alternates }: HeadContext): HeadElement[] {
  const title = pageTitle(head.title, brand);
  const shared = share ?? (head.image ? { url: head.image, alt: head.imageAlt ?? head.title } : undefined);
  const image = shared ? absolute(shared.url, siteUrl) : undefined;
  const size = (value: number | undefined) => (value === undefined ? undefined : String(value));
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined): HeadElement[] =>
    content === undefined ? [] : [{ tag: 'meta', attributes: [[attribute, key], ['content', content]] }];
  return [
    { tag: 'title', text: title },
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.noindex ? 'noindex' : undefined),
    ...(head.noindex ? [] : [{ tag: 'link', attributes: [['rel', 'canonical'], ['href', pageUrl]] } satisfies HeadElement]),
    ...(head.noindex ? [] : (alternates ?? []).map(({ hrefLang, href }): HeadElement => ({ tag: 'link', attributes: [['rel', 'alternate'], ['hreflang', hrefLang], ['href', href]] }))),
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:locale', languageTag && ogLocale(languageTag)),
    ...meta('property', 'og:site_name', brand),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.noindex ? undefined : pageUrl),
    ...meta('property', 'og:image', image),
    ...meta('property', 'og:image:type', shared?.type),
    ...meta('property', 'og:image:width', size(shared?.width)),
    ...meta('property', 'og:image:height', size(shared?.height)),
    ...meta('property', 'og:image:alt', shared?.alt),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image),
    ...meta('name', 'twitter:image:alt', shared?.alt),
  ];
}

/** The elements as HTML, for the server's document. */
export function headHtml(elements: readonly (HeadElement | undefined)[]): string {
  return elements
    .map((element) => {
      if (!element) return '';
      if (element.tag === 'title') return `<title>${escapeMarkup(element.text)}</title>`;
      return `<${element.tag}${element.attributes.map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`).join('')}${element.tag === 'link' ? '/>' : '>'}`;
    })
    .join('');
}

/** The comments around the page's own head elements, so a navigation can replace exactly those. */
export const HEAD_START = 'page-head';
export const HEAD_END = '/page-head';

/**
 * The page's head elements between their markers, as the server writes them into the document, with
 * its structured data (each item's JSON, escaped for a script: decision 0042). A navigation in the app
 * replaces all of it, so no page keeps another's structured data.
 */
export function markedHeadHtml(elements: readonly HeadElement[], structuredData: readonly string[] = []): string {
  const scripts = structuredData.map((json) => `<script type="application/ld+json">${json}</script>`).join('');
  return `<!--${HEAD_START}-->${headHtml(elements)}${scripts}<!--${HEAD_END}-->`;
}

/**
 * Puts a page's head into the live document after an in-app navigation: what stands between the
 * markers is replaced, so the head is what the server would have written for this page.
 */
export function applyHead(document: Document, elements: readonly HeadElement[]): void {
  const comments = [...document.head.childNodes].filter((node) => node.nodeType === Node.COMMENT_NODE);
  const start = comments.find((node) => node.nodeValue === HEAD_START);
  const end = comments.find((node) => node.nodeValue === HEAD_END);
  if (!start || !end) return;
  while (start.nextSibling && start.nextSibling !== end) start.nextSibling.remove();
  for (const element of elements) {
    const node = document.createElement(element.tag);
    if (element.tag === 'title') node.textContent = element.text;
    else for (const [name, value] of element.attributes) node.setAttribute(name, value);
    end.before(node);
  }
}
