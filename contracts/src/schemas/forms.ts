import * as v from 'valibot';
import { MIN_INTEREST_LENGTH, MIN_MESSAGE_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from '../constants.js';
import { leadRequestMessages, validationMessages } from '../messages.js';

/** Picklists of spec section 5; the first entry is the default. */
export const SUBSCRIBE_INTERESTS = ['Buying a home', 'Selling my property', 'Market updates', 'Investment opportunities'] as const;

/** One of the subscribe form's choices (the API takes any text: an e-mail names only these). */
export const isSubscribeInterest = (value: string): value is (typeof SUBSCRIBE_INTERESTS)[number] => (SUBSCRIBE_INTERESTS as readonly string[]).includes(value);
export const PROPERTY_INTERESTS = ['Buying', 'Selling', 'Both', 'Information'] as const;
export const HOW_DID_YOU_HEAR = ['Google', 'Social Media', 'Friend', 'Listing', 'Other'] as const;

/** Upper bounds keep abusive payloads out of storage; generous for a real person. */
const MAX_SHORT_TEXT = 200;
const MAX_MESSAGE = 5000;

/**
 * A missing field is treated as empty so it reports the field's own message
 * (valibot would otherwise say "Invalid key").
 */
const required = <T extends v.GenericSchema<string, string>>(schema: T) => v.optional(schema, '');

/**
 * A name is one line: it goes into e-mail headers (the agency's Reply-To, the visitor's To and the
 * notification's Subject), so line breaks and other control characters are refused, never stripped.
 */
// No flags, so JSON Schema (OpenAPI) carries the same pattern.
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
export const name = required(v.pipe(
  v.string(validationMessages.name),
  v.trim(),
  v.minLength(MIN_NAME_LENGTH, validationMessages.name),
  v.maxLength(MAX_SHORT_TEXT, validationMessages.name),
  v.regex(SINGLE_LINE, validationMessages.name),
));
export const email = required(v.pipe(
  v.string(validationMessages.email),
  v.trim(),
  v.email(validationMessages.email),
  v.maxLength(254, validationMessages.email),
));
export const phone = required(v.pipe(
  v.string(validationMessages.phone),
  v.trim(),
  v.minLength(MIN_PHONE_LENGTH, validationMessages.phone),
  v.maxLength(40, validationMessages.phone),
));
// Every rule names its message, so the API can answer each one in the client's language (decision 0033).
const optionalText = (max: number, message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));
/** A text the visitor must give, trimmed, between `min` and `max` characters; one message for every way it is wrong. */
const requiredText = (min: number, max: number, message: string) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message)));
/** Hidden field a person never fills; bots do. A filled one flags the lead as spam. */
export const honeypot = v.optional(v.pipe(v.string(leadRequestMessages.website), v.maxLength(MAX_SHORT_TEXT, leadRequestMessages.website)));
const option = <const T extends readonly [string, ...string[]]>(options: T) => v.optional(v.picklist(options, leadRequestMessages.option), options[0]);
/**
 * Not a form field: the site path the form was sent from ("/neighborhoods/irvine"), added by the app
 * so an agent knows which neighborhood or home a short form was about.
 */
export const page = v.optional(
  v.pipe(v.string(leadRequestMessages.page), v.maxLength(MAX_SHORT_TEXT, leadRequestMessages.page), v.regex(/^\/[^\s]*$/, leadRequestMessages.page)),
);

/** Short contact form (home hero "Talk to an Agent", neighborhood and property detail). */
export const ShortContactFormSchema = v.object(
  {
    name,
    email,
    phone,
    address: optionalText(MAX_SHORT_TEXT, leadRequestMessages.address),
    website: honeypot,
    page,
  },
  leadRequestMessages.body,
);

/** Full contact form (/contact). */
export const FullContactFormSchema = v.object(
  {
    name,
    email,
    phone,
    message: requiredText(MIN_MESSAGE_LENGTH, MAX_MESSAGE, validationMessages.message),
    propertyInterest: option(PROPERTY_INTERESTS),
    howDidYouHear: option(HOW_DID_YOU_HEAR),
    website: honeypot,
    page,
  },
  leadRequestMessages.body,
);

