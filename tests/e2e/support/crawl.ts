import { outlineOf, type PageOutline } from './page-outline.js';

export interface CrawledPage {
  /** The path asked for (with its query string), as linked. */
  path: string;
  url: string;
  response: Response;
  outline: PageOutline;
  /** The document as the server sent it. */
  html: string;
  /** The page whose link led here (undefined for the home page). */
  linkedFrom: string | undefined;
}

/**
 * Follows links from the home page breadth-first over HTTP, reading each page as the server sends
 * it (what a crawler, or a browser before any script, gets). `read` checks a page and returns the
 * paths it links to; each is visited once. Resolves to every path seen.
 */
export async function crawlOverHttp(baseUrl: string, read: (page: CrawledPage) => Promise<string[]> | string[]): Promise<Set<string>> {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const linkedFrom = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const url = `${baseUrl}${path}`;
    const response = await fetch(url);
    const html = await response.text();
    const outline = outlineOf(html);
    for (const link of await read({ path, url, response, outline, html, linkedFrom: linkedFrom.get(path) })) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  }
  return seen;
}
