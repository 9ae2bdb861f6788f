import { DomUtils, parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/**
 * What the checks that need no browser read from a page: its document as the server sent it, or as
 * the browser serialised it once the page ran (`page.content()`), parsed by a real HTML parser.
 */
export interface PageOutline {
  /** `document.title`: the first <title>, whitespace collapsed. */
  title: string;
  /** The content of every `meta[name="description"]`. */
  descriptions: string[];
  /** The accessible name of every level-1 heading in the accessibility tree. */
  h1s: string[];
  /** The href of every icon (`svg use`) that does not draw a symbol, with a drawing, of the page's own sprite. */
  blankIcons: string[];
  /** Whether the page shows a photo gallery (a carousel: components other pages of its template lack). */
  hasGallery: boolean;
  /** The href of every `a[href]`, as written. */
  hrefs: string[];
  /** Every same-origin file the document asks the browser for (images, styles, scripts, icons), resolved against `pageUrl`. */
  filesAskedFor: (pageUrl: string) => string[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const attribute = (element: Element, name: string) => DomUtils.getAttributeValue(element, name);

/** Left out of the accessibility tree by its markup (`hidden`, `aria-hidden="true"`) on it or an ancestor. */
function hiddenByMarkup(element: Element): boolean {
  for (let node: Element | null = element; node; node = DomUtils.getParent(node) as Element | null) {
    if (node.attribs === undefined) return false;
    if (attribute(node, 'hidden') !== undefined || attribute(node, 'aria-hidden') === 'true') return true;
  }
  return false;
}

const isLevelOneHeading = (element: Element) =>
  element.name === 'h1' ? attribute(element, 'role') === undefined : attribute(element, 'role') === 'heading' && attribute(element, 'aria-level') === '1';

/** Each URL of a `srcset` (`url 2x, url 640w`). */
const srcsetUrls = (srcset: string | undefined) => (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '').filter(Boolean);

export function outlineOf(html: string): PageOutline {
  const document = parseDocument(html);
  const elements = DomUtils.findAll(() => true, document.children);
  const named = (name: string) => elements.filter((element) => element.name === name);
  const symbols = new Map(named('symbol').map((symbol) => [attribute(symbol, 'id'), symbol]));
  const draws = (symbol: Element | undefined) => symbol !== undefined && DomUtils.findOne((element) => ['path', 'circle', 'rect'].includes(element.name), symbol.children) !== null;
  const firstTitle = named('title').find((title) => !hasAncestor(title, 'svg'));
  return {
    title: firstTitle ? collapse(DomUtils.textContent(firstTitle)) : '',
    descriptions: named('meta').filter((meta) => attribute(meta, 'name') === 'description').map((meta) => attribute(meta, 'content') ?? ''),
    h1s: elements.filter((element) => isLevelOneHeading(element) && !hiddenByMarkup(element)).map((heading) => collapse(attribute(heading, 'aria-label') ?? DomUtils.textContent(heading))),
    blankIcons: named('use')
      .filter((use) => hasAncestor(use, 'svg'))
      .map((use) => attribute(use, 'href') ?? '')
      .filter((href) => !/^#[\w-]+$/.test(href) || !draws(symbols.get(href.slice(1)))),
    hasGallery: elements.some((element) => attribute(element, 'aria-roledescription') === 'carousel'),
    hrefs: named('a').flatMap((link) => attribute(link, 'href') ?? []),
    filesAskedFor: (pageUrl) => {
      const origin = new URL(pageUrl).origin;
      const urls = [
        ...named('img').flatMap((image) => [attribute(image, 'src') ?? '', ...srcsetUrls(attribute(image, 'srcset'))]),
        ...named('source').flatMap((source) => srcsetUrls(attribute(source, 'srcset'))),
        ...named('script').flatMap((script) => attribute(script, 'src') ?? []),
        ...named('link').filter((link) => /\b(stylesheet|preload|modulepreload|icon)\b/.test(attribute(link, 'rel') ?? '')).flatMap((link) => attribute(link, 'href') ?? []),
      ];
      const resolved = urls.filter(Boolean).map((url) => new URL(url, pageUrl));
      return [...new Set(resolved.filter((url) => url.origin === origin).map((url) => url.href))];
    },
  };
}

function hasAncestor(element: Element, name: string): boolean {
  for (let node = DomUtils.getParent(element) as Element | null; node; node = DomUtils.getParent(node) as Element | null) {
    if (node.name === name) return true;
  }
  return false;
}
