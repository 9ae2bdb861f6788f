import { pathInLocale, UnsubscribeQuerySchema } from '@pcr/contracts';
import express, { type Router } from 'express';
import type { Logger } from '../logger.js';
import { requestIdOf } from '../http/request-context.js';
import { UNSUBSCRIBE_PAGE, type UnsubscribeScope, type UnsubscribeService } from '../notifications/unsubscribe.js';
import { validate } from '../standard-schema.js';

/** The page's two addresses: English, and the same under /es. */
const PATHS = [UNSUBSCRIBE_PAGE, pathInLocale(UNSUBSCRIBE_PAGE, 'es')];

/**
 * The /unsubscribe page's button without scripts (decisions 0016, 0038): its plain form POSTs to
 * the page's own address, which records the opt-out like POST /api/unsubscribe (the one-click URL
 * of the List-Unsubscribe header; an alert's link stops that alert) and answers 303 See Other back
 * to the page with `stopped` saying what stopped, so the page (a page of the site, rendered from the
 * route table) says it is done and a reload sends nothing again. A link that is not ours records
 * nothing and goes back as it came: the page says the link does not work. A post from another site
 * or a body that cannot be read never gets here (siteForms, site-forms.ts). With scripts the page
 * calls POST /api/unsubscribe instead.
 */
export function unsubscribeForm(service: UnsubscribeService | undefined, logger: Logger): Router {
  const router = express.Router();
  router.post(PATHS, async (req, res, next) => {
    try {
      const query = validate(UnsubscribeQuerySchema, req.query);
      const back = (stopped?: UnsubscribeScope) =>
        res.set('Cache-Control', 'no-store').redirect(303, `${req.path}${query.ok ? `?${new URLSearchParams({ ...query.value, ...(stopped ? { stopped } : {}) })}` : ''}`);
      if (!query.ok || !service?.isValid(query.value.lead, query.value.token)) return void back();
      const scope = await service.optOut(query.value.lead);
      logger.info(scope === 'alert' ? 'alert stopped' : 'unsubscribed', { requestId: requestIdOf(res), lead: query.value.lead, form: 'no-js' });
      back(scope);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
