import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/** The scripts a page may carry (decision 0048): none holds the page's data. */
const ALLOWED_SCRIPTS = [
  'inline code', // the theme before the first paint, the islands' start-up
  'application/ld+json', // structured data for search engines, which they read from the page
  'application/json#pcr-islands', // the entry's address and the site's origin
  'speculationrules',
];
/** The islands' page record is addresses (the entry, each island's chunks): far from any page's data. */
const ISLAND_PAGE_MAX_BYTES = 4096;
/** A text this long that a page shows twice is data, not a label. */
const DATA_TEXT_MIN_LENGTH = 60;

const isElement = (node: ChildNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * What a page's HTML carries twice (issue 46: "no page ships its whole data twice"): a script of
 * another kind than the page's own few, an oversized islands record, or a text the page shows
 * outside its islands that a script or an island's props repeat (an island's props carry only what
 * that island shows). JSON-LD is left out: it is how search engines read the page's data.
 */
export function repeatedData(html: string): string[] {
  const problems: string[] = [];
  const shownOutsideIslands: string[] = [];
  const carried: string[] = [];
  const walk = (nodes: readonly ChildNode[], inIsland: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text' && !inIsland) {
        const text = node.data.replace(/\s+/g, ' ').trim();
        if (text.length >= DATA_TEXT_MIN_LENGTH) shownOutsideIslands.push(text);
      }
      if (!isElement(node)) continue;
      if (node.name === 'script') {
        const source = node.children.map((child) => (child.type === 'text' ? child.data : '')).join('');
        const type = node.attribs.type;
        const kind = node.attribs.src ? `src ${node.attribs.src}` : !type ? 'inline code' : node.attribs.id ? `${type}#${node.attribs.id}` : type;
        if (!ALLOWED_SCRIPTS.includes(kind)) problems.push(`a script of another kind: ${kind}`);
        if (kind === 'application/json#pcr-islands' && source.length > ISLAND_PAGE_MAX_BYTES) problems.push(`the islands record is ${source.length} bytes`);
        if (type !== 'application/ld+json') carried.push(source);
        continue;
      }
      if (node.attribs['data-props'] !== undefined) carried.push(node.attribs['data-props']);
      walk(node.children, inIsland || node.attribs['data-island'] !== undefined);
    }
  };
  walk(parseDocument(html).children, false);
  const unescape = (json: string) => {
    try {
      return JSON.stringify(JSON.parse(json), (_key, value: unknown) => value);
    } catch {
      return json;
    }
  };
  const carriedText = carried.map(unescape).join('\n');
  for (const text of new Set(shownOutsideIslands)) {
    // As JSON would write it (quotes and backslashes escaped), and as the page shows it.
    const inJson = JSON.stringify(text).slice(1, -1);
    if (carriedText.includes(inJson.slice(0, DATA_TEXT_MIN_LENGTH)) || carriedText.includes(text.slice(0, DATA_TEXT_MIN_LENGTH))) {
      problems.push(`shown and carried again in a script or an island's props: "${text.slice(0, DATA_TEXT_MIN_LENGTH)}…"`);
    }
  }
  return problems;
}
