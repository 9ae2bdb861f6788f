import { initContract } from '@ts-rest/core';
import * as v from 'valibot';
import {
  AgentSchema,
  CityDetailSchema,
  CityHomePricesSchema,
  CitySummarySchema,
  HotListingSchema,
  NeighborhoodSchema,
  PropertySchema,
  TestimonialSchema,
} from './schemas/entities.js';
import { AlertChangeSchema, AlertRequestSchema, ManagedAlertsSchema } from './schemas/alerts.js';
import { CreatedBodySchema, ErrorBodySchema, ValidationErrorBodySchema } from './schemas/errors.js';
import { OpenHouseListingSchema, OpenHousesQuerySchema } from './schemas/open-houses.js';
import { PropertySearchQuerySchema } from './schemas/property-search.js';
import { TourActionRequestSchema, TourConflictSchema, TourLinkSchema, TourRequestSchema, TourViewSchema } from './schemas/tours.js';
import { SellerLeadRequestSchema, SellerMarketQuerySchema, SellerMarketSchema } from './schemas/seller.js';
import { LOCALES } from './locale.js';
import { contentLanguageMessage } from './messages.js';
import {
  ContactRequestSchema,
  SubscribeFormSchema,
  SubscriptionConfirmationQuerySchema,
  SubscriptionConfirmationSchema,
  ManageAlertsQuerySchema,
  UnsubscribeQuerySchema,
  UnsubscribeStateSchema,
} from './schemas/forms.js';

const c = initContract();

/**
 * How the server keeps a GET's answer (`metadata.keep`): `content` until the content under it
 * changes, `upstream` (another service's) for a short while, `private` (one visitor's) never.
 */
export type AnswerKeeping = 'content' | 'upstream' | 'private';

/** What every GET of the contract says besides its schemas. */
export interface ReadMetadata {
  keep: AnswerKeeping;
}

const PathSegment = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/**
 * The content endpoints answer their texts in `lang` (decision 0035): English without it. A query
 * parameter, not Accept-Language, so every cache keys the two languages apart by URL alone.
 */
const ContentLanguageQuerySchema = v.object({ lang: v.optional(v.picklist(LOCALES, contentLanguageMessage)) });
/** Answers of the content endpoints that take `lang`: 400 for another value. */
const languageErrors = { 400: ValidationErrorBodySchema } as const;

/** Answers any endpoint can give whatever its input: rate limiting. */
const common = { 429: ErrorBodySchema } as const;
/** Answers of the endpoints that write to the database while it is away (with Retry-After). */
const storageErrors = { 503: ErrorBodySchema } as const;
/**
 * The lead endpoints answer their validation messages in the client's language (decision 0033):
 * Spanish for `es`, `es-MX`, `es-US`…, English for anything else or nothing. Any value is accepted.
 */
const languageHeaders = { 'accept-language': v.optional(v.string()) } as const;
/** Answers of the lead endpoints when the body itself is wrong. */
const bodyErrors = { 400: ValidationErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema } as const;

/** The lead forms' part: three paths, one tag. */
const leadsPart = { name: 'Leads', description: 'Contact and subscribe forms; 201 only once the lead is stored' };

/**
 * The API's parts, by the first segment of their paths after `/api/`: the OpenAPI document's tags
 * (openapi.ts), in its order. Here, beside the routes, so that a new endpoint brings its part; a
 * path without one fails the document's generation.
 */
export const apiParts: Record<string, { name: string; description: string }> = {
  contact: leadsPart,
  subscribe: leadsPart,
  unsubscribe: leadsPart,
  sell: { name: 'Sell', description: "What's my home worth?: a seller's lead, and what the site can back about a described home (issue 47)" },
  alerts: {
    name: 'Alerts',
    description: 'Saved-search and home alerts by e-mail, no account: ask for one, then manage them from the signed link of an alert e-mail',
  },
  properties: { name: 'Properties', description: 'Properties of the agency' },
  agents: { name: 'Agents', description: 'The team' },
  testimonials: { name: 'Testimonials', description: 'Client testimonials' },
  neighborhoods: { name: 'Neighborhoods', description: 'Neighborhood guides (by id or slug)' },
  tours: {
    name: 'Tours',
    description:
      "Private tour requests (issue 48): a request until the home's agent confirms one of its times or the visitor accepts the agent's; each change through a signed link's action",
  },
  'open-houses': {
    name: 'Open houses',
    description:
      'The public open houses of the homes the site shows (issue 48); each also as an .ics file at /api/open-houses/{id}/calendar.ics (not JSON, so not an operation here)',
  },
  'hot-listings': { name: 'Hot listings', description: 'Listings from the external listing provider' },
  'home-prices': {
    name: 'Home prices',
    description: 'The homes on the market that the site shows, city by city: how many, their median asking price and price per square foot',
  },
  cities: { name: 'Cities', description: 'Orange County city guides' },
};

