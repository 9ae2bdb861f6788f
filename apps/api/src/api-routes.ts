import { apiContract, apiErrorMessages } from '@pcr/contracts';
import { initServer } from '@ts-rest/express';
import express, { type Request, type Response } from 'express';
import type { ContentRepository } from './content-repository.js';
import type { CityGuideProvider } from './city-guides/provider.js';
import type { HotListingProvider } from './hot-listings/provider.js';
import type { AnswerCache } from './http/answer-cache.js';
import { jsonBody, requireJson } from './http/json-body.js';
import { rateLimit, type RateLimiter } from './http/rate-limit.js';
import { requestIdOf } from './http/request-context.js';
import { contactLead, subscribeLead, type LeadOrigin } from './leads.js';
import { errorFields, type Logger } from './logger.js';
import { searchProperties } from './property-search.js';
import type { UnsubscribeService } from './notifications/unsubscribe.js';
import type { LeadStore } from './storage/lead-store.js';
import { UpstreamError } from './upstream/upstream-error.js';

export interface ApiRouteDeps {
  leads: LeadStore;
  hotListings: HotListingProvider;
  cityGuides: CityGuideProvider;
  content: ContentRepository;
  logger: Logger;
  limiter: RateLimiter;
  ipHashSecret: string | undefined;
  /** Provider answers are served again for this long before the provider is asked anew. */
  upstreamAnswerTtlMs: number;
  /** Where the GET answers are kept (the cached-GET lane in front of Express reads it too). */
  answers: AnswerCache;
  /** Lead e-mails' opt-outs; without it every unsubscribe link is refused (403). */
  unsubscribe: UnsubscribeService | undefined;
}

/**
 * Content answers do not change while the process runs: browsers keep them a minute, a CDN or
 * proxy in front may serve them stale for ten more while it refreshes.
 */
const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Provider answers change upstream: a shorter life, and stale for a minute at most. */
const UPSTREAM_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

const s = initServer();

/** The thirteen endpoints of the contract. Request and response validation happen around these. */
export function apiRoutes(deps: ApiRouteDeps) {
  const { content, logger } = deps;
  // Order matters: a flood is refused before its body is read, and the type is checked before parsing.
  const leadMiddleware = [rateLimit(deps.limiter), requireJson, jsonBody];
  /** Logs why an upstream provider failed; the client learns only that it is unavailable (the returned message). */
  const upstreamFailed = (provider: string, error: unknown, res: Response, message: string): string => {
    const why = error instanceof UpstreamError ? { reason: error.reason, detail: error.detail } : errorFields(error);
    logger.warn(`${provider} failed`, { requestId: requestIdOf(res), ...why });
    return message;
  };
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
      middleware: leadMiddleware,
      handler: async ({ body, req }) => {
        // 201 only once the row is committed: the store resolves after the INSERT.
        const created = await deps.leads.create(contactLead(body, origin(req)));
        return { status: 201, body: created };
      },
    },
    createSubscription: {
      middleware: leadMiddleware,
      handler: async ({ body, req }) => {
        const created = await deps.leads.create(subscribeLead(body, origin(req)));
        return { status: 201, body: created };
      },
    },
    unsubscribe: {
      // RFC 8058's body (`List-Unsubscribe=One-Click`), form-encoded; the signed query is what counts.
      middleware: [express.urlencoded({ extended: false, limit: '1kb' })],
      handler: async ({ query, res }) => {
        if (!deps.unsubscribe?.isValid(query.lead, query.token)) return { status: 403, body: { message: apiErrorMessages.unsubscribeLinkInvalid } };
        await deps.unsubscribe.optOut(query.lead);
        logger.info('unsubscribed', { requestId: requestIdOf(res), lead: query.lead });
        return { status: 200, body: { message: apiErrorMessages.unsubscribed } };
      },
    },
    getFeaturedProperties: { ...contentAnswer, handler: async () => ({ status: 200, body: content.featuredProperties() }) },
    // Kept per URL like every content answer (bounded, decision 0015); an unknown area is an empty list, not an error.
    getProperties: {
      ...contentAnswer,
      handler: async ({ query }) => ({ status: 200, body: searchProperties(content.properties(), content.neighborhoods(), query) }),
    },
    getProperty: {
      ...contentAnswer,
      handler: async ({ params }) => {
        const property = content.property(params.id);
        return property ? { status: 200, body: property } : { status: 404, body: { message: apiErrorMessages.propertyNotFound } };
      },
    },
    getAgents: { ...contentAnswer, handler: async () => ({ status: 200, body: content.agents() }) },
    getTestimonials: { ...contentAnswer, handler: async () => ({ status: 200, body: content.testimonials() }) },
    getNeighborhoods: { ...contentAnswer, handler: async () => ({ status: 200, body: content.neighborhoods() }) },
    getNeighborhood: {
      ...contentAnswer,
      handler: async ({ params }) => {
        const neighborhood = content.neighborhood(params.id);
        return neighborhood
          ? { status: 200, body: neighborhood }
          : { status: 404, body: { message: apiErrorMessages.neighborhoodNotFound } };
      },
    },
    getHotListings: {
      ...upstreamAnswer,
      handler: async ({ res }) => {
        try {
          return { status: 200, body: await deps.hotListings.list() };
        } catch (error) {
          return { status: 502, body: { message: upstreamFailed('hot listing provider', error, res, apiErrorMessages.providerUnavailable) } };
        }
      },
    },
    getCities: {
      ...upstreamAnswer,
      handler: async ({ res }) => {
        try {
          return { status: 200, body: await deps.cityGuides.list() };
        } catch (error) {
          return { status: 502, body: { message: upstreamFailed('city guide provider', error, res, apiErrorMessages.cityGuidesUnavailable) } };
        }
      },
    },
    getCity: {
      ...upstreamAnswer,
      handler: async ({ params, res }) => {
        let city;
        try {
          city = await deps.cityGuides.get(params.slug);
        } catch (error) {
          return { status: 502, body: { message: upstreamFailed('city guide provider', error, res, apiErrorMessages.cityGuidesUnavailable) } };
        }
        return city ? { status: 200, body: city } : { status: 404, body: { message: apiErrorMessages.cityNotFound } };
      },
    },
  });
}
