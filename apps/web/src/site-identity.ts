import { resolveSiteIdentity } from '@pcr/contracts';

/** The deployed identity: defaults from the contract, overridable with VITE_SITE_* at build time. */
export const siteIdentity = resolveSiteIdentity(import.meta.env as Record<string, string | undefined>, 'VITE_');
