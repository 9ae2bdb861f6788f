import { alertMessages, apiErrorMessages, sellerMessages, tourMessages, type apiContract } from '@pcr/contracts';
import type { ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { AlertManagement } from '../alerts/alert-management.js';
import type { AlertRequests } from '../alerts/alert-requests.js';
import { isTemporarilyUnavailable } from '../http/errors.js';
import type { LeadOrigin } from '../leads.js';
import type { Logger } from '../logger.js';
import type { SubscriptionConfirmations } from '../notifications/subscription-confirmation.js';
import type { UnsubscribeService } from '../notifications/unsubscribe.js';
import type { SellerLeads } from '../seller/seller-leads.js';
import type { TourDesk, TourDeskAnswer } from '../tours/tour-desk.js';
import type { TourRequests } from '../tours/tour-requests.js';

// The POST endpoints the site's plain forms write through: listed with the route actions.
export { WRITE_ROUTES, type WriteRoute } from '@pcr/contracts';
import type { WriteRoute } from '@pcr/contracts';

/** Who wrote: the request's id (log lines), its origin (stored with a lead), and how it came (`form: 'no-js'` in the log). */
export interface WriteContext {
  requestId: string;
  origin: LeadOrigin;
  /** A route action's plain form, not the JSON API. */
  form?: 'no-js';
}

/** One POST endpoint as a function: its validated query and body in, its status and body out (English messages). */
export type WriteEndpoint<K extends WriteRoute> = (
  input: Pick<ServerInferRequest<(typeof apiContract)[K]>, Extract<'params' | 'query' | 'body', keyof ServerInferRequest<(typeof apiContract)[K]>>>,
  context: WriteContext,
) => Promise<ServerInferResponses<(typeof apiContract)[K]>>;

export type WriteEndpoints = { [K in WriteRoute]: WriteEndpoint<K> } & {
  /** An expired manage link's "send me a new link" (decision 0047): at most hourly, and says nothing either way. */
  renewManageLink: (link: { lead: string; token: string }, context: WriteContext) => Promise<void>;
};

export interface WriteEndpointDeps {
  alertRequests: AlertRequests;
  sellerLeads: SellerLeads;
  tourRequests: TourRequests;
  /** A tour's signed links (issue 48); without it every tour link is refused. */
  tourDesk?: TourDesk | undefined;
  logger: Logger;
  alerts?: AlertManagement | undefined;
  unsubscribe?: UnsubscribeService | undefined;
  subscriptions?: SubscriptionConfirmations | undefined;
}

/**
 * The writes of the site's forms, once: the HTTP API (api-routes.ts, through ts-rest's validation)
 * and the route actions (checked-writes.ts, through the same contract validation) both make them here.
 */
export function writeEndpoints(deps: WriteEndpointDeps): WriteEndpoints {
  const { logger } = deps;
  const how = (context: WriteContext) => ({ requestId: context.requestId, ...(context.form ? { form: context.form } : {}) });
  /** A write the database cannot take right now: an answer, not a throw, so a page's action shows its form again saying so (the API adds Retry-After). */
  const unavailable = (what: string, error: unknown, context: WriteContext) => {
    if (!isTemporarilyUnavailable(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`database unavailable: ${what} answered 503`, { requestId: context.requestId, reason });
    return { status: 503 as const, body: { message: apiErrorMessages.temporarilyUnavailable } };
  };
  return {
    createAlert: async ({ body }, context) => {
      const outcome = await deps.alertRequests.request(body, context.origin);
      if (outcome.status === 'unknown-home') {
        return { status: 400 as const, body: { message: apiErrorMessages.invalidBody, issues: [{ path: 'propertyId', message: alertMessages.home }] } };
      }
      if (outcome.status === 'listings-unavailable') return { status: 503 as const, body: { message: apiErrorMessages.listingsUnavailable } };
      logger.info('alert requested', { ...how(context), lead: outcome.id, frequency: body.frequency });
      return { status: 201 as const, body: { id: outcome.id, receivedAt: outcome.receivedAt } };
    },
    createSellerLead: async ({ body }, context) => {
      let outcome;
      try {
        outcome = await deps.sellerLeads.request(body, context.origin);
      } catch (error) {
        return unavailable('seller lead', error, context);
      }
      if (outcome.status === 'unknown-city') {
        const issues = [{ path: 'city', message: sellerMessages.city }];
        return { status: 400 as const, body: { message: apiErrorMessages.invalidBody, issues } };
      }
      logger.info('seller lead received', { ...how(context), lead: outcome.id });
      return { status: 201 as const, body: { id: outcome.id, receivedAt: outcome.receivedAt } };
    },
    createTourRequest: async ({ body }, context) => {
      let outcome;
      try {
        outcome = await deps.tourRequests.request(body, context.origin);
      } catch (error) {
        return unavailable('tour request', error, context);
      }
      if (outcome.status === 'unknown-home') {
        return { status: 400 as const, body: { message: apiErrorMessages.invalidBody, issues: [{ path: 'propertyId', message: tourMessages.propertyId }] } };
      }
      if (outcome.status === 'listings-unavailable') return { status: 503 as const, body: { message: apiErrorMessages.listingsUnavailable } };
      logger.info('tour requested', { ...how(context), lead: outcome.id, mode: body.mode });
      return { status: 201 as const, body: { id: outcome.id, receivedAt: outcome.receivedAt } };
    },
    actOnTour: async ({ params, body }, context) => {
      let answer: TourDeskAnswer;
      try {
        answer = deps.tourDesk ? await deps.tourDesk.act(params.id, body) : { status: 'invalid' };
      } catch (error) {
        return unavailable('tour action', error, context);
      }
      switch (answer.status) {
        case 'invalid':
          return { status: 403 as const, body: { message: tourMessages.linkInvalid } };
        case 'expired':
          return { status: 410 as const, body: { message: tourMessages.linkExpired } };
        case 'not-found':
          return { status: 404 as const, body: { message: tourMessages.notFound } };
        case 'issue':
          return { status: 400 as const, body: { message: apiErrorMessages.invalidBody, issues: [{ path: 'time', message: answer.message }] } };
        case 'conflict':
          logger.info('tour action refused', { ...how(context), lead: params.id, action: body.action, reason: answer.message });
          return { status: 409 as const, body: { message: answer.message, tour: answer.tour } };
        case 'ok':
          logger.info('tour changed', { ...how(context), lead: params.id, action: body.action, side: body.side, state: answer.tour.state });
          return { status: 200 as const, body: answer.tour };
      }
    },
    manageAlerts: async ({ query, body }, context) => {
      const { alerts } = deps;
      const link = alerts?.linkState(query.lead, query.token) ?? 'invalid';
      if (link === 'invalid') return { status: 404 as const, body: { message: apiErrorMessages.manageLinkInvalid } };
      if (link === 'expired') return { status: 410 as const, body: { message: apiErrorMessages.manageLinkExpired } };
      const answer = await alerts!.change(query.lead, body);
      // An alert that is not (or no longer) one of the address's.
      if (!answer) return { status: 404 as const, body: { message: alertMessages.alert } };
      logger.info('alerts changed', { ...how(context), lead: query.lead, action: body.action });
      return { status: 200 as const, body: answer };
    },
    unsubscribe: async ({ query }, context) => {
      if (!deps.unsubscribe?.isValid(query.lead, query.token)) return { status: 403 as const, body: { message: apiErrorMessages.unsubscribeLinkInvalid } };
      const scope = await deps.unsubscribe.optOut(query.lead);
      logger.info(scope === 'alert' ? 'alert stopped' : 'unsubscribed', { ...how(context), lead: query.lead });
      return { status: 200 as const, body: { message: scope === 'alert' ? apiErrorMessages.alertStopped : apiErrorMessages.unsubscribed } };
    },
    confirmSubscription: async ({ query }, context) => {
      const { subscriptions } = deps;
      const state = subscriptions?.isValid(query.lead, query.token) ? await subscriptions.confirm(query.lead) : undefined;
      if (!state) return { status: 404 as const, body: { message: apiErrorMessages.confirmationLinkInvalid } };
      logger.info('subscription confirmed', { ...how(context), lead: query.lead });
      return { status: 200 as const, body: state };
    },
    renewManageLink: async ({ lead, token }, context) => {
      // A link of ours only (the page offers it once expired): a forged one names nobody.
      if (!deps.alerts || deps.alerts.linkState(lead, token) === 'invalid') return;
      const queued = await deps.alerts.sendNewLink(lead);
      logger.info('new manage link asked for', { requestId: context.requestId, lead, queued });
    },
  };
}
