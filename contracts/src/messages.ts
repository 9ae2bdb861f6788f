/** Every user-facing message of spec sections 5 and 8, letter for letter. */
export const validationMessages = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  message: 'Please enter your message',
  interest: 'Please select your interest',
} as const;

/**
 * The lead forms' other rules, which the forms themselves never break (a list's options, the
 * hidden fields, lengths no person types): what the API says to a client that does. Spanish twins
 * in api-messages.es.ts.
 */
export const leadRequestMessages = {
  body: 'Send the form as a JSON object.',
  address: 'Please enter a shorter address',
  option: 'Please choose one of the listed options',
  website: 'Leave this field empty',
  page: 'A site path starting with /.',
} as const;

/** What POST /api/alerts and /api/alerts/manage say about a wrong request (issue 31); Spanish twins in api-messages.es.ts. */
export const alertMessages = {
  frequency: 'Please choose how often to get alerts',
  consent: 'Please agree to receive these e-mails',
  search: 'Please choose a valid search',
  subject: 'Send either a search or a property id.',
  /** A home alert must name a home the site shows: its e-mails name the home by its listing, never by what was sent. */
  home: 'This home is not listed on our site.',
  alert: 'No such alert.',
  action: 'Send an action: frequency, pause, resume or delete-all.',
} as const;

export const noticeMessages = {
  contactSuccess: { title: 'Message sent!', description: 'Thank you for contacting us. An agent will be in touch shortly.' },
  contactFailure: { title: 'Message failed', description: 'There was an error sending your message. Please try again.' },
  subscribeSuccess: { title: 'Subscription successful!', description: 'Thank you for subscribing to our updates.' },
  subscribeFailure: { title: 'Subscription failed', description: 'There was an error subscribing. Please try again.' },
} as const;

// In a module of its own so the pages that show them do not load the forms' and the API's messages.
export { errorMessages } from './page-state-messages.js';

export const buttonLabels = {
  sending: 'Sending...',
  subscribing: 'Subscribing...',
} as const;

// In a module of its own so /properties, which shows them, does not load every other message.
export { propertySearchMessages } from './property-search-messages.js';

/** The content endpoints' `lang` parameter: a language the site has no texts in. */
export const contentLanguageMessage = 'Use lang=en or lang=es.';

/** Messages of the API's JSON error bodies (decisions.md "API"). */
export const apiErrorMessages = {
  invalidBody: 'The request body is invalid.',
  invalidQuery: 'The query string is invalid.',
  malformedJson: 'The request body is not valid JSON.',
  nestedTooDeep: 'The request body is nested too deeply.',
  unsupportedMediaType: 'Send the request body as JSON with Content-Type: application/json.',
  payloadTooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  malformedUrl: 'The request path or query is not valid URL encoding.',
  malformedHttp: 'The request is not valid HTTP.',
  headersTooLarge: 'The request headers are too large.',
  uriTooLong: 'The request URL is too long.',
  requestTimeout: 'The request took too long to arrive.',
  neighborhoodNotFound: 'Neighborhood not found.',
  cityNotFound: 'City not found.',
  propertyNotFound: 'Property not found.',
  listingsUnavailable: 'The listings are unavailable for a moment. Please try again later.',
  providerUnavailable: 'The listing provider is unavailable.',
  cityGuidesUnavailable: 'The city guide provider is unavailable.',
  internal: 'Something went wrong on our side.',
  temporarilyUnavailable: 'We cannot take this request right now. Please try again in a moment.',
  unsubscribed: 'You are unsubscribed: we will not e-mail this address again unless you subscribe again.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  alertStopped: 'This alert is stopped: it will send no more e-mails.',
  confirmationLinkInvalid: 'This confirmation link is not valid or has expired.',
  manageLinkInvalid: 'This link to manage alerts is not valid.',
  manageLinkExpired: 'This link to manage alerts has expired.',
  crossSite: 'This form was sent from another site.',
} as const;
