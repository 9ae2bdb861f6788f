/**
 * A request target ("/about?x=1") taken apart as it is written: its path and its query ("?x=1", or ""
 * without one). Not through `new URL`, which reads "//x" as a host (and throws on "//"), so a
 * stranger's path could name another page or fail.
 */
export function splitTarget(target: string): { path: string; query: string } {
  const at = target.indexOf('?');
  return at === -1 ? { path: target, query: '' } : { path: target.slice(0, at), query: target.slice(at) };
}

/**
 * Whether `text` decodes with `decode` (decodeURI, decodeURIComponent) or throws URIError.
 * The decoded text is compared, not dropped: the bundler takes the decode functions for pure and
 * removed a bare call, so the built server let "%E0%A4%A" through to Express (a 500).
 */
export function decodesWith(decode: (text: string) => string, text: string): boolean {
  try {
    return typeof decode(text) === 'string';
  } catch {
    return false;
  }
}

/** Whether every percent-escape in a request target's path and query decodes to UTF-8 (Express would throw on the path, later). */
export function isWellEncoded(target: string): boolean {
  if (!target.includes('%')) return true;
  const { path, query } = splitTarget(target);
  return path.split('/').every((segment) => decodesWith(decodeURIComponent, segment)) && query.slice(1).split(/[&=]/).every((part) => decodesWith(decodeURIComponent, part.replace(/\+/g, ' ')));
}
