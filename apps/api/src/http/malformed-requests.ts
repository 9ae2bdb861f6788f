import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { apiContract, apiErrorMessages } from '@pcr/contracts';
import type { RequestHandler } from 'express';
import { lingeringClose } from './lingering-close.js';

/** Whether every percent-escape in the path and query decodes to UTF-8 (Express would throw on the path, later). */
export function isWellEncoded(url: string): boolean {
  if (!url.includes('%')) return true;
  const [path = '', query = ''] = url.split('?', 2);
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment);
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** A path or query that is not valid percent-encoding names nothing: the client's mistake, said as such. */
export const refuseMalformedUrl: RequestHandler = (req, res, next) => {
  if (isWellEncoded(req.originalUrl)) {
    next();
    return;
  }
  res.status(400).json({ message: apiErrorMessages.malformedUrl, issues: [] });
};

const routes = Object.values(apiContract).map((route) => ({
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/**
 * The end of /api: a path of the contract asked with another method is 405 with `Allow`
 * (HEAD goes with GET, as Express answers it), anything else 404.
 */
export const apiNotFound: RequestHandler = (req, res) => {
  const path = req.originalUrl.split('?')[0] ?? '';
  const allowed: string[] = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
  if (allowed.length > 0) {
    if (allowed.includes('GET')) allowed.push('HEAD');
    res.setHeader('Allow', allowed.join(', '));
    res.status(405).json({ message: apiErrorMessages.methodNotAllowed });
    return;
  }
  res.status(404).json({ message: apiErrorMessages.notFound });
};

function jsonAnswer(status: number, reason: string, message: string, extra: Record<string, unknown> = {}): string {
  const body = JSON.stringify({ message, ...extra });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Requests Node's HTTP parser refuses, and CONNECT, never reach Express: answer them in the API's
 * JSON shape too (431 for oversized headers, 400 for the rest), instead of Node's bare 400 or nothing.
 */
export function answerUnparsableRequests(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // The parser reports every later chunk of a refused request again: the answer is out, the socket lingers.
    if (answered.has(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? jsonAnswer(431, 'Request Header Fields Too Large', apiErrorMessages.headersTooLarge)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? jsonAnswer(408, 'Request Timeout', apiErrorMessages.requestTimeout)
          : jsonAnswer(400, 'Bad Request', apiErrorMessages.malformedHttp);
    socket.write(answer);
    lingeringClose(socket);
  });
  // CONNECT never reaches a request handler: Node gives its socket to 'connect' listeners and drops
  // it unanswered without one. Nothing here is a proxy: 405, or 400 for a target that is not URL encoding.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.write(
      isWellEncoded(req.url ?? '')
        ? jsonAnswer(405, 'Method Not Allowed', apiErrorMessages.methodNotAllowed)
        : jsonAnswer(400, 'Bad Request', apiErrorMessages.malformedUrl, { issues: [] }),
    );
    lingeringClose(socket);
  });
}
