import { pathInLocale, splitLocale, type RequestRefusal } from '@pcr/contracts';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { checkedReads } from '../api/checked-reads.js';
import { checkedWrites } from '../api/checked-writes.js';
import type { ReadEndpoints } from '../api/read-endpoints.js';
import type { WriteEndpoints } from '../api/write-endpoints.js';
import { isCrossSite } from '../http/cross-site.js';
import { rateLimit, type RateLimiter } from '../http/rate-limit.js';
import { requestIdOf } from '../http/request-context.js';
import { sitePath } from '../http/site-path.js';
import { leadOriginOf } from '../leads.js';
import type { Logger } from '../logger.js';
import type { WebBuild, WebBuildLoader } from './web-build.js';

/** A form's body is a few hundred bytes: this bounds what a client can make us parse. */
const FORM_BODY_LIMIT = '4kb';

/** The address the alert form posted to before it posted to its page (decision 0053): a page open since then still works. */
const FORMER_ALERT_FORM_PATHS = ['/alerts', pathInLocale('/alerts', 'es')];

/** A request the site refuses to act on: answered with its status and the page that says why (request-refused.ts). */
export class RequestRefusedError extends Error {
  override name = 'RequestRefusedError';
  constructor(readonly reason: RequestRefusal) {
    super(`request refused: ${reason}`);
  }
}

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export interface SiteActionsOptions {
  web: WebBuildLoader;
  read: ReadEndpoints;
  write: WriteEndpoints;
  limiter: RateLimiter;
  siteUrl: string;
  ipHashSecret: string | undefined;
  logger: Logger;
}

type Renderable = WebBuild & { renderer: NonNullable<WebBuild['renderer']> };

/**
 * Plain forms posted to a page of the site (decision 0053): the page's route action takes them. Each
 * goes through one gate first: a post from another site is refused before anything else (before it
 * counts against the rate limit), a body that is not a form's (another media type, too large, an
 * unknown charset or encoding, broken) is the client's mistake, answered 4xx with the page that says
 * why, in the page's language; then the rate limit. The action's answer is a 303 to the page it
 * names, or the page again with its status; neither is kept anywhere. A POST to a page without an
 * action goes on as before (not found).
 */
export function siteActions(options: SiteActionsOptions): Router {
  const { web, read, write, logger } = options;
  const siteOrigin = new URL(options.siteUrl).origin;
  const router = express.Router();

  /** The page a post is for, when its route has an action (`res.locals.actionPage`). */
  const actionPage: RequestHandler = async (req, res, next) => {
    try {
      const build = await web.current();
      const page = build?.renderer?.resolve(req.originalUrl);
      if (!build || !page?.action || page.redirect !== undefined) return void next('router');
      res.locals.actionPage = { build, page };
      next();
    } catch (error) {
      next(error);
    }
  };
  const sameSite: RequestHandler = (req, _res, next) => next(isCrossSite(req, siteOrigin) ? new RequestRefusedError('cross-site') : undefined);
  const formType: RequestHandler = (req, _res, next) =>
    next(hasBody(req) && !req.is('application/x-www-form-urlencoded') ? new RequestRefusedError('unsupported') : undefined);
  const formBody = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT });
  const gate = [sameSite, formType, formBody, rateLimit(options.limiter)];

  const act: RequestHandler = async (req, res, next) => {
    try {
      const { build, page } = res.locals.actionPage as { build: Renderable; page: ReturnType<Renderable['renderer']['resolve']> };
      const context = { requestId: requestIdOf(res), origin: leadOriginOf(req, options.ipHashSecret), form: 'no-js' as const };
      const outcome = await build.renderer.act(page, (req.body ?? {}) as Record<string, unknown>, { reads: checkedReads(read, logger, context), writes: checkedWrites(write, logger, context) });
      res.setHeader('Cache-Control', 'no-store');
      if ('redirect' in outcome) return void res.redirect(303, outcome.redirect);
      // 200: the next step of a form of several (nothing written yet); anything else, the form refused.
      if (outcome.status !== 200) logger.info('form refused', { requestId: context.requestId, route: page.routeId, status: outcome.status });
      res.setHeader('Content-Security-Policy', build.csp);
      if (outcome.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      res.status(outcome.status).type('html').send(outcome.html);
    } catch (error) {
      next(error);
    }
  };

  // A page rendered before its alert form posted to the page itself: the same post, sent on to that page (307 keeps it a POST).
  router.post(FORMER_ALERT_FORM_PATHS, sameSite, formType, formBody, (req, res) => {
    const page = typeof req.body?.page === 'string' ? sitePath(req.body.page) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, page ?? pathInLocale('/properties', splitLocale(req.path).locale));
  });
  // Any other POST (no path pattern: a pattern would decode every request's path, a GET's too, and refuse one that does not decode).
  const onlyPosts: RequestHandler = (req, _res, next) => next(req.method === 'POST' ? undefined : 'router');
  router.use(onlyPosts, actionPage, ...gate, act);
  return router;
}
