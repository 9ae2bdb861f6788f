import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { AlertFrequency, Locale, SiteIdentity } from '@pcr/contracts';
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

export type { EmailLead } from './LeadNotificationEmail/LeadNotificationEmail.js';
export type { SellerEmailLead } from './SellerLeadNotificationEmail/SellerLeadNotificationEmail.js';
export type { AlertHome, AlertTopic } from './alert-topic.js';

/**
 * Which e-mail of a lead: the agency's notification (in English, flagged for a Spanish lead), or the
 * visitor's confirmation of their form, in the language of the page they sent it from; a seller's
 * (issue 47) the same two, with the home; or a saved search's alert (issue 31): the request to
 * confirm it, then the alerts themselves, and a fresh link to manage them asked for from an expired one.
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
  | { template: 'manage-link'; manageUrl: string; language: Locale };

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
