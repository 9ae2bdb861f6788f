import { tourInstant, type TourRequest } from '@pcr/contracts';
import type { ContentRepository } from '../content-repository.js';
import { tourLead, type LeadOrigin } from '../leads.js';
import type { LeadStore } from '../storage/lead-store.js';

/** What became of a tour request that passed the schema. */
export type TourRequestOutcome =
  | { status: 'created'; id: string; receivedAt: string }
  /** A home the site does not show: its e-mails could only repeat what the stranger sent. */
  | { status: 'unknown-home' }
  /** The listings cannot be told right now (the MLS copy is missing or too old): ask again later. */
  | { status: 'listings-unavailable' };

export interface TourRequests {
  request(body: TourRequest, origin: LeadOrigin): Promise<TourRequestOutcome>;
}

/**
 * Tour requests from the API and the page's form, checked the same way: the home must be one the
 * site shows (its title and place are what the e-mails name); the times, already checked by the
 * schema against the clock and office hours, are kept as instants.
 */
export function tourRequests(leads: LeadStore, content: Pick<ContentRepository, 'property' | 'propertiesAvailable'>): TourRequests {
  return {
    async request(body, origin) {
      const home = content.property(body.propertyId);
      if (!home) return { status: content.propertiesAvailable?.() === false ? 'listings-unavailable' : 'unknown-home' };
      const times = body.times.filter((time) => time !== '').map((time) => tourInstant(time) as string);
      const tour = { home: { id: home.id, title: home.title, location: home.location }, mode: body.mode, times };
      return { status: 'created', ...(await leads.create(tourLead(body, tour, origin))) };
    },
  };
}