/**
 * Body of POST /api/contact: either form. A body carrying `message` is the full form,
 * so its field errors name exactly the fields a person sees.
 */
export const ContactRequestSchema = v.lazy((input: unknown) =>
  typeof input === 'object' && input !== null && 'message' in input ? FullContactFormSchema : ShortContactFormSchema,
);

export const SubscribeFormSchema = v.object(
  {
    name,
    email,
    interest: requiredText(MIN_INTEREST_LENGTH, MAX_SHORT_TEXT, validationMessages.interest),
    website: honeypot,
    page,
  },
  leadRequestMessages.body,
);

/**
 * Query of POST /api/unsubscribe: the subscription lead and the HMAC-SHA256 of its id (base64url),
 * as the confirmation e-mail's links carry them.
 */
export const UnsubscribeQuerySchema = v.object({
  lead: v.pipe(v.string(), v.uuid('The link is not complete.')),
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not complete.')),
});

/**
 * What an unsubscribe link stops, and whether it is stopped (GET /api/unsubscribe, the /unsubscribe
 * page's state): an alert's link stops that alert (decision 0038), any other lead's every e-mail to
 * its address. No `scope` when the lead is gone (an alert stopped, a lead deleted): nothing more is
 * sent for it.
 */
export const UnsubscribeStateSchema = v.object({ scope: v.optional(v.picklist(['alert', 'address'])), stopped: v.boolean() });
export type UnsubscribeState = v.InferOutput<typeof UnsubscribeStateSchema>;

/**
 * Query of GET and POST /api/subscribe/confirm (decision 0037): the subscription lead and the
 * HMAC-SHA256 of its id for confirming (another key use than unsubscribing), as the link of the
 * e-mail asking to confirm carries them.
 */
export const SubscriptionConfirmationQuerySchema = UnsubscribeQuerySchema;

/**
 * The query of a link to manage alerts (issue 45): its token carries when it expires
 * ("{HMAC}.{expiry in base 36}"); a token without one is a link from before links expired.
 */
export const ManageAlertsQuerySchema = v.object({
  lead: UnsubscribeQuerySchema.entries.lead,
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}(?:\.[0-9a-z]{1,10})?$/, 'The link is not complete.')),
});

/**
 * Whether the request of a confirmation link is confirmed (the link checked and not expired), and
 * what it asked for: the newsletter subscription, or an alert (decision 0038), which the page names.
 */
export const SubscriptionConfirmationSchema = v.object({ confirmed: v.boolean(), kind: v.picklist(['subscription', 'alert']) });
export type SubscriptionConfirmation = v.InferOutput<typeof SubscriptionConfirmationSchema>;

export type ShortContactForm = v.InferOutput<typeof ShortContactFormSchema>;
export type ShortContactFormInput = v.InferInput<typeof ShortContactFormSchema>;
export type FullContactForm = v.InferOutput<typeof FullContactFormSchema>;
export type FullContactFormInput = v.InferInput<typeof FullContactFormSchema>;
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;
export type SubscribeForm = v.InferOutput<typeof SubscribeFormSchema>;
export type SubscribeFormInput = v.InferInput<typeof SubscribeFormSchema>;

export const shortContactDefaults: ShortContactFormInput = { name: '', email: '', phone: '', address: '' };
export const fullContactDefaults: FullContactFormInput = {
  name: '',
  email: '',
  phone: '',
  message: '',
  propertyInterest: PROPERTY_INTERESTS[0],
  howDidYouHear: HOW_DID_YOU_HEAR[0],
};
export const subscribeDefaults: SubscribeFormInput = { name: '', email: '', interest: SUBSCRIBE_INTERESTS[0] };

/** Turns valibot issues into the API's `issues` array: `{ path: "email", message }`. */
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): { path: string; message: string }[] {
  const seen = new Set<string>();
  const out: { path: string; message: string }[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    const key = `${path}\u0000${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ path, message: issue.message });
    }
  }
  return out;
}

/** The lead forms' shared fields, for the other lead requests (alerts.ts). */
export { email as LeadEmailSchema, honeypot as LeadHoneypotSchema, page as LeadPageSchema };
