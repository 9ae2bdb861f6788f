import type { RequestHandler } from 'express';

export interface CspOptions {
  /** sha256 hashes ('sha256-...') of inline scripts the page is allowed to run. */
  scriptHashes?: string[];
  /** Extra image origins (e.g. a listing provider's CDN). */
  imgSources?: string[];
}

/**
 * A marketing site loads everything from itself: scripts only from 'self' (plus the hashes of
 * known inline scripts such as the theme bootstrap), images from 'self' and data: URLs.
 * Inline styles stay allowed: components set style attributes and they cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes = [], imgSources = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${imgSources.map((source) => ` ${source}`).join('')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries, API or page (the pages add their own CSP with script hashes). */
export function securityHeaderEntries(imgSources: string[]): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ imgSources })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Only our own pages may embed what we answer; the site embeds only its own images (the MLS's
    // photos are its servers' answers, and without COEP they need no policy of ours).
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
}

/**
 * Strict-Transport-Security when the site's public origin (SITE_URL) is https: browsers then use
 * https only for a year, this host and its subdomains. None for an http origin (development).
 */
export function transportSecurityHeaders(siteUrl: string): [name: string, value: string][] {
  return new URL(siteUrl).protocol === 'https:' ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] : [];
}

export function securityHeaders(imgSources: string[]): RequestHandler {
  const entries = securityHeaderEntries(imgSources);
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}
