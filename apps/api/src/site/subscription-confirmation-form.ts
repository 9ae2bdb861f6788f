import { pathInLocale, SubscriptionConfirmationQuerySchema } from '@pcr/contracts';
import express, { type Router } from 'express';
import type { Logger } from '../logger.js';
import { requestIdOf } from '../http/request-context.js';
import { CONFIRMATION_PAGE, type SubscriptionConfirmations } from '../notifications/subscription-confirmation.js';
import { validate } from '../standard-schema.js';

/** The confirmation page's addresses: English, and the same under /es. */
const PATHS = [CONFIRMATION_PAGE, pathInLocale(CONFIRMATION_PAGE, 'es')];

/**
 * The confirmation page's button without scripts (decision 0037): its plain form POSTs to the page's
 * own address, which confirms and answers 303 See Other back to it, so the page (a page of the site,
 * rendered from the route table) then shows the subscription confirmed, and a reload sends nothing
 * again. With scripts the page calls POST /api/subscribe/confirm instead. A link that is not valid
 * confirms nothing; the page it is sent back to says so.
 */
export function subscriptionConfirmationForm(subscriptions: SubscriptionConfirmations | undefined, logger: Logger): Router {
  const router = express.Router();
  router.post(PATHS, async (req, res, next) => {
    try {
      const query = validate(SubscriptionConfirmationQuerySchema, req.query);
      if (query.ok && subscriptions?.isValid(query.value.lead, query.value.token) && (await subscriptions.confirm(query.value.lead))) {
        logger.info('subscription confirmed', { requestId: requestIdOf(res), lead: query.value.lead });
      }
      const search = query.ok ? `?${new URLSearchParams(query.value)}` : '';
      res.set('Cache-Control', 'no-store').redirect(303, `${req.path}${search}`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
