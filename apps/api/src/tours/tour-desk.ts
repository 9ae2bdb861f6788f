import {
  TOUR_ACTION_STATES,
  tourInstant,
  tourMessages,
  tourTimeIssue,
  type Locale,
  type Property,
  type TourActionRequest,
  type TourLink,
  type TourView,
} from '@pcr/contracts';
import type { TourLinks } from './tour-links.js';
import type { StoredTour, TourChange, TourStore } from './tour-store.js';

/** What a tour's signed link gets: the tour as its side sees it, or why not. */
export type TourDeskAnswer =
  | { status: 'ok'; tour: TourView }
  | { status: 'invalid' | 'expired' | 'not-found' }
  /** The change was refused and the tour stands as it is: the agent has a tour then, or it moved on. */
  | { status: 'conflict'; message: string; tour: TourView }
  /** The time given is wrong (not one of the tour's, not a time, past, out of hours). */
  | { status: 'issue'; message: string };

export interface TourDesk {
  view(id: string, link: TourLink): Promise<TourDeskAnswer>;
  act(id: string, request: TourActionRequest): Promise<TourDeskAnswer>;
}

export interface TourDeskDeps {
  tours: TourStore;
  links: TourLinks;
  /** The home as the site shows it now (undefined once it is off the site). */
  property: (id: string) => Property | undefined;
  /** The agency's addresses for a language: an agent's e-mail when nobody was assigned. */
  agencyTo: (language: Locale) => readonly string[];
  now?: () => Date;
}

/** An instant (ISO 8601) as the API answers them, or undefined for anything else. */
const instantOf = (text: string) => (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined);

/**
 * The page a tour's signed links open, and what its buttons post (issue 48, section 2): the link is
 * checked first (ours, for this tour, not expired), then the change is made in the store.
 */
export function tourDesk(deps: TourDeskDeps): TourDesk {
  const now = () => deps.now?.() ?? new Date();
  const viewOf = (tour: StoredTour, link: TourLink): TourView => ({
    id: tour.id,
    state: tour.state,
    mode: tour.mode,
    property: deps.property(tour.home.id) ?? null,
    times: tour.times,
    proposedAt: tour.proposedAt,
    startsAt: tour.startsAt,
    agentName: tour.agent?.name ?? null,
    cancelledBy: tour.cancelledBy,
    language: tour.visitor.language,
    // Who asked is the agent's to see; a visitor's link shows nothing they typed.
    ...(link.side === 'agent' ? { visitor: { name: tour.visitor.name, email: tour.visitor.email, phone: tour.visitor.phone, message: tour.visitor.message } } : {}),
    link: { side: link.side, action: link.action, open: TOUR_ACTION_STATES[link.action].includes(tour.state) },
  });

  /** The change a posted action asks for, or the message for its time. */
  function changeOf(request: TourActionRequest): TourChange | { issue: string } {
    const time = request.time ?? '';
    switch (request.action) {
      case 'confirm': {
        const at = instantOf(time);
        return at ? { action: 'confirm', at } : { issue: tourMessages.notOffered };
      }
      case 'propose': {
        const at = tourInstant(time);
        if (!at) return { issue: tourMessages.time };
        const issue = tourTimeIssue(at, now());
        return issue ? { issue } : { action: 'propose', at };
      }
      case 'accept': {
        // The time the page showed, when it says: accepting it never accepts a newer proposal unseen.
        const at = instantOf(time);
        return at ? { action: 'accept', at } : { action: 'accept' };
      }
      case 'cancel':
        return { action: 'cancel', by: request.side };
    }
  }

  return {
    async view(id, link) {
      const state = deps.links.check(id, link, now());
      if (state !== 'valid') return { status: state };
      const tour = await deps.tours.find(id);
      return tour ? { status: 'ok', tour: viewOf(tour, link) } : { status: 'not-found' };
    },

    async act(id, request) {
      const link: TourLink = { side: request.side, action: request.action, until: request.until, sig: request.sig };
      const state = deps.links.check(id, link, now());
      if (state !== 'valid') return { status: state };
      const change = changeOf(request);
      if ('issue' in change) return { status: 'issue', message: change.issue };
      const outcome = await deps.tours.change(id, change, deps.agencyTo, now());
      switch (outcome.status) {
        case 'not-found':
          return outcome;
        case 'changed':
          return { status: 'ok', tour: viewOf(outcome.tour, link) };
        case 'not-offered':
          return { status: 'issue', message: tourMessages.notOffered };
        case 'past':
          return { status: 'issue', message: tourMessages.window };
        case 'overlap':
          return { status: 'conflict', message: tourMessages.overlap, tour: viewOf(outcome.tour, link) };
        case 'state-changed':
          return { status: 'conflict', message: tourMessages.stateChanged, tour: viewOf(outcome.tour, link) };
      }
    },
  };
}
