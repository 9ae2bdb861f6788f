import { alertMessages, apiContract, apiErrorMessages } from '@pcr/contracts';
import { initServer } from '@ts-rest/express';
import express, { type Request, type Response } from 'express';
import type { AnswerCache } from './api/answer-cache.js';
import { answerInClientLanguage, validationErrorBody } from './http/answer-language.js';
import { jsonBody, requireJson } from './http/json-body.js';
import { refuseCrossSiteJson } from './http/cross-site.js';
import { rateLimit, type RateLimiter } from './http/rate-limit.js';
import { requestIdOf } from './http/request-context.js';
import { contactLead, subscribeLead, type LeadOrigin } from './leads.js';
import type { AlertManagement } from './alerts/alert-management.js';
import type { AlertRequests } from './alerts/alert-requests.js';
import type { Logger } from './logger.js';
import type { SubscriptionConfirmations } from './notifications/subscription-confirmation.js';
import type { UnsubscribeService } from './notifications/unsubscribe.js';
import type { LeadStore } from './storage/lead-store.js';
import type { ReadEndpoints } from './api/read-endpoints.js';

export interface ApiRouteDeps {
  leads: LeadStore;
  /** Alert requests, checked against the listings before they are stored. */
  alertRequests: AlertRequests;
  /** The GET endpoints (shared with the site's page renders). */
  read: ReadEndpoints;
  logger: Logger;
  limiter: RateLimiter;
  ipHashSecret: string | undefined;
  /** The site's public origin: a form post from any other is refused. */
  siteUrl: string;
  /** Provider answers are served again for this long before the provider is asked anew. */
  upstreamAnswerTtlMs: number;
  /** Where the GET answers are kept (the cached-GET lane in front of Express reads it too). */
  answers: AnswerCache;
  /** Lead e-mails' opt-outs; without it every unsubscribe link is refused (403). */
  unsubscribe: UnsubscribeService | undefined;
  /** The subscriptions' double opt-in; without it every confirmation link is refused (404). */
  subscriptions: SubscriptionConfirmations | undefined;
  /** Managing alerts from their e-mails' links; without it every manage link is refused (404). */
  alerts: AlertManagement | undefined;
}


/**
 * Content answers do not change while the process runs: browsers keep them a minute, a CDN or
 * proxy in front may serve them stale for ten more while it refreshes.
 */
