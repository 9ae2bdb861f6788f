import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.js';
import { splitTarget } from '@pcr/contracts';

/** An incoming id is kept only if it is short and plain: it ends up in logs and headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The caller's X-Request-Id if it is sane, else a new one (the length first: a header can be 16 kB). */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && incoming.length <= 128 && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The access-log line of one request (the same for every path through the server). */
export function logRequest(logger: Logger, line: { requestId: string; method: string; path: string; status: number; ms: number; aborted?: boolean }): void {
  const { aborted, ...fields } = line;
  logger.info('request', { ...fields, ms: Math.round(fields.ms * 10) / 10, ...(aborted ? { aborted: true } : {}) });
}

export function requestIdOf(res: Response): string {
  return String(res.locals.requestId ?? '');
}

/** The full path without the query string (req.path is relative inside mounted routers). */
export function fullPath(req: Request): string {
  return splitTarget(req.originalUrl).path;
}

/**
 * Gives every request an id (the caller's X-Request-Id if sane, else a new uuid), echoes it,
 * and writes one access-log line when the response ends. The line has the path without the
 * query string, and never bodies: no form contents in the logs.
 */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFor(req.get('x-request-id'));
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    // Captured now: routers mounted on a prefix rewrite req.path while the request runs.
    const path = fullPath(req);
    const started = process.hrtime.bigint();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logRequest(logger, { requestId, method: req.method, path, status: res.statusCode, ms, aborted: !res.writableFinished });
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