/**
 * The single source of every path, schema and type of the API: the eleven calls of
 * spec section 7 plus GET /api/properties/{id}, POST /api/unsubscribe (decision 0016) and the
 * state of its link, the subscription's confirmation (decision 0037) and the alerts (decision 0038).
 */
export const apiContract = c.router(
  {
    createContact: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/contact',
      contentType: 'application/json',
      body: ContactRequestSchema,
      responses: { 201: CreatedBodySchema, ...bodyErrors, ...common, ...storageErrors },
      summary: 'Store a contact lead (short or full form)',
    },
    createSellerLead: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/sell',
      contentType: 'application/json',
      body: SellerLeadRequestSchema,
      // A city the agency does not serve is a 400 on `city`; 503 while the database is away. Both written out, as
      // for createAlert: the handler answers them (the page's action too), and a spread key cannot be returned.
      responses: { 201: CreatedBodySchema, ...bodyErrors, ...common, 400: ValidationErrorBodySchema, 503: ErrorBodySchema },
      summary: "Store a seller's lead: the home's address and description and who to send the comparative market analysis to (issue 47)",
    },
    getSellerMarket: {
      method: 'GET',
      // The buyers' count follows alerts being confirmed and deleted: never kept.
      metadata: { keep: 'private' } satisfies ReadMetadata,
      path: '/api/sell/market',
      query: SellerMarketQuerySchema,
      responses: { 200: SellerMarketSchema, 400: ValidationErrorBodySchema, ...common, ...storageErrors },
      summary: 'The homes like a described one that the site shows, and how many buyers with a confirmed alert look for one like it (null below 3)',
    },
    createTourRequest: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/tours',
      contentType: 'application/json',
      body: TourRequestSchema,
      // A home the site does not show is a 400 on `propertyId`; 503 while the database is away.
      responses: { 201: CreatedBodySchema, ...bodyErrors, ...common, 400: ValidationErrorBodySchema, 503: ErrorBodySchema },
      summary: 'Ask for a private tour of a home at up to three times (issue 48): a request until its agent confirms it',
    },
    getTour: {
      method: 'GET',
      // One visitor's tour, as its signed link shows it: never kept.
      metadata: { keep: 'private' } satisfies ReadMetadata,
      path: '/api/tours/:id',
      pathParams: v.object({ id: PathSegment }),
      query: TourLinkSchema,
      responses: { 200: TourViewSchema, 400: ValidationErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 410: ErrorBodySchema, ...common, ...storageErrors },
      summary: "A tour request as its signed link shows it (the link's side and action): 403 for a link not ours, 410 once it has expired",
    },
    actOnTour: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/tours/:id',
      pathParams: v.object({ id: PathSegment }),
      contentType: 'application/json',
      body: TourActionRequestSchema,
      // 409: the agent has a confirmed tour at that time, or the tour has moved on since the link was sent.
      responses: {
        200: TourViewSchema,
        ...bodyErrors,
        ...common,
        400: ValidationErrorBodySchema,
        403: ErrorBodySchema,
        404: ErrorBodySchema,
        409: TourConflictSchema,
        410: ErrorBodySchema,
        503: ErrorBodySchema,
      },
      summary: "Confirm, propose, accept or cancel a tour through its signed link's action",
    },
    createSubscription: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/subscribe',
      contentType: 'application/json',
      body: SubscribeFormSchema,
      responses: { 201: CreatedBodySchema, ...bodyErrors, ...common, ...storageErrors },
      summary: 'Store a subscription lead',
    },
    unsubscribe: {
      method: 'POST',
      path: '/api/unsubscribe',
      // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded) to the
      // List-Unsubscribe URL of a subscription confirmation; the signed query says who.
      contentType: 'application/x-www-form-urlencoded',
      query: UnsubscribeQuerySchema,
      body: v.optional(v.object({ 'List-Unsubscribe': v.optional(v.literal('One-Click')) })),
      responses: { 200: ErrorBodySchema, 400: ValidationErrorBodySchema, 403: ErrorBodySchema, ...common, ...storageErrors },
      summary: 'Stop e-mails to the address of a subscription (idempotent; the link of its confirmation e-mail)',
    },
    getUnsubscribe: {
      method: 'GET',
      metadata: { keep: 'private' } satisfies ReadMetadata,
      path: '/api/unsubscribe',
      // The /unsubscribe page's state; a GET changes nothing (mail scanners open links). 404: a link not signed by us.
      query: UnsubscribeQuerySchema,
      responses: { 200: UnsubscribeStateSchema, 400: ValidationErrorBodySchema, 404: ErrorBodySchema, ...common, ...storageErrors },
      summary: 'What an unsubscribe link stops (an alert, or every e-mail to the address) and whether it is stopped',
    },
    getSubscriptionConfirmation: {
      method: 'GET',
      metadata: { keep: 'private' } satisfies ReadMetadata,
      path: '/api/subscribe/confirm',
      query: SubscriptionConfirmationQuerySchema,
      // 404: a link not signed by us, or of a request unconfirmed for 7 days (then deleted).
      responses: { 200: SubscriptionConfirmationSchema, 400: ValidationErrorBodySchema, 404: ErrorBodySchema, ...common, ...storageErrors },
      summary: 'Whether the subscription of a confirmation link is confirmed (decision 0037)',
    },
    confirmSubscription: {
      method: 'POST',
      path: '/api/subscribe/confirm',
      // The confirmation page's button; form-encoded so the page's plain form can send it too. The signed query says who.
      contentType: 'application/x-www-form-urlencoded',
      query: SubscriptionConfirmationQuerySchema,
      body: v.optional(v.object({})),
      // 403: a post another site made a browser send (Sec-Fetch-Site, else Origin or Referer; issue 45).
      responses: { 200: SubscriptionConfirmationSchema, 400: ValidationErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, ...common, ...storageErrors },
      summary: 'Confirm a subscription (double opt-in; idempotent), which also lifts an earlier opt-out of its address',
    },
    createAlert: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/alerts',
      contentType: 'application/json',
      body: AlertRequestSchema,
      // A home the site does not show is a 400 on `propertyId` (its e-mail would have nothing of ours to name it by);
      // 503 while the listings cannot be told (the MLS copy is missing or too old). Both are written out: the
      // handler answers them, and a spread makes numeric keys strings in the type, which a handler cannot return.
      responses: { 201: CreatedBodySchema, ...bodyErrors, ...common, 400: ValidationErrorBodySchema, 503: ErrorBodySchema },
      summary: 'Ask for e-mail alerts about a search or a home; nothing but a request to confirm is sent until the address confirms (decision 0038)',
    },
    getManagedAlerts: {
      method: 'GET',
      metadata: { keep: 'private' } satisfies ReadMetadata,
      path: '/api/alerts/manage',
      // The signed link of an alert e-mail: the alert's lead and an HMAC of its address's purpose "manage-alerts".
      query: ManageAlertsQuerySchema,
      // 410: a link of ours that has expired (its page offers to send a new one).
      responses: { 200: ManagedAlertsSchema, 400: ValidationErrorBodySchema, 404: ErrorBodySchema, 410: ErrorBodySchema, ...common, ...storageErrors },
      summary: "Every alert of the address an alert e-mail's manage link was sent to",
    },
    manageAlerts: {
      method: 'POST',
      headers: languageHeaders,
      path: '/api/alerts/manage',
      contentType: 'application/json',
      query: ManageAlertsQuerySchema,
      body: AlertChangeSchema,
      responses: { 200: ManagedAlertsSchema, ...bodyErrors, 404: ErrorBodySchema, 410: ErrorBodySchema, ...common, ...storageErrors },
      summary: "Change one alert's frequency, pause or resume it, or delete every alert of the address; answers the alerts left",
    },
    getFeaturedProperties: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/properties/featured',
      responses: { 200: v.array(PropertySchema), ...common },
      summary: 'Featured properties for the home page',
    },
    getProperties: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/properties',
      query: PropertySearchQuerySchema,
      responses: { 200: v.array(PropertySchema), 400: ValidationErrorBodySchema, ...common },
      summary:
        'All properties, or those matching a search: neighborhood (id or slug) or city, price range (maxPrice below minPrice is a 400), minimum beds and baths, type; sorted by price or newest',
    },
    getProperty: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/properties/:id',
      pathParams: v.object({ id: PathSegment }),
      // 503 (with Retry-After) while the agency's listings cannot be read from the MLS (decision 0020).
      responses: { 200: PropertySchema, 404: ErrorBodySchema, 503: ErrorBodySchema, ...common },
      summary: 'One property',
    },
    getAgents: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/agents',
      query: ContentLanguageQuerySchema,
      responses: { 200: v.array(AgentSchema), ...languageErrors, ...common },
      summary: 'All agents, the founder included',
    },
    getHomePrices: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/home-prices',
      responses: { 200: v.array(CityHomePricesSchema), ...common },
      summary:
        'The homes on the market that the site shows, city by city (the cities of the agency’s neighborhoods, by name): how many, their median asking price and price per square foot, and the lowest and highest price',
    },
    getOpenHouses: {
      method: 'GET',
      // Open houses end as the day goes on: kept briefly, like a provider's answers.
      metadata: { keep: 'upstream' } satisfies ReadMetadata,
      path: '/api/open-houses',
      query: OpenHousesQuerySchema,
      responses: { 200: v.array(OpenHouseListingSchema), 400: ValidationErrorBodySchema, ...common },
      summary:
        'The public open houses of the homes the site shows that have not ended yet, soonest first, each with its home: all, a city’s (slug) or one home’s (issue 48)',
    },
    getTestimonials: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/testimonials',
      responses: { 200: v.array(TestimonialSchema), ...common },
      summary: 'Client testimonials',
    },
    getNeighborhoods: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/neighborhoods',
      query: ContentLanguageQuerySchema,
      responses: { 200: v.array(NeighborhoodSchema), ...languageErrors, ...common },
      summary: 'All neighborhoods',
    },
    getNeighborhood: {
      method: 'GET',
      metadata: { keep: 'content' } satisfies ReadMetadata,
      path: '/api/neighborhoods/:id',
      pathParams: v.object({ id: PathSegment }),
      query: ContentLanguageQuerySchema,
      responses: { 200: NeighborhoodSchema, 404: ErrorBodySchema, ...languageErrors, ...common },
      summary: 'One neighborhood by id or slug',
    },
    getHotListings: {
      method: 'GET',
      metadata: { keep: 'upstream' } satisfies ReadMetadata,
      path: '/api/hot-listings',
      responses: { 200: v.array(HotListingSchema), 502: ErrorBodySchema, ...common },
      summary: 'Hot listings from the external listing provider',
    },
    getCities: {
      method: 'GET',
      metadata: { keep: 'upstream' } satisfies ReadMetadata,
      path: '/api/cities',
      query: ContentLanguageQuerySchema,
      responses: { 200: v.array(CitySummarySchema), 502: ErrorBodySchema, ...languageErrors, ...common },
      summary: 'Orange County cities',
    },
    getCity: {
      method: 'GET',
      metadata: { keep: 'upstream' } satisfies ReadMetadata,
      path: '/api/cities/:slug',
      pathParams: v.object({ slug: PathSegment }),
      query: ContentLanguageQuerySchema,
      responses: { 200: CityDetailSchema, 404: ErrorBodySchema, 502: ErrorBodySchema, ...languageErrors, ...common },
      summary: 'City detail',
    },
  },
  { strictStatusCodes: true },
);

export type ApiContract = typeof apiContract;
