import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { Locale, SiteIdentity } from '@pcr/contracts';
import { ContactConfirmationEmail } from './ContactConfirmationEmail/ContactConfirmationEmail.js';
import { visitorEmailTexts } from './email-texts.js';
import { LeadNotificationEmail, leadNotificationSubject, type EmailLead } from './LeadNotificationEmail/LeadNotificationEmail.js';
import { SubscriptionConfirmationEmail } from './SubscriptionConfirmationEmail/SubscriptionConfirmationEmail.js';

export type { EmailLead } from './LeadNotificationEmail/LeadNotificationEmail.js';

/**
 * Which e-mail of a lead: the agency's notification (in English, flagged for a Spanish lead), or the
 * visitor's confirmation of their form, in the language of the page they sent it from.
 */
export type LeadEmail =
  | { template: 'agency-notification'; lead: EmailLead }
  | { template: 'contact-confirmation'; language: Locale }
  | { template: 'subscription-confirmation'; interest: string; confirmUrl: string; unsubscribeUrl: string; language: Locale };

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
        element: createElement(ContactConfirmationEmail, { language: email.language, identity, siteUrl }),
      };
    case 'subscription-confirmation':
      return {
        subject: visitorEmailTexts[email.language].subscriptionConfirmation.subject(identity.brand),
        element: createElement(SubscriptionConfirmationEmail, { ...email, identity, siteUrl }),
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
