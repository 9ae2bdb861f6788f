import { apiErrorMessages } from '@pcr/contracts';
import type { Request, RequestHandler } from 'express';

/**
 * Whether a browser sent this request for another site's page (issue 45). `Sec-Fetch-Site` when the
 * browser sends it (every current one does): only `same-origin`, or `none` (the visitor's own
 * action), act. Else `Origin`, else `Referer`, must be the site's own origin. A request with none of
 * them is not a browser's cross-site post (a browser names the origin of every cross-origin POST).
 */
export function isCrossSite(req: Request, siteOrigin: string): boolean {
  const own = new Set([siteOrigin, `${req.protocol}://${req.get('host') ?? ''}`]);
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.get('origin');
  // "null" (a sandboxed frame, a redirect across sites) is no origin of ours.
  if (origin !== undefined) return !own.has(origin);
  const referer = req.get('referer');
  if (referer === undefined) return false;
  return !URL.canParse(referer) || !own.has(new URL(referer).origin);
}

/** The API's form-encoded endpoint a page's button posts to (the subscription's confirmation): another site's post is 403. */
export function refuseCrossSiteJson(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (isCrossSite(req, siteOrigin)) res.status(403).json({ message: apiErrorMessages.crossSite });
    else next();
  };
}
