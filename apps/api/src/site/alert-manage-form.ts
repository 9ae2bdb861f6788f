import { AlertChangeSchema, ManageAlertsQuerySchema, pathInLocale } from '@pcr/contracts';
import express, { type RequestHandler, type Router } from 'express';
import { MANAGE_ALERTS_PAGE, type AlertManagement } from '../alerts/alert-management.js';
import type { Logger } from '../logger.js';
import { requestIdOf } from '../http/request-context.js';
import { validate } from '../standard-schema.js';

/** The manage page's addresses: English, and the same under /es. */
const PATHS = [MANAGE_ALERTS_PAGE, pathInLocale(MANAGE_ALERTS_PAGE, 'es')];

/** The change a form of the page sent: its fields as AlertChangeSchema reads them (delete-all only with its tick). */
function changeOf(form: Record<string, unknown>) {
  const { action, alert, frequency } = form;
  if (action === 'delete-all' && form.confirm !== 'yes') return undefined;
  const checked = validate(AlertChangeSchema, action === 'delete-all' ? { action } : action === 'frequency' ? { action, alert, frequency } : { action, alert });
  return checked.ok ? checked.value : undefined;
}

/**
 * The manage page's forms without scripts (decision 0038): each posts, form-encoded, to the page's
 * own address with its signed link; the change is checked by the schema of POST /api/alerts/manage
 * and made by the same service, then answered 303 See Other back to the page with `saved=1` (or
 * `saved=0` for a change refused: an alert not the address's, a field it does not know, deleting all
 * without the tick), so a reload sends nothing again. A link that is not ours changes nothing and goes
 * back as it came: the page says it does not work. An expired link (decision 0047) changes nothing
 * either; its page's one form (`action=renew`) has a fresh link sent to the address, and comes back
 * with `renewed=1` whether one went or the hourly limit held it (the page tells a stranger nothing).
 * With scripts the page calls the API for changes; the renewal is the plain form in both cases.
 */
export function alertManageForm(alerts: AlertManagement | undefined, limit: RequestHandler, logger: Logger): Router {
  const router = express.Router();
  // The body was read by siteForms (site-forms.ts): a post from another site or a body it cannot read never gets here.
  router.post(PATHS, limit, async (req, res, next) => {
    try {
      const query = validate(ManageAlertsQuerySchema, req.query);
      const back = (answer?: { saved: '1' | '0' } | { renewed: '1' }) =>
        res.set('Cache-Control', 'no-store').redirect(303, `${req.path}${query.ok ? `?${new URLSearchParams({ ...query.value, ...answer })}` : ''}`);
      const link = query.ok && alerts ? alerts.linkState(query.value.lead, query.value.token) : 'invalid';
      if (!query.ok || !alerts || link === 'invalid') return void back();
      const form = (req.body ?? {}) as Record<string, unknown>;
      if (form.action === 'renew') {
        const sent = await alerts.sendNewLink(query.value.lead);
        logger.info('new manage link asked for', { requestId: requestIdOf(res), lead: query.value.lead, queued: sent });
        return void back({ renewed: '1' });
      }
      if (link === 'expired') return void back();
      const change = changeOf(form);
      const answer = change ? await alerts.change(query.value.lead, change) : undefined;
      if (answer) logger.info('alerts changed', { requestId: requestIdOf(res), lead: query.value.lead, action: change?.action, form: 'no-js' });
      back({ saved: answer ? '1' : '0' });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
