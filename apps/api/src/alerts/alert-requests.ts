import type { AlertRequest } from '@pcr/contracts';
import type { ContentRepository } from '../content-repository.js';
import { alertLead, type LeadOrigin } from '../leads.js';
import type { LeadStore } from '../storage/lead-store.js';
import { alertSubjectOf } from './alert-subject.js';

/** What became of an alert request that passed the schema. */
export type AlertRequestOutcome =
  | { status: 'created'; id: string; receivedAt: string }
  /** A home the site does not show: its e-mail could only repeat what the stranger sent (issue 45). */
  | { status: 'unknown-home' }
  /** The listings cannot be told right now (the MLS copy is missing or too old): ask again later. */
  | { status: 'listings-unavailable' };

export interface AlertRequests {
  request(body: AlertRequest, origin: LeadOrigin): Promise<AlertRequestOutcome>;
}

/**
 * Alert requests from the API and the form without scripts, checked the same way before they are
 * stored: a home alert must name a home the site shows, so its e-mail names a listing, never text
 * a visitor typed (decision 0038).
 */
export function alertRequests(leads: LeadStore, content: Pick<ContentRepository, 'property' | 'propertiesAvailable'>): AlertRequests {
  return {
    async request(body, origin) {
      if (body.propertyId !== undefined && !content.property(body.propertyId)) {
        return { status: content.propertiesAvailable?.() === false ? 'listings-unavailable' : 'unknown-home' };
      }
      const created = await leads.create(alertLead(body, alertSubjectOf(body), origin));
      return { status: 'created', ...created };
    },
  };
}
