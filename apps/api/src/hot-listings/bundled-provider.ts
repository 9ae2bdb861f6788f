import type { HotListing } from '@pcr/contracts';
import type { HotListingProvider } from './provider.js';

/** Sample listings shipped with the site (the default, and what works offline). */
export function bundledProvider(listings: readonly HotListing[]): HotListingProvider {
  return { list: async () => [...listings] };
}
