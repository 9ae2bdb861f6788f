import type { Locale } from './locale.js';
import type { SellerHome } from './schemas/seller.js';

/**
 * A lead as the agency receives it: what the visitor sent, as the API stores it and as the
 * new-lead notifications (webhook, e-mails) carry it. One shape for the server and the e-mail
 * templates of the UI library.
 */
/** A contact request, a newsletter subscription, a saved-search alert (issue 31), a seller's home (issue 47), or a tour request (issue 48). */
export type LeadKind = 'contact' | 'subscribe' | 'alert' | 'seller' | 'tour';
export type ContactFormKind = 'short' | 'full';

export interface LeadFormFields {
  kind: LeadKind;
  /** Which contact form (null for a subscription). */
  form: ContactFormKind | null;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string | null;
  propertyInterest: string | null;
  howDidYouHear: string | null;
  interest: string | null;
  /** The site path the form was sent from, when the client said. */
  page: string | null;
  /**
   * The language of that page (`/es/…` is Spanish; no page, English): the visitor's confirmation and
   * unsubscribe page come in it, and Spanish leads go to the agents who speak it (decision 0033).
   */
  language: Locale;
  /** A seller lead's home, as described, with the homes like it the site showed (absent for other kinds). */
  home?: SellerHome;
}

/** A received lead as the agency's e-mail shows it: its fields and when it arrived (ISO timestamp). */
export interface ReceivedLead extends LeadFormFields {
  receivedAt: string;
  /**
   * The agent who answers it (issue 47, section 3; apps/api/src/lead-routing.ts), as when it was assigned;
   * null when no agent could be (the agency's inboxes get it). Absent on leads the agency is not notified of.
   */
  assignedAgent?: AssignedAgent | null;
}

/** An agent of the team a lead was assigned to: the slug of their page and where their notification went. */
export interface AssignedAgent {
  slug: string;
  name: string;
  email: string;
}
