import { pathInLocale } from '@pcr/contracts';
import type { EmailTour, LeadEmail } from '@pcr/ui/email';
import type { MailDelivery } from '../storage/lead-mail-outbox.js';
import { tourInvitation } from './tour-invitation.js';
import type { TourLinks } from './tour-links.js';
import type { StoredTour, TourStore, TourUpdate } from './tour-store.js';

/** A tour's e-mail: its template, and the calendar part (iTIP) a confirmation or a cancellation carries. */
export interface TourMail {
  email: LeadEmail;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface TourMailSource {
  /** The e-mail of a tour lead's delivery, read when it is sent; undefined when the tour is gone (its lead deleted). */
  mailOf(delivery: MailDelivery): Promise<TourMail | undefined>;
}

export interface TourMailOptions {
  siteUrl: string;
  links: TourLinks;
  /** The organizer of a tour nobody was assigned: the agency. */
  agency: { name: string; email: string };
}

const emailTour = (tour: StoredTour): EmailTour => ({ mode: tour.mode, property: tour.home, times: tour.times });

/**
 * The e-mails of a tour request (issue 48, section 2): the agent's notification with signed links to
 * confirm, propose or cancel; the visitor's "a request, not a booking" with a link to cancel; and
 * the later ones (tour_update rows): confirmed with an invitation, proposed with a link to accept,
 * cancelled with the invitation withdrawn. Links are made when the e-mail is sent, so their time runs
 * from then.
 */
export function tourMailSource(tours: Pick<TourStore, 'find'>, options: TourMailOptions): TourMailSource {
  const { links, siteUrl } = options;
  const host = new URL(siteUrl).hostname;
  const agentLink = (tour: StoredTour, action: 'confirm' | 'propose' | 'cancel') => links.url(tour.id, 'agent', action, 'en');
  const visitorLink = (tour: StoredTour, action: 'accept' | 'cancel') => links.url(tour.id, 'visitor', action, tour.visitor.language);
  const agentName = (tour: StoredTour) => (tour.agent ? { agentName: tour.agent.name } : {});
  const invitation = (tour: StoredTour, method: 'REQUEST' | 'CANCEL', startsAt: string, sequence: number, stampedAt: string) => ({
    method,
    content: tourInvitation({
      tour,
      method,
      startsAt,
      sequence,
      stampedAt,
      agency: options.agency,
      pageUrl: `${siteUrl}${pathInLocale(`/properties/${encodeURIComponent(tour.home.id)}`, tour.visitor.language)}`,
      host,
    }),
  });

  function updateMail(tour: StoredTour, update: TourUpdate, queuedAt: string): TourMail {
    const { language } = tour.visitor;
    switch (update.event) {
      case 'confirmed':
        if (update.audience === 'agent') {
          return { email: { template: 'tour-accepted', tour: emailTour(tour), startsAt: update.startsAt, visitor: { name: tour.visitor.name, email: tour.visitor.email, phone: tour.visitor.phone, language }, cancelUrl: agentLink(tour, 'cancel') } };
        }
        return {
          email: { template: 'tour-confirmed', language, tour: emailTour(tour), startsAt: update.startsAt, ...agentName(tour), cancelUrl: visitorLink(tour, 'cancel') },
          calendar: invitation(tour, 'REQUEST', update.startsAt, update.sequence, queuedAt),
        };
      case 'proposed':
        return {
          email: { template: 'tour-proposed', language, tour: emailTour(tour), proposedAt: update.proposedAt, ...agentName(tour), acceptUrl: visitorLink(tour, 'accept'), cancelUrl: visitorLink(tour, 'cancel') },
        };
      case 'cancelled': {
        const startsAt = update.startsAt ?? undefined;
        const email: LeadEmail = {
          template: 'tour-cancelled',
          audience: update.audience,
          // The visitor's language: their e-mail comes in it, the agent's (in English) flags a Spanish speaker.
          language,
          tour: emailTour(tour),
          cancelledBy: update.cancelledBy,
          ...(startsAt ? { startsAt } : {}),
          ...(update.audience === 'agent' ? { visitorName: tour.visitor.name } : {}),
        };
        // Only a visitor whose calendar holds the tour has an invitation to withdraw.
        return update.audience === 'visitor' && startsAt ? { email, calendar: invitation(tour, 'CANCEL', startsAt, update.sequence, queuedAt) } : { email };
      }
    }
  }

  return {
    async mailOf(delivery) {
      const tour = await tours.find(delivery.lead.id);
      if (!tour) return undefined;
      if (delivery.messageKind === 'agency_notification') {
        return {
          email: {
            template: 'tour-notification',
            lead: delivery.lead,
            tour: emailTour(tour),
            confirmUrl: agentLink(tour, 'confirm'),
            proposeUrl: agentLink(tour, 'propose'),
            cancelUrl: agentLink(tour, 'cancel'),
          },
        };
      }
      if (delivery.messageKind === 'visitor_confirmation') {
        return { email: { template: 'tour-request', language: tour.visitor.language, tour: emailTour(tour), ...agentName(tour), cancelUrl: visitorLink(tour, 'cancel') } };
      }
      if (delivery.messageKind === 'tour_update' && delivery.details) return updateMail(tour, delivery.details as TourUpdate, delivery.queuedAt);
      return undefined;
    },
  };
}
