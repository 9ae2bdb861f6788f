import { apiContract } from '@pcr/contracts';
import { initServer } from '@ts-rest/express';
import express, { type Request, type Response } from 'express';
import type { AnswerCache } from './api/answer-cache.js';
import { answerInClientLanguage, validationErrorBody } from './http/answer-language.js';
import { jsonBody, requireJson } from './http/json-body.js';
import { refuseCrossSiteJson } from './http/cross-site.js';
import { rateLimit, type RateLimiter } from './http/rate-limit.js';
import { requestIdOf } from './http/request-context.js';
import { contactLead, leadOriginOf, subscribeLead, type LeadOrigin } from './leads.js';
import type { Logger } from './logger.js';
import type { LeadStore } from './storage/lead-store.js';
import type { ReadEndpoints } from './api/read-endpoints.js';
import type { WriteEndpoints } from './api/write-endpoints.js';

export interface ApiRouteDeps {
  leads: LeadStore;
  /** The GET endpoints (shared with the site's page renders). */
  read: ReadEndpoints;
  /** The writes of the site's forms (shared with its route actions). */
  write: WriteEndpoints;
  logger: Logger;
  limiter: RateLimiter;
  ipHashSecret: string | undefined;
  /** The site's public origin: a form post from any other is refused. */
  siteUrl: string;
  /** Provider answers are served again for this long before the provider is asked anew. */
  upstreamAnswerTtlMs: number;
  /** Where the GET answers are kept (the cached-GET lane in front of Express reads it too). */
  answers: AnswerCache;
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
  const { read } = deps;
  const contextOf = (res: Response) => ({ requestId: requestIdOf(res) });
  // The JSON writes (leads, alerts, their management). Order matters: the answer's language first
  // (every answer varies by it), a flood is refused before its body is read, the type before parsing.
  const jsonWriteMiddleware = [answerInClientLanguage, rateLimit(deps.limiter), requireJson, jsonBody];
  const { answers } = deps;
  const contentAnswer = { middleware: [answers.route({ ttlMs: Number.POSITIVE_INFINITY, cacheControl: CONTENT_CACHE_CONTROL })] };
  const upstreamAnswer = { middleware: [answers.route({ ttlMs: deps.upstreamAnswerTtlMs, cacheControl: UPSTREAM_CACHE_CONTROL })] };
  const origin = (req: Request): LeadOrigin => leadOriginOf(req, deps.ipHashSecret);
  const writeContextOf = (req: Request, res: Response) => ({ requestId: requestIdOf(res), origin: origin(req) });
  const { write } = deps;

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
        const answer = await write.createAlert({ body }, writeContextOf(req, res));
        if (answer.status === 400) return { status: 400 as const, body: validationErrorBody(res, answer.body) };
        if (answer.status === 503) res.setHeader('Retry-After', String(LISTINGS_RETRY_AFTER_SECONDS));
        return answer;
      },
    },
    getManagedAlerts: { handler: (request) => read.getManagedAlerts(request, contextOf(request.res)) },
    manageAlerts: {
      middleware: jsonWriteMiddleware,
      handler: ({ query, body, req, res }) => write.manageAlerts({ query, body }, writeContextOf(req, res)),
    },
    unsubscribe: {
      // RFC 8058's body (`List-Unsubscribe=One-Click`), form-encoded; the signed query is what counts.
      middleware: [express.urlencoded({ extended: false, limit: '1kb' })],
      handler: ({ query, body, req, res }) => write.unsubscribe({ query, body }, writeContextOf(req, res)),
    },
    // Private and changing: never kept (the API's default Cache-Control is no-store).
    getUnsubscribe: { handler: (request) => read.getUnsubscribe(request, contextOf(request.res)) },
    getSubscriptionConfirmation: { handler: (request) => read.getSubscriptionConfirmation(request, contextOf(request.res)) },
    confirmSubscription: {
      // The page's button, form-encoded; the signed query is what counts.
      middleware: [refuseCrossSiteJson(deps.siteUrl), express.urlencoded({ extended: false, limit: '1kb' })],
      handler: ({ query, body, req, res }) => write.confirmSubscription({ query, body }, writeContextOf(req, res)),
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
