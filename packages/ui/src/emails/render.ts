import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { AlertFrequency, Locale, SiteIdentity, TourSide } from '@pcr/contracts';
import { AlertConfirmationEmail } from './AlertConfirmationEmail/AlertConfirmationEmail.js';
import { AlertDigestEmail, alertDigestSubject } from './AlertDigestEmail/AlertDigestEmail.js';
import type { AlertHome, AlertTopic } from './alert-topic.js';
import { ContactConfirmationEmail } from './ContactConfirmationEmail/ContactConfirmationEmail.js';
import { visitorEmailTexts } from './email-texts.js';
import { LeadNotificationEmail, leadNotificationSubject, type EmailLead } from './LeadNotificationEmail/LeadNotificationEmail.js';
import { ManageLinkEmail } from './ManageLinkEmail/ManageLinkEmail.js';
import { SellerConfirmationEmail } from './SellerConfirmationEmail/SellerConfirmationEmail.js';
import {
  SellerLeadNotificationEmail,
  sellerLeadNotificationSubject,
  type SellerEmailLead,
} from './SellerLeadNotificationEmail/SellerLeadNotificationEmail.js';
import { SubscriptionConfirmationEmail } from './SubscriptionConfirmationEmail/SubscriptionConfirmationEmail.js';
import type { EmailTour } from './tour-details.js';
import { TourAcceptedEmail, tourAcceptedSubject, type TourAcceptedEmailProps } from './TourAcceptedEmail/TourAcceptedEmail.js';
import { TourCancelledEmail, tourCancelledSubject } from './TourCancelledEmail/TourCancelledEmail.js';
import { TourConfirmedEmail } from './TourConfirmedEmail/TourConfirmedEmail.js';
import { TourNotificationEmail, tourNotificationSubject } from './TourNotificationEmail/TourNotificationEmail.js';
import { TourProposedEmail } from './TourProposedEmail/TourProposedEmail.js';
import { TourRequestEmail } from './TourRequestEmail/TourRequestEmail.js';

export type { EmailLead } from './LeadNotificationEmail/LeadNotificationEmail.js';
export type { SellerEmailLead } from './SellerLeadNotificationEmail/SellerLeadNotificationEmail.js';
export type { AlertHome, AlertTopic } from './alert-topic.js';
export type { EmailTour } from './tour-details.js';

/**
 * Which e-mail of a lead: the agency's notification (in English, flagged for a Spanish lead), or the
 * visitor's confirmation of their form, in the language of the page they sent it from; a seller's
 * (issue 47) the same two, with the home; or a saved search's alert (issue 31): the request to
 * confirm it, then the alerts themselves, and a fresh link to manage them asked for from an expired one;
 * a tour request's (issue 48, section 2): the agent's, with its signed links, and the visitor's at each
 * step (asked, confirmed, another time proposed, cancelled; the agent is told of a cancellation too).
 */
export type LeadEmail =
  | { template: 'agency-notification'; lead: EmailLead }
  | { template: 'contact-confirmation'; language: Locale; agentName?: string }
  | { template: 'seller-notification'; lead: SellerEmailLead }
  | { template: 'seller-confirmation'; language: Locale; agentName?: string }
  | { template: 'subscription-confirmation'; interest: string; confirmUrl: string; unsubscribeUrl: string; language: Locale }
  | { template: 'alert-confirmation'; topic: AlertTopic; frequency: AlertFrequency; confirmUrl: string; unsubscribeUrl: string; language: Locale }
  | {
      template: 'alert-digest';
      topic: AlertTopic;
      frequency: AlertFrequency;
      homes: AlertHome[];
      manageUrl: string;
      unsubscribeUrl: string;
      /** ISO timestamp. */
      dataAsOf: string;
      language: Locale;
    }
  | { template: 'manage-link'; manageUrl: string; language: Locale }
  | { template: 'tour-notification'; lead: EmailLead; tour: EmailTour; confirmUrl: string; proposeUrl: string; cancelUrl: string }
  | { template: 'tour-request'; language: Locale; tour: EmailTour; agentName?: string; cancelUrl: string }
  /** `startsAt`, `proposedAt`: ISO instants, shown in Pacific time. */
  | { template: 'tour-confirmed'; language: Locale; tour: EmailTour; startsAt: string; agentName?: string; cancelUrl: string }
  | ({ template: 'tour-accepted' } & Omit<TourAcceptedEmailProps, 'identity' | 'siteUrl'>)
  | { template: 'tour-proposed'; language: Locale; tour: EmailTour; proposedAt: string; agentName?: string; acceptUrl: string; cancelUrl: string }
  | {
      template: 'tour-cancelled';
      /** The visitor's e-mail is in their language; the agent's in English. */
      audience: TourSide;
      language: Locale;
      tour: EmailTour;
      cancelledBy: TourSide;
      /** The confirmed time, when it was. */
      startsAt?: string;
      /** For the agent's e-mail only. */
      visitorName?: string;
    };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailContext {
  identity: SiteIdentity;
  /** The site's public origin, for links. */
  siteUrl: string;
}

