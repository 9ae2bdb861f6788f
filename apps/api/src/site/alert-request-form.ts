import { AlertRequestSchema, pathInLocale } from '@pcr/contracts';
import express, { type Router } from 'express';
import type { RequestHandler } from 'express';
import type { LeadOrigin } from '../leads.js';
import type { Logger } from '../logger.js';
import { requestIdOf } from '../http/request-context.js';
import { validate } from '../standard-schema.js';
import { sitePath } from '../http/site-path.js';
import type { AlertRequests } from '../alerts/alert-requests.js';

/** The form's address: English, and the same under /es. */
export const ALERT_FORM_PATH = '/alerts';
const PATHS = [ALERT_FORM_PATH, pathInLocale(ALERT_FORM_PATH, 'es')];

/** Where to send the visitor back: the page the form was on (a path of this site once resolved), with `alert` saying how it went. */
function backTo(page: unknown, outcome: 'sent' | 'invalid'): string {
  const path = (typeof page === 'string' && sitePath(page)) || '/properties';
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('alert', outcome);
  return `${url.pathname}${url.search}#alert`;
}

/**
 * The alert form without scripts (issue 31: it works without JS): its plain form POSTs here,
 * form-encoded; the request is checked by the same schema as POST /api/alerts and stored the same
 * way, then answered 303 See Other back to the page it came from with `alert=sent` (or `alert=invalid`,
 * which the form shows as its error; the browser's own checks catch a missing address or consent
 * first), so a reload sends nothing again. With scripts the form calls POST /api/alerts instead.
 */
export function alertRequestForm(requests: AlertRequests, origin: (req: express.Request) => LeadOrigin, limit: RequestHandler, logger: Logger): Router {
  const router = express.Router();
  // The body was read by siteForms (site-forms.ts), which refused a post from another site first.
  router.post(PATHS, limit, async (req, res, next) => {
    try {
      const form = (req.body ?? {}) as Record<string, unknown>;
      // A checkbox sends its value only when ticked; the schema wants the consent as `true`.
      const body = { ...form, consent: form.consent === 'true' || form.consent === 'on' ? true : undefined };
      const checked = validate(AlertRequestSchema, body);
      if (!checked.ok) {
        res.set('Cache-Control', 'no-store').redirect(303, backTo(form.page, 'invalid'));
        return;
      }
      const outcome = await requests.request(checked.value, origin(req));
      // A home the site does not show (or cannot tell right now) is the form's error: nothing stored.
      if (outcome.status !== 'created') {
        res.set('Cache-Control', 'no-store').redirect(303, backTo(checked.value.page, 'invalid'));
        return;
      }
      logger.info('alert requested', { requestId: requestIdOf(res), lead: outcome.id, frequency: checked.value.frequency, form: 'no-js' });
      res.set('Cache-Control', 'no-store').redirect(303, backTo(checked.value.page, 'sent'));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
