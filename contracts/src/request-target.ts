/**
 * A request target ("/about?x=1") taken apart as it is written: its path and its query ("?x=1", or ""
 * without one). Not through `new URL`, which reads "//x" as a host (and throws on "//"), so a
 * stranger's path could name another page or fail.
 */
export function splitTarget(target: string): { path: string; query: string } {
  const at = target.indexOf('?');
  return at === -1 ? { path: target, query: '' } : { path: target.slice(0, at), query: target.slice(at) };
}