const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Provider answers change upstream: a shorter life, and stale for a minute at most. */
const UPSTREAM_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** A property (or a home's alert) asked for while the agency's listings cannot be read asks to be tried again after this long. */
const LISTINGS_RETRY_AFTER_SECONDS = 60;

const s = initServer();

/** The endpoints of the contract (contracts/src/contract.ts). Request and response validation happen around these. */
export function apiRoutes(deps: ApiRouteDeps) {
  const { logger } = deps;
  const { read } = deps;
  const contextOf = (res: Response) => ({ requestId: requestIdOf(res) });
  // The JSON writes (leads, alerts, their management). Order matters: the answer's language first
  // (every answer varies by it), a flood is refused before its body is read, the type before parsing.
  const jsonWriteMiddleware = [answerInClientLanguage, rateLimit(deps.limiter), requireJson, jsonBody];
  const { answers } = deps;
  const contentAnswer = { middleware: [answers.route({ ttlMs: Number.POSITIVE_INFINITY, cacheControl: CONTENT_CACHE_CONTROL })] };
  const upstreamAnswer = { middleware: [answers.route({ ttlMs: deps.upstreamAnswerTtlMs, cacheControl: UPSTREAM_CACHE_CONTROL })] };
  const origin = (req: Request): LeadOrigin => ({
    ip: req.ip,
    userAgent: req.get('user-agent'),
    ipHashSecret: deps.ipHashSecret,
  });

  return s.router(apiContract, {
    createContact: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req }) => {
        // 201 only once the row is committed: the store resolves after the INSERT.
        const created = await deps.leads.create(contactLead(body, origin(req)));
        return { status: 201, body: created };
      },
    },
    createSubscription: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req }) => {
        const created = await deps.leads.create(subscribeLead(body, origin(req)));
        return { status: 201, body: created };
      },
    },
    createAlert: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req, res }) => {
        const outcome = await deps.alertRequests.request(body, origin(req));
        if (outcome.status === 'unknown-home') {
          return { status: 400 as const, body: validationErrorBody(res, { message: apiErrorMessages.invalidBody, issues: [{ path: 'propertyId', message: alertMessages.home }] }) };
        }
        if (outcome.status === 'listings-unavailable') {
          res.setHeader('Retry-After', String(LISTINGS_RETRY_AFTER_SECONDS));
          return { status: 503 as const, body: { message: apiErrorMessages.listingsUnavailable } };
        }
        logger.info('alert requested', { requestId: requestIdOf(res), lead: outcome.id, frequency: body.frequency });
        return { status: 201 as const, body: { id: outcome.id, receivedAt: outcome.receivedAt } };
      },
    },
    getManagedAlerts: { handler: (request) => read.getManagedAlerts(request, contextOf(request.res)) },
    manageAlerts: {
      middleware: jsonWriteMiddleware,
      handler: async ({ query, body, res }) => {
        const { alerts } = deps;
        const link = alerts?.linkState(query.lead, query.token) ?? 'invalid';
        if (link === 'invalid') return { status: 404 as const, body: { message: apiErrorMessages.manageLinkInvalid } };
        if (link === 'expired') return { status: 410 as const, body: { message: apiErrorMessages.manageLinkExpired } };
        const answer = await alerts!.change(query.lead, body);
        // An alert that is not (or no longer) one of the address's.
        if (!answer) return { status: 404 as const, body: { message: alertMessages.alert } };
        logger.info('alerts changed', { requestId: requestIdOf(res), lead: query.lead, action: body.action });
        return { status: 200 as const, body: answer };
      },
    },
    unsubscribe: {
      // RFC 8058's body (`List-Unsubscribe=One-Click`), form-encoded; the signed query is what counts.
      middleware: [express.urlencoded({ extended: false, limit: '1kb' })],
      handler: async ({ query, res }) => {
        if (!deps.unsubscribe?.isValid(query.lead, query.token)) return { status: 403, body: { message: apiErrorMessages.unsubscribeLinkInvalid } };
        const scope = await deps.unsubscribe.optOut(query.lead);
        logger.info(scope === 'alert' ? 'alert stopped' : 'unsubscribed', { requestId: requestIdOf(res), lead: query.lead });
        return { status: 200, body: { message: scope === 'alert' ? apiErrorMessages.alertStopped : apiErrorMessages.unsubscribed } };
      },
    },
    // Private and changing: never kept (the API's default Cache-Control is no-store).
    getUnsubscribe: { handler: (request) => read.getUnsubscribe(request, contextOf(request.res)) },
    getSubscriptionConfirmation: { handler: (request) => read.getSubscriptionConfirmation(request, contextOf(request.res)) },
    confirmSubscription: {
      // The page's button, form-encoded (its plain form without scripts sends the same); the signed query is what counts.
      middleware: [refuseCrossSiteJson(deps.siteUrl), express.urlencoded({ extended: false, limit: '1kb' })],
      handler: async ({ query, res }) => {
        const { subscriptions } = deps;
        const state = subscriptions?.isValid(query.lead, query.token) ? await subscriptions.confirm(query.lead) : undefined;
        if (!state) return { status: 404, body: { message: apiErrorMessages.confirmationLinkInvalid } };
        logger.info('subscription confirmed', { requestId: requestIdOf(res), lead: query.lead });
        return { status: 200, body: state };
      },
    },
    getFeaturedProperties: { ...contentAnswer, handler: (request) => read.getFeaturedProperties(request, contextOf(request.res)) },
    // Kept per URL like every content answer (bounded, decision 0015).
    getProperties: { ...contentAnswer, handler: (request) => read.getProperties(request, contextOf(request.res)) },
    getProperty: {
      ...contentAnswer,
      handler: async (request) => {
        const answer = await read.getProperty(request, contextOf(request.res));
        if (answer.status === 503) request.res.setHeader('Retry-After', String(LISTINGS_RETRY_AFTER_SECONDS));
        return answer;
      },
    },
    getAgents: { ...contentAnswer, handler: (request) => read.getAgents(request, contextOf(request.res)) },
    getTestimonials: { ...contentAnswer, handler: (request) => read.getTestimonials(request, contextOf(request.res)) },
    getNeighborhoods: { ...contentAnswer, handler: (request) => read.getNeighborhoods(request, contextOf(request.res)) },
    getNeighborhood: { ...contentAnswer, handler: (request) => read.getNeighborhood(request, contextOf(request.res)) },
    getHotListings: { ...upstreamAnswer, handler: (request) => read.getHotListings(request, contextOf(request.res)) },
    getCities: { ...upstreamAnswer, handler: (request) => read.getCities(request, contextOf(request.res)) },
    getCity: { ...upstreamAnswer, handler: (request) => read.getCity(request, contextOf(request.res)) },
  });
}
