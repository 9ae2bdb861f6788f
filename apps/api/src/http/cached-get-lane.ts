import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import type { AnswerCache } from '../api/answer-cache.js';
import { logRequest, requestIdFor } from './request-context.js';
import { splitTarget } from '@pcr/contracts';

/** Answers a request before Express sees it; false: not for this lane, Express takes it. */
export type RequestLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The kept GET answers (answer-cache.ts), sent straight from node:http: Express's routing and
 * middleware cost most of a request's time here, and a kept answer needs none of them. The lane
 * answers only URLs Express already answered 200 (and so validated) and keeps every header the
 * Express path sends: the security headers, X-Request-Id, Cache-Control, ETag and Vary, the
 * encoding, 304 for a copy the client has; and it writes the same access-log line.
 * Everything else (a miss, another method, an expired answer) goes to Express unchanged.
 */
export function cachedGetLane(options: { answers: AnswerCache; securityHeaders: [string, string][]; logger: Logger }): RequestLane {
  const { answers, securityHeaders, logger } = options;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const kept = answers.lookup(url);
    if (kept === undefined) return false;
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = requestIdFor(typeof incoming === 'string' ? incoming : undefined);
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader('Cache-Control', kept.cacheControl);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    answers.send(req, res, kept);
    logRequest(logger, {
      requestId,
      method: req.method,
      path: splitTarget(url).path,
      status: res.statusCode,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    });
    return true;
  };
}
