/**
 * Whether the CSP's img-src (config.cspImgSources: `https://host[:port]`, `https://*.domain`)
 * lets the browser load `url`. A photo it would block is a broken image, so the feed drops it.
 */
export function originAllowed(url: string, sources: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return sources.some((source) => {
    const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port] = match;
    if (parsed.protocol !== `${scheme}:`) return false;
    if ((parsed.port || '') !== (port ?? '')) return false;
    const hostname = parsed.hostname.toLowerCase();
    const wanted = host!.toLowerCase();
    return wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
  });
}
