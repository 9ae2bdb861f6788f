import type { Request as ExpressRequest } from 'express';

/** Where this server answered `request`: its own address and port, as an origin to send API requests to. */
export function loopbackOrigin(request: ExpressRequest): string {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) throw new Error('The page request has no local address to reach the API on.');
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(localAddress)?.[1];
  const host = ipv4 ?? (localAddress.includes(':') ? `[${localAddress}]` : localAddress);
  return `http://${host}:${localPort}`;
}

/**
 * A `fetch` for a page rendered on the server: its API requests go to this very server (`origin`),
 * through the whole HTTP stack (validation, errors, headers), so the page gets exactly the answers
 * the browser would get. `headers` go with every request (the page request's id, so its log lines
 * belong together).
 */
export function loopbackFetch(origin: string, headers: Record<string, string>): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`${origin}${url.pathname}${url.search}`, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers } });
  };
}
