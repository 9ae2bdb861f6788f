import { pathInLocale, TOUR_ACTIONS_OF, TOUR_RULES, type Locale, type TourAction, type TourLink, type TourSide } from '@pcr/contracts';
import { isSignedToken, signedToken } from '../notifications/signed-token.js';

/**
 * A tour's signed links (issue 48, section 2): `{SITE_URL}/tours/{id}?side=&action=&until=&sig=`, each
 * signed for one tour, one side, one action and its end (Unix seconds), with the key in app_secrets,
 * so a link to confirm cannot cancel, the visitor's cannot confirm, and none works after its time. A
 * GET of the page changes nothing (mail scanners open links): its button posts.
 */
export const TOUR_PAGE = '/tours';

const purposeOf = (side: TourSide, action: TourAction, until: string) => `tour:${side}:${action}:${until}`;

/** Whether a link can be checked at all: the action is one of its side's. */
const fitsSide = (side: TourSide, action: TourAction) => TOUR_ACTIONS_OF[side].includes(action);

export type TourLinkState = 'valid' | 'invalid' | 'expired';

export interface TourLinks {
  /** The link's query for a tour, side and action, working for TOUR_RULES.linkDays from `now`. */
  query(tourId: string, side: TourSide, action: TourAction, now?: Date): TourLink;
  /** The link itself, on the page in `language`. */
  url(tourId: string, side: TourSide, action: TourAction, language: Locale, now?: Date): string;
  /** Whether a link is ours for this tour, and still working at `now`. */
  check(tourId: string, link: TourLink, now?: Date): TourLinkState;
}

export function tourLinks(secret: string, siteUrl: string): TourLinks {
  const query = (tourId: string, side: TourSide, action: TourAction, now = new Date()): TourLink => {
    const until = String(Math.floor(now.getTime() / 1000) + TOUR_RULES.linkDays * 86_400);
    return { side, action, until, sig: signedToken(secret, purposeOf(side, action, until), tourId) };
  };
  return {
    query,
    url: (tourId, side, action, language, now) =>
      `${siteUrl}${pathInLocale(`${TOUR_PAGE}/${encodeURIComponent(tourId)}`, language)}?${new URLSearchParams({ ...query(tourId, side, action, now) })}`,
    check(tourId, { side, action, until, sig }, now = new Date()) {
      if (!fitsSide(side, action) || !isSignedToken(secret, purposeOf(side, action, until), tourId, sig)) return 'invalid';
      // Signed, so the time is ours: past it, the link says so rather than "not valid".
      return Number(until) * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
