import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { apiContract } from '@pcr/contracts';
import { buildOpenApiDocument, type OpenApiDocument } from '@pcr/contracts/openapi';
import { createExpressEndpoints } from '@ts-rest/express';
import { apiRoutes } from './api-routes.js';
import type { AppConfig } from './config.js';
import type { ContentRepository } from './content-repository.js';
import type { CityGuideProvider } from './city-guides/provider.js';
import type { HotListingProvider } from './hot-listings/provider.js';
import { apiErrorHandler, apiNotFound } from './http/errors.js';
import { slidingWindowLimiter } from './http/rate-limit.js';
import { fullPath, requestContext, requestIdOf } from './http/request-context.js';
import { requestValidationErrorHandler } from './http/request-validation.js';
import { securityHeaders } from './http/security-headers.js';
import { errorFields, type Logger } from './logger.js';
import { seoRoutes } from './seo/index.js';
import { staticSite } from './static-site.js';
import { loadPageRenderer } from './ssr/page-renderer.js';
import type { LeadStore } from './storage/lead-store.js';

export interface AppDeps {
  leads: LeadStore;
  hotListings: HotListingProvider;
  cityGuides: CityGuideProvider;
  content: ContentRepository;
  logger: Logger;
  config: AppConfig;
}

/** The contract does not change while the process runs: one build serves every app. */
let openApiDocument: OpenApiDocument | undefined;

/** The whole HTTP surface: the JSON API under /api and the web app for everything else. No listen here. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestContext(logger));
  app.use(securityHeaders(config.cspImgSources));
  // JSON and anything else not compressed ahead (pages and built assets carry their own encodings).
  app.use(compression());

  const api = express.Router();
  createExpressEndpoints(
    apiContract,
    apiRoutes({
      leads: deps.leads,
      hotListings: deps.hotListings,
      cityGuides: deps.cityGuides,
      content: deps.content,
      logger,
      limiter: slidingWindowLimiter(config.rateLimit),
      ipHashSecret: config.ipHashSecret,
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
  api.use('/api', apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use(api);

  app.use(seoRoutes({ siteUrl: config.siteUrl, content: deps.content, cityGuides: deps.cityGuides, logger }));
  app.use(
    staticSite({
      webDist: config.webDist,
      imagesDir: config.imagesDir,
      content: deps.content,
      cityGuides: deps.cityGuides,
      cspImgSources: config.cspImgSources,
      // Pages render on the server, from this very server's API.
      pages: () => loadPageRenderer({ ssrDist: config.webSsrDist, siteUrl: config.siteUrl, logger }),
      logger,
    }),
  );

  const siteErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    logger.error('unhandled error', { requestId: requestIdOf(res), method: req.method, path: fullPath(req), ...errorFields(error) });
    res.status(500).type('text/plain').send('Something went wrong on our side.');
  };
  app.use(siteErrorHandler);
  return app;
}
