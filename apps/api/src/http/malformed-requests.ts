import { METHODS, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { apiContract, apiErrorMessages, isWellEncoded, splitTarget } from '@pcr/contracts';
import type { RequestHandler } from 'express';
import { lingeringClose } from './lingering-close.js';
import { securityHeaderEntries } from './security-headers.js';

/** A path or query that is not valid percent-encoding names nothing: the client's mistake, said as such. */
export const refuseMalformedUrl: RequestHandler = (req, res, next) => {
  if (isWellEncoded(req.originalUrl)) {
    next();
    return;
  }
  res.status(400).json({ message: apiErrorMessages.malformedUrl, issues: [] });
};

/** Each contract route as its path segments; a `:param` segment matches any non-empty one. */
const routes = Object.values(apiContract).map((route) => ({ method: route.method, segments: route.path.split('/') }));

/** Whether `path` (one trailing slash allowed) is a route's path: segment by segment, no pattern to backtrack. */
function isPathOf(route: { segments: string[] }, path: string): boolean {
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  return (
    segments.length === route.segments.length &&
    route.segments.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
  );
}

/**
 * The end of /api: a path of the contract asked with another method is 405 with `Allow`
 * (HEAD goes with GET, as Express answers it), anything else 404.
 */
export const apiNotFound: RequestHandler = (req, res) => {
  const { path } = splitTarget(req.originalUrl);
  const allowed: string[] = routes.filter((route) => isPathOf(route, path)).map((route) => route.method);
  if (allowed.length > 0) {
    if (allowed.includes('GET')) allowed.push('HEAD');
    res.setHeader('Allow', allowed.join(', '));
    res.status(405).json({ message: apiErrorMessages.methodNotAllowed });
    return;
  }
  res.status(404).json({ message: apiErrorMessages.notFound });
};

/**
 * The longest request target (path and query) that is routed. The site's real URLs are far shorter,
 * and nothing done per byte of a longer one is worth doing: it is answered 414 at once.
 */
export const MAX_TARGET_LENGTH = 8 * 1024;

/** /api, whatever its case (Express routes it case-insensitively). */
function isApiTarget(target: string): boolean {
  const head = target.slice(0, 5).toLowerCase();
  return head === '/api' || head === '/api/' || head === '/api?';
}

/**
 * Answers a request whose target is over MAX_TARGET_LENGTH with 414 (JSON for /api, text for the
 * pages), before any routing; false when the request goes on.
 */
export function refuseLongTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (target.length <= MAX_TARGET_LENGTH) return false;
  const json = isApiTarget(target);
  const body = json ? JSON.stringify({ message: apiErrorMessages.uriTooLong }) : apiErrorMessages.uriTooLong;
  for (const [name, value] of securityHeaderEntries([])) res.setHeader(name, value);
  res.writeHead(414, {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** A request line longer than the parser's header limit overflows it before any header: 414 then, not 431. */
function isLongRequestLine(packet: Buffer | undefined): boolean {
  if (!packet || packet.length <= MAX_TARGET_LENGTH) return false;
  const lineEnd = packet.indexOf('\n');
  const space = packet.indexOf(' ');
  return (lineEnd === -1 || lineEnd > MAX_TARGET_LENGTH) && space > 0 && METHODS.includes(packet.subarray(0, space).toString('latin1'));
}

function jsonAnswer(status: number, reason: string, message: string, extra: Record<string, unknown> = {}): string {
  const body = JSON.stringify({ message, ...extra });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Requests Node's HTTP parser refuses, and CONNECT, never reach Express: answer them in the API's
 * JSON shape too (414 for a request line, 431 for headers over the parser's limit, 400 for the rest),
 * instead of Node's bare 400 or nothing.
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
        ? isLongRequestLine((error as NodeJS.ErrnoException & { rawPacket?: Buffer }).rawPacket)
          ? jsonAnswer(414, 'URI Too Long', apiErrorMessages.uriTooLong)
          : jsonAnswer(431, 'Request Header Fields Too Large', apiErrorMessages.headersTooLarge)
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
