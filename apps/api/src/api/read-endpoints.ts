import { apiContract, apiErrorMessages, sellerMessages, tourMessages } from '@pcr/contracts';
import type { ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { CityGuideProvider } from '../city-guides/provider.js';
import type { ContentRepository } from '../content-repository.js';
import type { HotListingProvider } from '../hot-listings/provider.js';
import type { SubscriptionConfirmations } from '../notifications/subscription-confirmation.js';
import type { AlertManagement } from '../alerts/alert-management.js';
import type { UnsubscribeService } from '../notifications/unsubscribe.js';
import { errorFields, type Logger } from '../logger.js';
import { homePricesByCity } from '../home-prices.js';
import { upcomingOpenHouses } from '../open-houses/upcoming-open-houses.js';
import { searchProperties } from '../property-search.js';
import type { BuyerSearches } from '../seller/buyer-searches.js';
import { sellerMarket } from '../seller/seller-market.js';
import type { TourDesk } from '../tours/tour-desk.js';
import { UpstreamError } from '../upstream/upstream-error.js';

import type { ReadRoute } from '@pcr/contracts';
export type { ReadRoute } from '@pcr/contracts';

/** The GET endpoints of the contract, what the site's pages read: each has its function below. */
export const READ_ROUTES = (Object.keys(apiContract) as (keyof typeof apiContract)[]).filter((name): name is ReadRoute => apiContract[name].method === 'GET');

/** Who asked (for the log lines of a failing provider): the request's id. */
export interface ReadContext {
  requestId: string;
}

/** One GET endpoint as a function: its validated params and query in, its status and body out. */
export type ReadEndpoint<K extends ReadRoute> = (
  input: Omit<ServerInferRequest<(typeof apiContract)[K]>, 'headers'>,
  context: ReadContext,
) => Promise<ServerInferResponses<(typeof apiContract)[K]>>;

export type ReadEndpoints = { [K in ReadRoute]: ReadEndpoint<K> };

export interface ReadEndpointDeps {
  hotListings: HotListingProvider;
  cityGuides: CityGuideProvider;
  content: ContentRepository;
  logger: Logger;
  /** The subscriptions' double opt-in (decision 0037); without it every confirmation link is refused (404). */
  subscriptions?: SubscriptionConfirmations | undefined;
  /** Managing alerts from an alert e-mail's link (decision 0038); without it every manage link is refused (404). */
  alerts?: AlertManagement | undefined;
  /** Opt-outs (decision 0016); without it every unsubscribe link is refused (404). */
  unsubscribe?: UnsubscribeService | undefined;
  /** The confirmed search alerts a seller's market counts buyers from (issue 47); without it none are counted (null). */
  buyerSearches?: BuyerSearches | undefined;
  /** A tour's signed links (issue 48); without it every tour link is refused (403). */
  tourDesk?: TourDesk | undefined;
  /** "Now" for what has ended (open houses); injected in tests. */
  now?: () => number;
}

/**
 * The API's GET endpoints, once: the HTTP API (api-routes.ts, through ts-rest and its validation)
 * and the pages' loaders (checked-reads.ts, through the same contract validation) both answer with these.
 */
export function readEndpoints(deps: ReadEndpointDeps): ReadEndpoints {
  const { content, logger } = deps;
  /** Logs why an upstream provider failed; the client learns only that it is unavailable (the returned message). */
  const upstreamFailed = (provider: string, error: unknown, context: ReadContext, message: string) => {
    const why = error instanceof UpstreamError ? { reason: error.reason, detail: error.detail } : errorFields(error);
    logger.warn(`${provider} failed`, { requestId: context.requestId, ...why });
    return { status: 502 as const, body: { message } };
  };
  /** The agency's listings cannot be told while their source is down (decision 0020): 503, not "not found". */
  const listingsUnavailable = () => content.propertiesAvailable?.() === false;

  return {
    getFeaturedProperties: async () => ({ status: 200, body: content.featuredProperties() }),
    // An unknown area is an empty list, not an error.
    getProperties: async ({ query }) => ({ status: 200, body: searchProperties(content.properties(), content.neighborhoods(), query) }),
    getProperty: async ({ params }) => {
      const property = content.property(params.id);
      if (property) return { status: 200, body: property };
      if (listingsUnavailable()) return { status: 503, body: { message: apiErrorMessages.listingsUnavailable } };
      return { status: 404, body: { message: apiErrorMessages.propertyNotFound } };
    },
    // Private (never kept): its buyers' count follows alerts being confirmed, paused and deleted.
    getSellerMarket: async ({ query }) => {
      const market = await sellerMarket(content, deps.buyerSearches, query);
      if (market) return { status: 200, body: market };
      // A city the agency does not serve.
      return { status: 400, body: { message: apiErrorMessages.invalidQuery, issues: [{ path: 'city', message: sellerMessages.city }] } };
    },
    getHomePrices: async () => ({ status: 200, body: homePricesByCity(content.properties(), content.neighborhoods()) }),
    getOpenHouses: async ({ query }) => ({
      status: 200,
      body: upcomingOpenHouses(content.openHouses(), (id) => content.property(id), content.neighborhoods(), query, (deps.now ?? Date.now)()),
    }),
    getAgents: async ({ query }) => ({ status: 200, body: content.agents(query.lang) }),
    getTestimonials: async () => ({ status: 200, body: content.testimonials() }),
    getNeighborhoods: async ({ query }) => ({ status: 200, body: content.neighborhoods(query.lang) }),
    getNeighborhood: async ({ params, query }) => {
      const neighborhood = content.neighborhood(params.id, query.lang);
      return neighborhood ? { status: 200, body: neighborhood } : { status: 404, body: { message: apiErrorMessages.neighborhoodNotFound } };
    },
    getHotListings: async (_input, context) => {
      try {
        return { status: 200, body: await deps.hotListings.list() };
      } catch (error) {
        return upstreamFailed('hot listing provider', error, context, apiErrorMessages.providerUnavailable);
      }
    },
    getCities: async ({ query }, context) => {
      try {
        return { status: 200, body: await deps.cityGuides.list(query.lang) };
      } catch (error) {
        return upstreamFailed('city guide provider', error, context, apiErrorMessages.cityGuidesUnavailable);
      }
    },
    getCity: async ({ params, query }, context) => {
      let city;
      try {
        city = await deps.cityGuides.get(params.slug, query.lang);
      } catch (error) {
        return upstreamFailed('city guide provider', error, context, apiErrorMessages.cityGuidesUnavailable);
      }
      return city ? { status: 200, body: city } : { status: 404, body: { message: apiErrorMessages.cityNotFound } };
    },
    // Not kept by any cache (api-routes.ts, the page's `private` route): it changes once the address confirms.
    getSubscriptionConfirmation: async ({ query }) => {
      const { subscriptions } = deps;
      const state = subscriptions?.isValid(query.lead, query.token) ? await subscriptions.state(query.lead) : undefined;
      return state ? { status: 200, body: state } : { status: 404, body: { message: apiErrorMessages.confirmationLinkInvalid } };
    },
    // Private like the confirmation: the alerts of one address, never kept.
    getManagedAlerts: async ({ query }) => {
      const { alerts } = deps;
      const link = alerts?.linkState(query.lead, query.token) ?? 'invalid';
      if (link === 'invalid') return { status: 404, body: { message: apiErrorMessages.manageLinkInvalid } };
      // Ours, but past its days: its page offers to send a fresh one to the address (decision 0047).
      if (link === 'expired') return { status: 410, body: { message: apiErrorMessages.manageLinkExpired } };
      return { status: 200, body: await alerts!.list(query.lead) };
    },
    // Private: one visitor's tour, as the side its link is for sees it.
    getTour: async ({ params, query }) => {
      const answer = deps.tourDesk ? await deps.tourDesk.view(params.id, query) : ({ status: 'invalid' } as const);
      switch (answer.status) {
        case 'ok':
          return { status: 200, body: answer.tour };
        case 'expired':
          return { status: 410, body: { message: tourMessages.linkExpired } };
        case 'not-found':
          return { status: 404, body: { message: tourMessages.notFound } };
        default:
          return { status: 403, body: { message: tourMessages.linkInvalid } };
      }
    },
    // Private too: it changes once the link's button is pressed. 404 (not POST's 403) like the other links' pages.
    getUnsubscribe: async ({ query }) => {
      const { unsubscribe } = deps;
      if (!unsubscribe?.isValid(query.lead, query.token)) return { status: 404, body: { message: apiErrorMessages.unsubscribeLinkInvalid } };
      return { status: 200, body: await unsubscribe.state(query.lead) };
    },
  };
}
