import type { ResoConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { keepLastGood } from '../hot-listings/last-good.js';
import type { HotListingProvider } from '../hot-listings/provider.js';
import { clientCredentialsTokens } from './client-credentials.js';
import { resoFeed, type ResoFeed } from './reso-feed.js';
import { resoProvider } from './reso-provider.js';

/** Injected in tests: the HTTP client and the clock. */
export interface MlsDeps {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** One connection to the MLS (token, rate-limit pause), shared by everything the site asks it. */
export function mlsFeed(config: ResoConfig, logger: Logger, deps: MlsDeps = {}): ResoFeed {
  const tokens = clientCredentialsTokens({ tokenUrl: config.tokenUrl, clientId: config.clientId, clientSecret: config.clientSecret, timeoutMs: config.timeoutMs, ...deps });
  return resoFeed({ serviceUrl: config.serviceUrl, tokens, maxPages: config.maxPages, timeoutMs: config.timeoutMs, logger, ...deps });
}

/** The hot-listing provider RESO_URL selects: the RESO adapter behind its last good answer (decision 0018). */
export function mlsHotListings(config: ResoConfig, logger: Logger, deps: MlsDeps = {}, feed: ResoFeed = mlsFeed(config, logger, deps)): HotListingProvider {
  const listings = resoProvider({ ...config, feed, logger, ...(deps.now ? { now: deps.now } : {}) });
  return keepLastGood(listings, { refreshMs: config.refreshMs, maxAgeMs: config.maxAgeMs, logger, ...(deps.now ? { now: deps.now } : {}) });
}
