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

export function securityHeaders(imgSources: string[]): RequestHandler {
  const csp = contentSecurityPolicy({ imgSources });
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    next();
  };
}
