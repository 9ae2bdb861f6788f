import { apiContract, type ReadMetadata, type ReadRoute, type ValidationErrorBody } from '@pcr/contracts';
import { initServer, type AppRouteOptions } from '@ts-rest/express';
import express, { type Request, type Response } from 'express';
import type { AnswerCache } from './api/answer-cache.js';
import { answerInClientLanguage, answerLocaleOf, leadMessageIn, validationErrorBody } from './http/answer-language.js';
import { jsonBody, requireJson } from './http/json-body.js';
import { refuseCrossSiteJson } from './http/cross-site.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './http/errors.js';
import { rateLimit, type RateLimiter } from './http/rate-limit.js';
import { requestIdOf } from './http/request-context.js';
import { contactLead, leadOriginOf, subscribeLead, type LeadOrigin } from './leads.js';
import type { Logger } from './logger.js';
import type { LeadStore } from './storage/lead-store.js';
import { READ_ROUTES, type ReadContext, type ReadEndpoints } from './api/read-endpoints.js';
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

/** A write's answer as the JSON API sends it: a 400's messages in the client's language, a 503 saying when to ask again. */
function apiAnswer<A extends { status: number; body: unknown }>(res: Response, answer: A, retryAfterSeconds: number): A {
  if (answer.status === 503) res.setHeader('Retry-After', String(retryAfterSeconds));
  if (answer.status === 400) return { ...answer, body: validationErrorBody(res, answer.body as ValidationErrorBody) };
  return answer;
}

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

  /** Each GET, kept as its contract entry says (`metadata.keep`; a private one never: the API's default Cache-Control is no-store). */
  const keeping = { content: contentAnswer, upstream: upstreamAnswer, private: {} };
  const readHandlers = Object.fromEntries(
    READ_ROUTES.map((name) => [
      name,
      {
        ...keeping[(apiContract[name].metadata as ReadMetadata).keep],
        handler: async (request: { res: Response }) => {
          const answer = await (read[name] as (input: unknown, context: ReadContext) => Promise<{ status: number; body: unknown }>)(request, contextOf(request.res));
          // A read that cannot be told right now (the agency's listings, decision 0020) says when to ask again.
          if (answer.status === 503) request.res.setHeader('Retry-After', String(LISTINGS_RETRY_AFTER_SECONDS));
          return answer;
        },
      },
    ]),
  ) as unknown as { [K in ReadRoute]: AppRouteOptions<(typeof apiContract)[K]> };

  return s.router(apiContract, {
    ...readHandlers,
    createContact: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req }) => {
        // 201 only once the row is committed: the store resolves after the INSERT.
        const created = await deps.leads.create(contactLead(body, origin(req)));
        return { status: 201, body: created };
      },
    },
    createSellerLead: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req, res }) => {
        // A city the agency does not serve: its message in the client's language, like the schema's.
        return apiAnswer(res, await write.createSellerLead({ body }, writeContextOf(req, res)), DATABASE_RETRY_AFTER_SECONDS);
      },
    },
    createTourRequest: {
      middleware: jsonWriteMiddleware,
      handler: async ({ body, req, res }) => {
        // A home the site does not show: its message in the client's language, like the schema's.
        return apiAnswer(res, await write.createTourRequest({ body }, writeContextOf(req, res)), DATABASE_RETRY_AFTER_SECONDS);
      },
    },
    actOnTour: {
      middleware: jsonWriteMiddleware,
      handler: async ({ params, body, req, res }) => {
        const answer = apiAnswer(res, await write.actOnTour({ params, body }, writeContextOf(req, res)), DATABASE_RETRY_AFTER_SECONDS);
        // The link's and the calendar's refusals in the client's language too.
        if (answer.status === 200 || answer.status === 400 || answer.status === 503) return answer;
        return { ...answer, body: { ...answer.body, message: leadMessageIn(answerLocaleOf(res) ?? 'en', answer.body.message) } } as typeof answer;
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
        return apiAnswer(res, await write.createAlert({ body }, writeContextOf(req, res)), LISTINGS_RETRY_AFTER_SECONDS);
      },
    },
    manageAlerts: {
      middleware: jsonWriteMiddleware,
      handler: ({ query, body, req, res }) => write.manageAlerts({ query, body }, writeContextOf(req, res)),
    },
    unsubscribe: {
      // RFC 8058's body (`List-Unsubscribe=One-Click`), form-encoded; the signed query is what counts.
      middleware: [express.urlencoded({ extended: false, limit: '1kb' })],
      handler: ({ query, body, req, res }) => write.unsubscribe({ query, body }, writeContextOf(req, res)),
    },
    confirmSubscription: {
      // The page's button, form-encoded; the signed query is what counts.
      middleware: [refuseCrossSiteJson(deps.siteUrl), express.urlencoded({ extended: false, limit: '1kb' })],
      handler: ({ query, body, req, res }) => write.confirmSubscription({ query, body }, writeContextOf(req, res)),
    },
  });
}
