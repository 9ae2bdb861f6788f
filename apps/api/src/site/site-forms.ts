import { pathInLocale, type RequestRefusal } from '@pcr/contracts';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { isCrossSite } from '../http/cross-site.js';
import { MANAGE_ALERTS_PAGE } from '../alerts/alert-management.js';
import { CONFIRMATION_PAGE } from '../notifications/subscription-confirmation.js';
import { UNSUBSCRIBE_PAGE } from '../notifications/unsubscribe.js';
import { ALERT_FORM_PATH } from './alert-request-form.js';

/** The site's forms that post without scripts, each in English and under /es. */
export const SITE_FORM_PATHS = [ALERT_FORM_PATH, MANAGE_ALERTS_PAGE, UNSUBSCRIBE_PAGE, CONFIRMATION_PAGE].flatMap((path) => [path, pathInLocale(path, 'es')]);

/** A form's body is a few hundred bytes: this bounds what a client can make us parse. */
const FORM_BODY_LIMIT = '4kb';

/** A request the site refuses to act on: answered with its status and the page that says why (request-refused.ts). */
export class RequestRefusedError extends Error {
  override name = 'RequestRefusedError';
  constructor(readonly reason: RequestRefusal) {
    super(`request refused: ${reason}`);
  }
}

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * What every form of the site goes through before its own router: a post from another site is
 * refused before anything else (before it counts against the rate limit), a body that is not a
 * form's (another media type, too large, an unknown charset or encoding, broken) is the client's
 * mistake, answered 4xx with the page that says why, in the page's language; else the form's
 * fields are in `req.body`.
 */
export function siteForms({ siteUrl }: { siteUrl: string }): Router {
  const siteOrigin = new URL(siteUrl).origin;
  const router = express.Router();
  const sameSite: RequestHandler = (req, _res, next) => next(isCrossSite(req, siteOrigin) ? new RequestRefusedError('cross-site') : undefined);
  const formType: RequestHandler = (req, _res, next) =>
    next(hasBody(req) && !req.is('application/x-www-form-urlencoded') ? new RequestRefusedError('unsupported') : undefined);
  router.post(SITE_FORM_PATHS, sameSite, formType, express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT }));
  return router;
}
