/** Longer than any page path a redirect is given (a search's query included). */
const MAX_SITE_PATH_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://site.invalid';

/**
 * A path of this site to send a visitor to, as a browser resolves it ("/a/../b" is "/b",
 * "/%2e%2e/" is "/"), or undefined for anything else: another host ("//x", "/\\x", and "/..//x" or
 * "/.//x", which become "//x" once resolved), a control character (no header can carry it), more
 * than any page's path. Checked after resolving (issue 45): a check of the text as given lets
 * through what resolving turns into another host.
 */
export function sitePath(target: string): string | undefined {
  if (!target.startsWith('/') || target.length > MAX_SITE_PATH_LENGTH || /[\u0000-\u001f\u007f\\]/.test(target)) return undefined;
  if (!URL.canParse(target, PLACEHOLDER_ORIGIN)) return undefined;
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}
