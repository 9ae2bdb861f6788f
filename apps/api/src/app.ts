import compression from 'compression';
import http, { type Server } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { apiContract } from '@pcr/contracts';
import { buildOpenApiDocument, type OpenApiDocument } from '@pcr/contracts/openapi';
import { createExpressEndpoints } from '@ts-rest/express';
import { apiRoutes } from './api-routes.js';
import type { AppConfig } from './config.js';
import type { ContentRepository } from './content-repository.js';
import type { CityGuideProvider } from './city-guides/provider.js';
import type { HotListingProvider } from './hot-listings/provider.js';
import { apiErrorHandler } from './http/errors.js';
import { answerCache, keepingNone, type AnswerCache } from './api/answer-cache.js';
import { cachedGetLane, type RequestLane } from './http/cached-get-lane.js';
import { lingerOnClose } from './http/lingering-close.js';
import { answerUnparsableRequests, apiNotFound, refuseLongTarget, refuseMalformedUrl } from './http/malformed-requests.js';
import { slidingWindowLimiter, type RateLimiter } from './http/rate-limit.js';
import { requestContext } from './http/request-context.js';
import { requestValidationErrorHandler } from './http/request-validation.js';
import { securityHeaderEntries, securityHeaders, transportSecurityHeaders } from './http/security-headers.js';
import type { Logger } from './logger.js';
import type { SubscriptionConfirmations } from './notifications/subscription-confirmation.js';
import type { AlertManagement } from './alerts/alert-management.js';
import { alertRequests } from './alerts/alert-requests.js';
import type { UnsubscribeService } from './notifications/unsubscribe.js';
import type { LeadStore } from './storage/lead-store.js';
import type { BuyerSearches } from './seller/buyer-searches.js';
import { sellerLeads } from './seller/seller-leads.js';
import type { TourDesk } from './tours/tour-desk.js';
import { tourRequests } from './tours/tour-requests.js';
import { readEndpoints } from './api/read-endpoints.js';
import { openHouseCalendarRoute } from './open-houses/open-house-calendar-route.js';
import { robotsRouter } from './site/robots.js';
import { sitemapRouter } from './site/sitemap.js';
import { sitePages } from './site/site-pages.js';
import { languageChoice } from './site/language-choice.js';
import { pageStylesheets } from './site/page-stylesheets.js';
import { staticFiles } from './site/static-files.js';
import { webBuildLoader } from './site/web-build.js';
import { siteActions } from './site/site-actions.js';
import { writeEndpoints } from './api/write-endpoints.js';
import { siteErrorHandler } from './site/request-refused.js';

export interface AppDeps {
  leads: LeadStore;
  hotListings: HotListingProvider;
  cityGuides: CityGuideProvider;
  content: ContentRepository;
  logger: Logger;
  config: AppConfig;
  /** The lead endpoints' rate limit; default: counted in this process (config.rateLimit). */
  limiter?: RateLimiter;
  /** Opt-outs of the lead e-mails (decision 0016); without it unsubscribe links are refused. */
  unsubscribe?: UnsubscribeService;
  /** The subscriptions' double opt-in (decision 0037); without it confirmation links are refused. */
  subscriptions?: SubscriptionConfirmations;
  /** Managing alerts from their e-mails' links (decision 0038); without it manage links are refused. */
  alerts?: AlertManagement;
  /** The kept GET answers; default: a new cache for this app (given only to clear it from outside). */
  answers?: AnswerCache;
  /** The confirmed search alerts a seller's market counts buyers from (issue 47); without it none are counted. */
  buyerSearches?: BuyerSearches;
  /** Tours' signed links (issue 48); without it every tour link is refused. */
  tourDesk?: TourDesk;
  /** Whether the city guides are the bundled ones, whose date the sitemap knows (no CITY_GUIDES_URL); default true. */
  citiesBundled?: boolean;
}

const LANE = 'cachedGetLane';

/**
 * The HTTP server of an app: every answer carries Strict-Transport-Security when `siteUrl` is https;
 * a target too long for any real URL is answered 414 first; kept GET answers are sent before Express
 * (cached-get-lane.ts), everything else goes through it; requests Node cannot parse are answered as
 * JSON too.
 */
