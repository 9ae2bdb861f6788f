import type { ErrorRequestHandler, Request, Response } from 'express';
import { apiErrorMessages } from '@pcr/contracts';
import { TsRestResponseValidationError } from '@ts-rest/core';
import { errorFields, type Logger } from '../logger.js';
import { describeIssues, type StandardIssue } from '../standard-schema.js';
import { sendValidationError } from './answer-language.js';
import { TOO_DEEP } from './json-body.js';
import { DatabaseUnavailableError } from '../storage/sql-client.js';
import { fullPath, requestIdOf } from './request-context.js';

/** Seconds a client is asked to wait while the database is away: a restart or failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True for a failure of the database that may pass: the answer is 503 with Retry-After, not 500. */
export const isTemporarilyUnavailable = (error: unknown): boolean => error instanceof DatabaseUnavailableError;

/** The 503 of the API (JSON) and of the site's own pages (text), logged as a warning: it is not our bug. */
export function answerTemporarilyUnavailable(req: Request, res: Response, logger: Logger, error: unknown, format: 'json' | 'text'): void {
  // Not our bug and possibly a thousand a second while it lasts: the reason, without a stack.
  const reason = error instanceof Error ? error.message : String(error);
  logger.warn('database unavailable: answered 503', { requestId: requestIdOf(res), method: req.method, path: fullPath(req), reason });
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.status(503);
  if (format === 'json') res.json({ message: apiErrorMessages.temporarilyUnavailable });
  else res.type('text/plain').send(apiErrorMessages.temporarilyUnavailable);
}

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * Turns errors into the API's JSON bodies. Body-parser errors are the client's doing and get
 * their 4xx; a database that is away gives 503 with Retry-After; everything else is our bug: 500
 * with a fixed message, logged with the request id.
 */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = requestIdOf(res);
    const e = (typeof error === 'object' && error !== null ? error : {}) as HttpishError;
    const status = e.status ?? e.statusCode;
    switch (e.type) {
      case 'entity.parse.failed':
        sendValidationError(res, { message: apiErrorMessages.malformedJson, issues: [] });
        return;
      case TOO_DEEP:
        sendValidationError(res, { message: apiErrorMessages.nestedTooDeep, issues: [] });
        return;
      case 'entity.too.large':
        res.status(413).json({ message: apiErrorMessages.payloadTooLarge });
        return;
      case 'charset.unsupported':
      case 'encoding.unsupported':
        res.status(415).json({ message: apiErrorMessages.unsupportedMediaType });
        return;
      default:
        break;
    }
    // Other client-side failures of body reading (aborted, bad length): their own status, no stack.
    if (e.expose && typeof status === 'number' && status >= 400 && status < 500) {
      logger.info('request body rejected', { requestId, status, type: e.type });
      res.status(status).json({ message: apiErrorMessages.invalidBody, issues: [] });
      return;
    }
    if (isTemporarilyUnavailable(error)) {
      answerTemporarilyUnavailable(req, res, logger, error, 'json');
      return;
    }
    if (error instanceof TsRestResponseValidationError) {
      // The handler produced something the contract does not allow: a server bug, never sent out.
      // Only paths and messages are logged: the issues' own message embeds the offending values.
      const issues = (error.cause as { issues?: readonly StandardIssue[] } | undefined)?.issues ?? [];
      logger.error('response validation failed', {
        requestId,
        method: req.method,
        path: fullPath(req),
        route: `${error.appRoute.method} ${error.appRoute.path}`,
        issues: describeIssues(issues),
      });
    } else {
      logger.error('unhandled error', { requestId, method: req.method, path: fullPath(req), ...errorFields(error) });
    }
    res.status(500).json({ message: apiErrorMessages.internal });
  };
}
