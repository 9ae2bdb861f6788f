import { PACIFIC_TIME_ZONE, tourEnd, utcStamp, type Locale } from '@pcr/contracts';
import { icalText, pacificCalendar, pacificLocal } from '../open-houses/icalendar.js';
import type { StoredTour } from './tour-store.js';

/**
 * A confirmed tour as a calendar invitation (iTIP, RFC 5546, over e-mail, RFC 6047): METHOD:REQUEST
 * with the agent as ORGANIZER and the visitor as ATTENDEE, so mail programs show it with accept and
 * decline; a cancellation is METHOD:CANCEL of the same UID with a higher SEQUENCE, which removes it.
 */
const TITLES: Record<Locale, (title: string) => string> = {
  en: (title) => `Tour: ${title}`,
  es: (title) => `Visita: ${title}`,
};
const VIDEO_LOCATION: Record<Locale, string> = { en: 'Video call (the agent sends the link)', es: 'Videollamada (el agente envía el enlace)' };

export interface TourInvitationInput {
  tour: Pick<StoredTour, 'id' | 'home' | 'mode' | 'visitor' | 'agent'>;
  method: 'REQUEST' | 'CANCEL';
  startsAt: string;
  sequence: number;
  /** When this version was made (the e-mail's queue time): DTSTAMP. */
  stampedAt: string;
  /** The organizer when no agent was assigned: the agency's address. */
  agency: { name: string; email: string };
  /** The home's page, in the visitor's language. */
  pageUrl: string;
  /** The site's host: the UID's right-hand side. */
  host: string;
}

/** The .ics of a tour's invitation or cancellation. */
export function tourInvitation({ tour, method, startsAt, sequence, stampedAt, agency, pageUrl, host }: TourInvitationInput): string {
  const { language } = tour.visitor;
  const organizer = tour.agent ?? agency;
  const event = [
    `UID:tour-${tour.id}@${host}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(stampedAt)}`,
    `DTSTART;TZID=${PACIFIC_TIME_ZONE}:${pacificLocal(startsAt)}`,
    `DTEND;TZID=${PACIFIC_TIME_ZONE}:${pacificLocal(tourEnd(startsAt))}`,
    `SUMMARY:${icalText(TITLES[language](tour.home.title))}`,
    `LOCATION:${icalText(tour.mode === 'video' ? VIDEO_LOCATION[language] : tour.home.location)}`,
    `DESCRIPTION:${icalText(pageUrl)}`,
    `URL:${pageUrl}`,
    `ORGANIZER;CN=${icalParam(organizer.name)}:mailto:${organizer.email}`,
    // The visitor's address only: nothing else they typed goes into what we send them.
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${tour.visitor.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
  ];
  return pacificCalendar({ product: 'Tours', host, locale: language, method, event });
}

/** A parameter value (RFC 5545 3.2): quoted, without the characters a quoted value cannot hold. */
const icalParam = (value: string) => `"${value.replace(/["\r\n\u0000-\u001f]/g, '')}"`;
