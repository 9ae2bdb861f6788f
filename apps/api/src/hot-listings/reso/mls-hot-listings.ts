import type { ResoConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { keepLastGood } from '../last-good.js';
import type { HotListingProvider } from '../provider.js';
import { clientCredentialsTokens } from './client-credentials.js';
import { resoProvider } from './reso-provider.js';

/** Injected in tests: the HTTP client and the clock. */
export interface MlsDeps {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The hot-listing provider RESO_URL selects: the RESO adapter behind its last good answer (decision 0018). */
export function mlsHotListings(config: ResoConfig, logger: Logger, deps: MlsDeps = {}): HotListingProvider {
  const tokens = clientCredentialsTokens({ tokenUrl: config.tokenUrl, clientId: config.clientId, clientSecret: config.clientSecret, timeoutMs: config.timeoutMs, ...deps });
  const feed = resoProvider({ ...config, tokens, logger, ...deps });
  return keepLastGood(feed, { refreshMs: config.refreshMs, maxAgeMs: config.maxAgeMs, logger, ...(deps.now ? { now: deps.now } : {}) });
}
