import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the receiver does with one request: answer with a status, never answer, or answer 200 with a body that never ends. */
export type ReceiverBehaviour = number | 'hang' | 'endless-200';

export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  behaviour: ReceiverBehaviour;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Requests answered with a 2xx. */
  accepted(): ReceivedRequest[];
  /** Behaviour of the next requests, in order; once they are used up, `then` applies. */
  script(behaviours: ReceiverBehaviour[], then?: ReceiverBehaviour): void;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 and a free port that fails on cue. */
export async function startWebhookReceiver(behaviours: ReceiverBehaviour[] = [], then: ReceiverBehaviour = 200): Promise<WebhookReceiver> {
  let queue = [...behaviours];
  let fallback = then;
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const behaviour = queue.shift() ?? fallback;
      requests.push({ headers: req.headers, body, behaviour });
      if (behaviour === 'hang') return;
      if (behaviour === 'endless-200') {
        // 16 kB every 5 ms until the client goes away.
        res.writeHead(200, { 'content-type': 'application/json' }).write('{"received":true,"padding":"');
        const timer = setInterval(() => res.write('x'.repeat(16 * 1024)), 5);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.writeHead(behaviour, { 'content-type': 'application/json' }).end(JSON.stringify({ received: behaviour < 300 }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    accepted: () => requests.filter((r) => r.behaviour === 'endless-200' || (typeof r.behaviour === 'number' && r.behaviour >= 200 && r.behaviour < 300)),
    script(next, afterwards = fallback) {
      queue = [...next];
      fallback = afterwards;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it returns true, or fails after `timeoutMs` with `what` in the message. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