/** The component and subject of one lead e-mail. */
export function leadEmailElement(email: LeadEmail, { identity, siteUrl }: EmailContext): { subject: string; element: ReactElement } {
  switch (email.template) {
    case 'agency-notification':
      return { subject: leadNotificationSubject(email.lead), element: createElement(LeadNotificationEmail, { lead: email.lead, identity, siteUrl }) };
    case 'contact-confirmation':
      return {
        subject: visitorEmailTexts[email.language].contactConfirmation.subject(identity.brand),
        element: createElement(ContactConfirmationEmail, { language: email.language, identity, siteUrl, agentName: email.agentName }),
      };
    case 'seller-notification':
      return {
        subject: sellerLeadNotificationSubject(email.lead),
        element: createElement(SellerLeadNotificationEmail, { lead: email.lead, identity, siteUrl }),
      };
    case 'seller-confirmation':
      return {
        subject: visitorEmailTexts[email.language].sellerConfirmation.subject(identity.brand),
        element: createElement(SellerConfirmationEmail, { language: email.language, identity, siteUrl, agentName: email.agentName }),
      };
    case 'subscription-confirmation':
      return {
        subject: visitorEmailTexts[email.language].subscriptionConfirmation.subject(identity.brand),
        element: createElement(SubscriptionConfirmationEmail, { ...email, identity, siteUrl }),
      };
    case 'alert-confirmation':
      return {
        subject: visitorEmailTexts[email.language].alertConfirmation.subject(identity.brand),
        element: createElement(AlertConfirmationEmail, { ...email, identity, siteUrl }),
      };
    case 'alert-digest':
      return { subject: alertDigestSubject(email), element: createElement(AlertDigestEmail, { ...email, identity, siteUrl }) };
    case 'manage-link':
      return {
        subject: visitorEmailTexts[email.language].manageLink.subject(identity.brand),
        element: createElement(ManageLinkEmail, { ...email, identity, siteUrl }),
      };
    case 'tour-notification':
      return { subject: tourNotificationSubject(email), element: createElement(TourNotificationEmail, { ...email, identity, siteUrl }) };
    case 'tour-request':
      return {
        subject: visitorEmailTexts[email.language].tourRequest.subject(identity.brand),
        element: createElement(TourRequestEmail, { ...email, identity, siteUrl }),
      };
    case 'tour-confirmed':
      return {
        subject: visitorEmailTexts[email.language].tourConfirmed.subject(identity.brand),
        element: createElement(TourConfirmedEmail, { ...email, identity, siteUrl }),
      };
    case 'tour-proposed':
      return {
        subject: visitorEmailTexts[email.language].tourProposed.subject(identity.brand),
        element: createElement(TourProposedEmail, { ...email, identity, siteUrl }),
      };
    case 'tour-accepted':
      return { subject: tourAcceptedSubject(email), element: createElement(TourAcceptedEmail, { ...email, identity, siteUrl }) };
    case 'tour-cancelled':
      return { subject: tourCancelledSubject(email, identity.brand), element: createElement(TourCancelledEmail, { ...email, identity, siteUrl }) };
  }
}

/**
 * Renders one lead e-mail as the server sends it and the stories show it: subject, HTML part and
 * plain-text part (react-email; the text part is derived from the same component).
 */
export async function renderLeadEmail(email: LeadEmail, context: EmailContext): Promise<RenderedEmail> {
  const { subject, element } = leadEmailElement(email, context);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
