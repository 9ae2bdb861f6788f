import { apiContract, apiErrorMessages } from '@pcr/contracts';
import { initServer } from '@ts-rest/express';
import type { Request, Response } from 'express';
import type { ContentRepository } from './content-repository.js';
import type { CityGuideProvider } from './city-guides/provider.js';
import type { HotListingProvider } from './hot-listings/provider.js';
import { jsonBody, requireJson } from './http/json-body.js';
import { rateLimit, type RateLimiter } from './http/rate-limit.js';
import { requestIdOf } from './http/request-context.js';
import { contactLead, subscribeLead, type LeadOrigin } from './leads.js';
import { errorFields, type Logger } from './logger.js';
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
}

const s = initServer();

/** The twelve endpoints of the contract. Request and response validation happen around these. */
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
    getFeaturedProperties: async () => ({ status: 200, body: content.featuredProperties() }),
    // An unknown neighborhood has no homes: an empty list, not an error.
    getProperties: async ({ query }) => ({
      status: 200,
      body: query.neighborhood === undefined ? content.properties() : content.propertiesInNeighborhood(query.neighborhood),
    }),
    getProperty: async ({ params }) => {
      const property = content.property(params.id);
      return property ? { status: 200, body: property } : { status: 404, body: { message: apiErrorMessages.propertyNotFound } };
    },
    getAgents: async () => ({ status: 200, body: content.agents() }),
    getTestimonials: async () => ({ status: 200, body: content.testimonials() }),
    getNeighborhoods: async () => ({ status: 200, body: content.neighborhoods() }),
    getNeighborhood: async ({ params }) => {
      const neighborhood = content.neighborhood(params.id);
      return neighborhood
        ? { status: 200, body: neighborhood }
        : { status: 404, body: { message: apiErrorMessages.neighborhoodNotFound } };
    },
    getHotListings: async ({ res }) => {
      try {
        return { status: 200, body: await deps.hotListings.list() };
      } catch (error) {
        return { status: 502, body: { message: upstreamFailed('hot listing provider', error, res, apiErrorMessages.providerUnavailable) } };
      }
    },
    getCities: async ({ res }) => {
      try {
        return { status: 200, body: await deps.cityGuides.list() };
      } catch (error) {
        return { status: 502, body: { message: upstreamFailed('city guide provider', error, res, apiErrorMessages.cityGuidesUnavailable) } };
      }
    },
    getCity: async ({ params, res }) => {
      let city;
      try {
        city = await deps.cityGuides.get(params.slug);
      } catch (error) {
        return { status: 502, body: { message: upstreamFailed('city guide provider', error, res, apiErrorMessages.cityGuidesUnavailable) } };
      }
      return city ? { status: 200, body: city } : { status: 404, body: { message: apiErrorMessages.cityNotFound } };
    },
  });
}
