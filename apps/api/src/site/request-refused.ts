import { apiErrorMessages, pathInLocale, REQUEST_REFUSALS, splitLocale, type RequestRefusal } from '@pcr/contracts';
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { ReadEndpoints } from '../api/read-endpoints.js';
import { checkedReads } from '../api/checked-reads.js';
import { answerTemporarilyUnavailable, isTemporarilyUnavailable } from '../http/errors.js';
import { fullPath, requestIdOf } from '../http/request-context.js';
import { errorFields, type Logger } from '../logger.js';
import { RequestRefusedError } from './site-actions.js';
import type { WebBuildLoader } from './web-build.js';

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Which refusal an error is, if it is the client's doing: ours (a post from another site, a body of
 * another type), body-parser's (too large, an unknown charset or encoding, broken), or a 4xx of the
 * router (a path parameter that is not URL encoding). Undefined: our own failure.
 */
export function refusalOf(error: unknown): RequestRefusal | undefined {
  if (error instanceof RequestRefusedError) return error.reason;
  const { type, status, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as HttpishError;
  if (type === 'entity.too.large') return 'too-large';
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return 'unsupported';
  const code = status ?? statusCode;
  if (typeof code !== 'number' || code < 400 || code >= 500) return undefined;
  return code === 413 ? 'too-large' : code === 415 ? 'unsupported' : 'malformed';
}

/**
 * The site's last error handler (issue 45): a client's mistake is its 4xx with the site's page that
 * says why, in the language of the page it was sent to (a form posted from another site 403, a body
 * too large 413, of another type or encoding 415, anything unreadable 400), rendered without
 * scripts (the address is the form's, not the page's), never kept; a database away 503; anything
 * else is our bug: 500, logged.
 */
export function siteErrorHandler({ web, read, logger }: { web: WebBuildLoader; read: ReadEndpoints; logger: Logger }): ErrorRequestHandler {
  const sendRefusal = async (req: Request, res: Response, reason: RequestRefusal) => {
    const status = REQUEST_REFUSALS[reason];
    res.status(status).setHeader('Cache-Control', 'no-store');
    const build = await web.current();
    if (!build?.renderer) {
      res.type('text/plain').send(`${status}`);
      return;
    }
    const { locale } = splitLocale(req.path);
    const page = build.renderer.resolve(`${pathInLocale('/request-refused', locale)}?reason=${reason}`);
    const rendered = await build.renderer.render(page, checkedReads(read, logger, { requestId: requestIdOf(res) }), { scripts: false });
    res.setHeader('Content-Security-Policy', build.csp);
    res.type('html').send(rendered.html);
  };

  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isTemporarilyUnavailable(error)) {
      answerTemporarilyUnavailable(req, res, logger, error, 'text');
      return;
    }
    const reason = refusalOf(error);
    if (reason) {
      logger.info('request refused', { requestId: requestIdOf(res), method: req.method, path: fullPath(req), reason });
      sendRefusal(req, res, reason).catch((renderError: unknown) => {
        logger.error('rendering a refusal failed', { requestId: requestIdOf(res), ...errorFields(renderError) });
        if (!res.headersSent) res.type('text/plain').send(`${REQUEST_REFUSALS[reason]}`);
      });
      return;
    }
    logger.error('unhandled error', { requestId: requestIdOf(res), method: req.method, path: fullPath(req), ...errorFields(error) });
    res.status(500).type('text/plain').send(apiErrorMessages.internal);
  };
}
