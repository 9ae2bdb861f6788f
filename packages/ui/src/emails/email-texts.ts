import { noticeMessages, RESPONSE_PROMISE_HOURS } from '@pcr/contracts';

/**
 * Every text of the lead e-mails, in one place: the templates read them, the server gets them
 * through the templates (render.ts) and the stories and tests check them. The spec's own texts
 * (the form notices, the 24-hour promise) come from the contract.
 */
export const emailTexts = {
  agencyNotification: {
    subject: (name: string, kind: 'full' | 'short' | 'subscribe') =>
      kind === 'full' ? `New message from ${name}` : kind === 'short' ? `New contact request from ${name}` : `New subscriber: ${name}`,
    intro: (name: string) => `Reply to this e-mail to answer ${name} directly. The site promises a reply within ${RESPONSE_PROMISE_HOURS} hours.`,
    labels: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      message: 'Message',
      propertyInterest: 'Interested in',
      howDidYouHear: 'Heard of us through',
      interest: 'Subscribed for',
      page: 'Sent from',
      receivedAt: 'Received',
    },
  },
  contactConfirmation: {
    subject: (brand: string) => `${brand}: we received your message`,
    heading: noticeMessages.contactSuccess.title,
    thanks: noticeMessages.contactSuccess.description,
    promise: `We reply within ${RESPONSE_PROMISE_HOURS} hours.`,
    call: 'If it cannot wait, call us at',
  },
  subscriptionConfirmation: {
    subject: (brand: string) => `${brand}: you are subscribed`,
    heading: noticeMessages.subscribeSuccess.title,
    thanks: noticeMessages.subscribeSuccess.description,
    interest: 'You will hear from us about:',
    unsubscribe: 'Changed your mind? Unsubscribe with one click:',
    unsubscribeLink: 'Unsubscribe',
  },
  greeting: (name: string) => `Hi ${name},`,
  signOff: (brand: string) => `The ${brand} team`,
  /** Why a visitor got a confirmation: someone entered the address in a form of the site. */
  whyYouGotThis: (siteUrl: string) =>
    `You received this e-mail because this address was entered in a form at ${siteUrl}. If that was not you, you can ignore it.`,
  /** Times of leads are shown in the agency's time zone. */
  timeZoneLabel: 'Pacific time',
} as const;
