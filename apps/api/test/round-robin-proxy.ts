import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests went to each backend, in order. */
  counts: number[];
  /** Why a backend could not be reached (error codes), for failure messages. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A reverse proxy on 127.0.0.1 in front of several instances, as a load balancer would be: each
 * request goes to the next backend in turn, with the client's address appended to
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for). A backend that cannot be reached answers
 * 502, as nginx does; nothing is retried (a POST must not be sent twice).
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const counts = backends.map(() => 0);
  const errors: string[] = [];
  // A connection per request: a kept-alive socket the backend closes just as a POST goes out is
  // reset (ECONNRESET), which a real proxy avoids with an idle timeout below the backend's own.
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', backends[index]);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      errors.push(`${req.method} ${req.url} -> backend ${index}: ${error.code ?? error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    errors,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
