import * as v from 'valibot';
import { ALERT_FREQUENCIES } from '../alert-frequencies.js';
import { alertMessages, leadRequestMessages } from '../messages.js';
import { PropertySearchQuerySchema, type PropertySearch } from './property-search.js';
import { LeadEmailSchema, LeadHoneypotSchema, LeadPageSchema } from './forms.js';

/**
 * Saved-search alerts (issue 31, decision 0038): an address follows a search of /properties or one
 * home, and gets an e-mail about what changes, once it has confirmed (double opt-in, like a
 * subscription). No account: the e-mails' signed links manage it.
 */

export { ALERT_FREQUENCIES, type AlertFrequency } from '../alert-frequencies.js';

/** What happened to a home, as the MLS copy derives it (listing_events). */
export const LISTING_CHANGES = ['new', 'price_drop', 'back_on_market', 'pending', 'sold', 'open_house'] as const;
export type ListingChangeKind = (typeof LISTING_CHANGES)[number];

/** The changes a search alert reports (a home newly matching it, or a new open house of one: issue 48) and those a home's alert reports (anything). */
export const SEARCH_ALERT_CHANGES: readonly ListingChangeKind[] = ['new', 'price_drop', 'back_on_market', 'open_house'];
export const HOME_ALERT_CHANGES: readonly ListingChangeKind[] = LISTING_CHANGES;

/** The longest search an alert keeps: the canonical query string of /properties (a few hundred characters at most). */
const MAX_SEARCH_LENGTH = 500;

/**
 * The search as /properties writes it in its address ("city=irvine&minBeds=3"): the same parameters
 * and messages as GET /api/properties, without `sort` (an alert reports changes, not an order).
 */
const SearchText = v.pipe(
  v.string(alertMessages.search),
  v.maxLength(MAX_SEARCH_LENGTH, alertMessages.search),
  v.check((text) => alertSearchOf(text).success, alertMessages.search),
);

/** Body of POST /api/alerts: an address, how often, the consent, and either a search or a home. */
export const AlertRequestSchema = v.pipe(
  v.object(
    {
      email: LeadEmailSchema,
      frequency: v.optional(v.picklist(ALERT_FREQUENCIES, alertMessages.frequency), 'instant'),
      /** The consent box: the e-mails are sent only to someone who ticked it (and then confirmed). */
      // A missing box is unticked: its default runs through the check, so it gets the consent's own message.
      consent: v.optional(v.pipe(v.boolean(alertMessages.consent), v.check((value) => value, alertMessages.consent)), false),
      search: v.optional(SearchText),
      propertyId: v.optional(v.pipe(v.string(alertMessages.subject), v.minLength(1, alertMessages.subject), v.maxLength(200, alertMessages.subject))),
      website: LeadHoneypotSchema,
      page: LeadPageSchema,
    },
    leadRequestMessages.body,
  ),
  v.forward(
    v.check((alert) => (alert.search === undefined) !== (alert.propertyId === undefined), alertMessages.subject),
    ['search'],
  ),
);
export type AlertRequest = v.InferOutput<typeof AlertRequestSchema>;
export type AlertRequestInput = v.InferInput<typeof AlertRequestSchema>;

/** What an alert follows, as stored: the search's valid filters (no sort), or one home. */
export type AlertSubject = { kind: 'search'; search: Omit<PropertySearch, 'sort'> } | { kind: 'home'; propertyId: string };

/**
 * The search of an alert request, checked as strictly as GET /api/properties checks its query (a
 * wrong parameter is the API's 400 with that parameter's message), without `sort`.
 */
export function alertSearchOf(text: string): v.SafeParseResult<typeof PropertySearchQuerySchema> {
  const params = new URLSearchParams(text);
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'sort' && value !== '') query[key] = value;
  return v.safeParse(PropertySearchQuerySchema, query);
}

/** One alert as the manage page shows it. */
export const ManagedAlertSchema = v.object({
  id: v.string(),
  subject: v.union([
    v.object({ kind: v.literal('search'), search: v.record(v.string(), v.union([v.string(), v.number()])) }),
    v.object({ kind: v.literal('home'), propertyId: v.string(), title: v.optional(v.string()) }),
  ]),
  frequency: v.picklist(ALERT_FREQUENCIES),
  paused: v.boolean(),
  confirmed: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ManagedAlert = v.InferOutput<typeof ManagedAlertSchema>;

/** GET /api/alerts/manage: every alert of the address the signed link was sent to. */
export const ManagedAlertsSchema = v.object({ alerts: v.array(ManagedAlertSchema) });
export type ManagedAlerts = v.InferOutput<typeof ManagedAlertsSchema>;

/** POST /api/alerts/manage: change one alert's frequency, pause or resume it, or delete every alert of the address. */
export const AlertChangeSchema = v.variant('action', [
  v.object({ action: v.literal('frequency'), alert: v.pipe(v.string(), v.uuid(alertMessages.alert)), frequency: v.picklist(ALERT_FREQUENCIES, alertMessages.frequency) }),
  v.object({ action: v.picklist(['pause', 'resume']), alert: v.pipe(v.string(), v.uuid(alertMessages.alert)) }),
  v.object({ action: v.literal('delete-all') }),
], alertMessages.action);
export type AlertChange = v.InferOutput<typeof AlertChangeSchema>;