export function createHttpServer(app: Express, options: { siteUrl?: string } = {}): Server {
  const lane = app.locals[LANE] as RequestLane | undefined;
  const transport = options.siteUrl ? transportSecurityHeaders(options.siteUrl) : [];
  const server = http.createServer((req, res) => {
    for (const [name, value] of transport) res.setHeader(name, value);
    if (refuseLongTarget(req, res)) return;
    if (!lane?.(req, res)) app(req, res);
  });
  answerUnparsableRequests(server);
  lingerOnClose(server);
  return server;
}

/** API answers are not for shared caches unless a route says so (the cached GETs do). */
const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** The contract does not change while the process runs: one build serves every app. */
let openApiDocument: OpenApiDocument | undefined;

/** The whole HTTP surface: the JSON API under /api and the web app for everything else. No listen here. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  const without = new Set(config.benchWithout);
  const answers = without.has('answer-cache') ? keepingNone(deps.answers ?? answerCache()) : (deps.answers ?? answerCache());
  // The GET endpoints, once: answered over HTTP below, and in-process to the site's page renders.
  const read = readEndpoints({
    hotListings: deps.hotListings,
    cityGuides: deps.cityGuides,
    content: deps.content,
    logger,
    subscriptions: deps.subscriptions,
    alerts: deps.alerts,
    unsubscribe: deps.unsubscribe,
    buyerSearches: deps.buyerSearches,
    tourDesk: deps.tourDesk,
  });
  if (!without.has('get-lane')) app.locals[LANE] = cachedGetLane({ answers, securityHeaders: securityHeaderEntries(config.cspImgSources), logger }) satisfies RequestLane;
  app.use(requestContext(logger));
  app.use(securityHeaders(config.cspImgSources));
  // JSON and anything else not compressed ahead (pages and built assets carry their own encodings).
  app.use(compression());

  const limiter = deps.limiter ?? slidingWindowLimiter(config.rateLimit);
  const requests = alertRequests(deps.leads, deps.content);
  // The writes of the site's forms, once: answered over HTTP below, and in-process to the pages' actions.
  const write = writeEndpoints({
    alertRequests: requests,
    sellerLeads: sellerLeads(deps.leads, deps.content),
    tourRequests: tourRequests(deps.leads, deps.content),
    tourDesk: deps.tourDesk,
    logger,
    alerts: deps.alerts,
    unsubscribe: deps.unsubscribe,
    subscriptions: deps.subscriptions,
  });
  const api = express.Router();
  api.use('/api', refuseMalformedUrl, noStoreByDefault);
  createExpressEndpoints(
    apiContract,
    apiRoutes({
      leads: deps.leads,
      read,
      write,
      logger,
      limiter,
      ipHashSecret: config.ipHashSecret,
      siteUrl: config.siteUrl,
      upstreamAnswerTtlMs: config.upstreamAnswerTtlMs,
      answers,
    }),
    api,
    {
      logInitialization: false,
      jsonQuery: false,
      // The contract checks what we send too: a handler bug becomes a logged 500, not bad data.
      responseValidation: true,
      requestValidationErrorHandler,
    },
  );
  // The contract's OpenAPI document (not a route of the contract itself), built at the first start.
  const document = (openApiDocument ??= buildOpenApiDocument());
  api.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  // An open house as an .ics file (issue 48): a calendar's format, not JSON, so beside the contract.
  api.get('/api/open-houses/:id/calendar.ics', openHouseCalendarRoute(deps.content, config.siteUrl));
  api.use('/api', apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use(api);

  // The site: its forms without scripts (the pages' actions, behind one gate), /sitemap.xml and /robots.txt, the build's files, and every other path a page.
  const web = webBuildLoader({ webDist: config.webDist, ssrDist: config.webSsrDist, siteUrl: config.siteUrl, cspImgSources: config.cspImgSources, logger });
  app.use(siteActions({ web, read, write, limiter, siteUrl: config.siteUrl, ipHashSecret: config.ipHashSecret, logger }));
  app.use(sitemapRouter({ web, read, siteUrl: config.siteUrl, citiesBundled: deps.citiesBundled ?? true, logger }), robotsRouter(config.siteUrl));
  app.use(languageChoice({ secureCookie: config.siteUrl.startsWith('https:') }));
  app.use(pageStylesheets({ web, logger }));
  app.use(staticFiles({ webDist: config.webDist, imagesDir: config.imagesDir }));
  app.use(sitePages({ web, read, answers, logger, keepPages: !without.has('page-cache') }));

  app.use(siteErrorHandler({ web, read, logger }));
  return app;
}
